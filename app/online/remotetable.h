#pragma once
// The Table of a game that runs on the game server (docs/online.md, "The app's client";
// docs/architecture.md, "The table"): every answer comes from the server's engine through an
// OnlineClient. submit() sends the action and returns Pending; the server's `played` makes it
// committed(), its `refused` makes it refused() with the engine's reason. Nothing here decides
// legality: legalActions() and check() only read the legal actions the server sent.
//
// Other seats' moves are shown at the screen's pace (setMovePace(): the pace of a local game's
// computers): the server's messages wait in an inbox, in their order, while the last move of
// another seat has been on show for less than the pace, so that moves sent close together (the
// server's computers, at its own pace) land one after the other as a local game's would. This
// screen's own moves, refusals and errors are never held.
//
// position() is the engine's world consistent with this screen's own observation
// (GameInfo::fromObservationJson: the observation read back, its hidden parts sampled, the same
// world for the same view): it shows exactly what the server sent and holds nothing of another seat
// that the server did not send. Once the game is over the server sends the whole record, and
// position() is the engine's replay of it. undo is not offered online yet. Only that whole record is
// ever saved to a file (saveBlockedReason()).
#include "table.h"

#include <QTimer>

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace tidepool::app {

class OnlineClient;

class RemoteTable : public Table
{
    Q_OBJECT
public:
    /// A table of `gameName` played through `client` (not owned; it must outlive the table).
    RemoteTable(OnlineClient* client, const QString& gameName, QObject* parent = nullptr);
    ~RemoteTable() override;

    QString gameName() const override { return m_gameName; }
    /// Once the server sent a view of one of this client's seats and it gave a position.
    bool isOpen() const override { return position() != nullptr; }
    /// The game, rule set and seats (kinds and names) from the server's `table`, and every action
    /// from its `played` log; the seed is 0 (secret) until the game is over, when this is the
    /// server's whole record.
    const tidepool::Record& record() const override { return m_record; }
    /// While the game is played: a world consistent with the newest observation of the seat to act
    /// when it is one of this screen's, else of this screen's first seat (hidden parts sampled,
    /// deterministically from the view's position; history() = record().actions; no moves, which the
    /// observation does not carry); nullptr before the first view or if the server's observation
    /// could not be read (positionError() says why). Once the game is over: the replay of the
    /// server's record.
    const tidepool::State* position() const override;
    /// Why the last observation could not be read into a position ("" when it could).
    QString positionError() const { return m_positionError; }
    QList<int> localSeats() const override;
    int seatToAct() const override;
    /// The game is over at this screen: the server's `over` came, or a view says so and no other
    /// seat's last move is still on show for the pace.
    bool isFinished() const override;
    std::vector<int> winners() const override;
    /// The last observation the server sent for `seat` (one of localSeats()); null for any other
    /// seat and for kTable (the server sends no public view).
    tidepool::Json observation(int seat) const override;
    std::vector<tidepool::LegalAction> legalActions(int seat) const override;
    /// Ok when `action` is one of the legal actions the server sent for `seat`; otherwise why not
    /// (not this screen's seat, not its turn, not among the legal actions). The server judges again.
    tidepool::Outcome check(int seat, const QString& action) const override;
    /// Sends the action: Pending (answered by committed() or refused()), or Refused at once when
    /// `seat` is not one of this screen's seats or the game is over. While it is pending, an error
    /// the client reports (the server's "rate-limited", "not-your-turn", a link that is not up,
    /// ...) means the action did not enter the record: it is answered by refused() with that
    /// error's sentence, so the screen says why and the seat can play again.
    /// The server's "storage" (it could not save the action, so the action did not happen) is
    /// said with notice() and the same action is sent again after a back-off (setStorageRetry():
    /// 1 s, 2 s, 4 s, 8 s), still pending, only while the table is where it was when the action
    /// was first sent (no action entered the record since: an action is never applied twice); after
    /// the last try, or when the table moved on, refused() says it could not be saved.
    /// Each send carries the position of the view the action was chosen from (`seat`'s view as
    /// shown), so the server plays it only there: its "stale" (the table is elsewhere, e.g. the
    /// action was stored after all) drops the pending action without a word (no refused(), no
    /// notice): the table's `played` and views that follow show where the game is.
    Submission submit(int seat, const QString& action) override;
    /// The back-off of "storage" retries: the first wait in milliseconds (doubling each time) and
    /// how many times an action is sent again (1000 ms and 4 unless changed; tests shorten them).
    void setStorageRetry(int firstMs, int retries);
    tidepool::Outcome canUndo(int seat) const override;
    Submission undo(int seat) override;
    /// "" once the server's whole record of the finished game is here (record() is then that
    /// record: saved, it replays). Before: why nothing may be saved yet, in one sentence. While the
    /// game is played this screen knows only its own seats' part of it, and a record file can't hold
    /// a part (docs/game-record.md: a setup holds every card), so nothing of another seat's secrets
    /// could be written nor a file that does not replay. After the end, until the server's `over`
    /// came (a moment), or when its record could not be read (the reason is given).
    QString saveBlockedReason() const override;
    /// Shows another seat's move at least `ms` milliseconds (clamped to 0..10,000; 0, the default,
    /// shows every message as it comes) after the previous one: until then what the server sent
    /// since waits, in order, and record(), position() and committed() follow when it is shown.
    void setMovePace(int ms) override;
    /// Messages from the server not shown yet (waiting for the pace).
    int waitingMessages() const { return int(m_inbox.size()); }
    bool showingOthersMoves() const override { return m_paceTimer.isActive() || !m_inbox.empty(); }

private:
    /// A view of this screen's seats says the game is over.
    bool viewsFinished() const;
    /// One message of the server, applied to this table when its turn in the inbox comes.
    struct Incoming
    {
        bool othersMove = false; ///< a `played` of a seat that is not this screen's: paced
        std::function<void()> apply;
    };
    /// Queues `apply` behind what waits, and shows what may be shown now.
    void receive(bool othersMove, std::function<void()> apply);
    /// Applies the inbox's messages in order, stopping before another seat's move while the
    /// previous one is still on show for the pace.
    void deliver();

    void onView(int seat, const tidepool::Json& view);
    void onTable(const tidepool::Json& table);
    void onPlayed(int position, int seat, const QString& action, const std::vector<tidepool::Json>& views);
    void onOver(const std::vector<int>& winners, const tidepool::Json& record);
    void onError(const QString& code, const QString& sentence);

    OnlineClient* m_client;
    QString m_gameName;
    tidepool::Record m_record;
    std::map<int, tidepool::Json> m_views;
    /// Sends the pending action again (the storage retry's timer), if the table is still where it was.
    void retryPending();

    /// The submission sent and not yet answered, if any.
    struct Pending
    {
        int seat = -1;
        QString action;
        int position = 0; ///< actions in the server's record when it was sent (m_serverPosition)
        int viewPosition = 0; ///< the position of the view it was chosen from: sent with it
        int retries = 0;  ///< times it was sent again after "storage"
    };
    std::optional<Pending> m_pending;
    /// The server's newest position as its messages arrive (before the pace holds them): the
    /// length of its record, from `played` and views.
    int m_serverPosition = 0;
    QTimer m_retryTimer; ///< runs while a pending action waits to be sent again after "storage"
    int m_retryFirstMs = 1000;
    int m_maxRetries = 4;
    std::optional<std::vector<int>> m_winners;
    std::unique_ptr<tidepool::State> m_final;
    /// Why the server's record of the finished game could not be read ("" when it could or has not come).
    QString m_recordProblem;
    // position()'s world, made when first asked for after a view or a log line changed it.
    mutable std::unique_ptr<tidepool::State> m_world;
    mutable bool m_worldStale = true;
    mutable QString m_positionError;
    std::deque<Incoming> m_inbox;
    QTimer m_paceTimer; ///< runs while another seat's move is on show for the pace
    int m_pace = 0;
};

} // namespace tidepool::app
