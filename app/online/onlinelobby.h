#pragma once
// The screens' side of an online table (docs/online.md, "The app's client"): hosting a table (the
// game, its rule set from a NewGameSetup, the seats), joining one by its code, the lobby (the
// seats filling, who is connected, Start for the host), the connection in words a person
// understands, and, once the game starts, the RemoteTable handed to the game's GameSession
// (playOn()), so that the game pages play it as a local game. No rules here: the rule set's options
// are the engine's (NewGameSetup), the seats' and options' problems are the engine's startState()
// reasons, and the server's engine decides every action.
#include "gamesession.h"
#include "newgamesetup.h"
#include "valuelistmodel.h"

#include <QDateTime>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include "core/game.h"

#include <memory>

class QTimer;

namespace tidepool::app {

class GameSession;
class OnlineClient;
class RemoteTable;

/// A seat of the table being hosted, as the host chooses it.
struct HostSeatRow
{
    /// "here" (a person at this screen), "remote" (a person at another screen) or "bot:<level>".
    QString kind = QStringLiteral("remote");
    /// The host's own seat (the first; always "here").
    bool you = false;
    bool operator==(const HostSeatRow&) const = default;
};

class HostSeatModel : public tidepool::app::ValueListModel<HostSeatRow>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The seats of a hosted table belong to an OnlineLobby")
public:
    enum Role { KindRole = Qt::UserRole + 1, YouRole, IsHumanRole, LabelRole };
    Q_ENUM(Role)
    using ValueListModel::ValueListModel;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
};

/// A seat at the table as the server's `table` message tells it.
struct OnlineSeatRow
{
    int seat = 0;
    QString name;     ///< the player's name ("" for a free seat); a computer's "Computer (Easy)"
    QString kind;     ///< "human" or "bot:<level>"
    bool taken = false;
    bool connected = false;
    bool mine = false; ///< played at this screen
    bool host = false;
    QString state;    ///< one line: "connected", "waiting for a player", "lost the connection"...
    bool operator==(const OnlineSeatRow&) const = default;
};

class OnlineSeatModel : public tidepool::app::ValueListModel<OnlineSeatRow>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The seats of an online table belong to an OnlineLobby")
public:
    enum Role { SeatRole = Qt::UserRole + 1, NameRole, KindRole, IsHumanRole, TakenRole, ConnectedRole, MineRole,
                HostRole, StateRole, DescriptionRole };
    Q_ENUM(Role)
    using ValueListModel::ValueListModel;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
};

class OnlineLobby : public QObject
{
    Q_OBJECT
    QML_ELEMENT
public:
    /// Where this screen is, as a person would say it (statusText says it in words).
    enum class Status {
        Idle,         ///< at no table
        Connecting,   ///< hosting or joining: asking the server
        Waiting,      ///< at a table whose game has not started (the lobby)
        Playing,      ///< the game is on (or over)
        Reconnecting, ///< the link dropped: coming back automatically
        Unreachable,  ///< the server can't be reached (statusText says what to check)
        Closed,       ///< the table closed under this screen (statusText says why)
    };
    Q_ENUM(Status)

private:
    Q_PROPERTY(Status status READ status NOTIFY statusChanged)
    /// The state in one sentence for people: "Connecting to 127.0.0.1:2567…", "Waiting for players:
    /// 1 of 2 seats taken", "Ben lost the connection, waiting 57 s", "The connection dropped.
    /// Reconnecting…", the server's unreachable sentence, "The table was closed."; "" when Idle, and
    /// while playing with everyone connected.
    Q_PROPERTY(QString statusText READ statusText NOTIFY statusTextChanged)
    /// What the banner over the game page and the lobby says: statusText unless all is well
    /// ("" while waiting or playing with everyone connected).
    Q_PROPERTY(QString bannerText READ bannerText NOTIFY bannerTextChanged)
    /// The last problem the server or the link reported (a join refused, Start refused), "" when none.
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    /// The table's code ("K7QF3A"), "" at no table.
    Q_PROPERTY(QString code READ code NOTIFY codeChanged)
    /// The code of the table this screen was at and lost (the server unreachable, the table
    /// closed under it), to join again by (the banner's "Join table K7QF3A again"); "" otherwise.
    Q_PROPERTY(QString rejoinCode READ rejoinCode NOTIFY statusChanged)
    /// The table's game ("" at no table, or before the server said).
    Q_PROPERTY(QString game READ game NOTIFY gameChanged)
    /// The table's game as people call it (translated).
    Q_PROPERTY(QString gameTitle READ gameTitle NOTIFY gameTitleChanged)
    /// The table's rule set in one line, in the app's language, for everyone in the lobby (a guest
    /// saw only the game): "Rules: Variant: Advanced, Open ends: on", or that they are the game's
    /// defaults; "" before the table is known. From the server's table message, named by the
    /// engine's options (GameInfo::options).
    Q_PROPERTY(QString rulesText READ rulesText NOTIFY rulesTextChanged)
    /// This screen hosts the table (the host starts it).
    Q_PROPERTY(bool isHost READ isHost NOTIFY isHostChanged)
    /// The host may start now: waiting, and every person's seat is taken.
    Q_PROPERTY(bool canStart READ canStart NOTIFY canStartChanged)
    /// Seats still waiting for a person.
    Q_PROPERTY(int freeSeats READ freeSeats NOTIFY freeSeatsChanged)
    Q_PROPERTY(tidepool::app::OnlineSeatModel* seats READ seats CONSTANT)
    /// The seats of the table to host (hostSeats): the first is the host's.
    Q_PROPERTY(tidepool::app::HostSeatModel* hostSeats READ hostSeats CONSTANT)
    /// The rule set of the table to host, and its game (the same setup as the New game page's).
    Q_PROPERTY(tidepool::app::NewGameSetup* setup READ setup WRITE setSetup NOTIFY setupChanged)
    /// Why the table to host can't be made (the engine's reason for these seats and options), "".
    Q_PROPERTY(QString hostProblem READ hostProblem NOTIFY hostProblemChanged)
    /// The server's address as typed (AppSettings.serverAddress).
    Q_PROPERTY(QString server READ server WRITE setServer NOTIFY serverChanged)
    /// This player's name at the table (AppSettings.playerName), as cleanPlayerName() gives it;
    /// "" lets the server name the seat.
    Q_PROPERTY(QString playerName READ playerName WRITE setPlayerName NOTIFY playerNameChanged)

public:
    explicit OnlineLobby(QObject* parent = nullptr);
    ~OnlineLobby() override;

    Status status() const { return m_status; }
    QString statusText() const { return m_statusText; }
    QString bannerText() const { return m_bannerText; }
    QString errorText() const { return m_errorText; }
    QString code() const { return m_code; }
    QString rejoinCode() const;
    QString game() const { return m_game; }
    QString gameTitle() const;
    QString rulesText() const { return m_rulesText; }
    bool isHost() const { return m_isHost; }
    bool canStart() const { return m_canStart; }
    int freeSeats() const { return m_freeSeats; }
    OnlineSeatModel* seats() { return &m_seats; }
    HostSeatModel* hostSeats() { return &m_hostSeats; }
    NewGameSetup* setup() const { return m_setup; }
    void setSetup(NewGameSetup* setup);
    QString hostProblem() const;
    QString server() const { return m_server; }
    void setServer(const QString& server);
    QString playerName() const { return m_playerName; }
    void setPlayerName(const QString& name);

    /// Hosts a table of the setup's game with its options and hostSeats(): errorText (and false)
    /// when hostProblem() is not empty or the server address can't be read; the answer comes later
    /// (status Waiting, or errorText / Unreachable).
    Q_INVOKABLE bool host();
    /// Joins the table `code` as typed (forgiving: tidyCode()): the first free seat; at a table with
    /// none (its game started), back to this screen's own seats with the seat token kept for it
    /// (AppSettings::storedSeatToken()), even after a restart of the app. False, with errorText,
    /// when the code is empty or the server address can't be read.
    Q_INVOKABLE bool join(const QString& code);
    /// The host starts the game (the server checks that every person's seat is taken).
    Q_INVOKABLE void start();
    /// Leaves the table (before the start the seats are freed; after it they stay the players').
    Q_INVOKABLE void leave();
    /// Puts the code on the clipboard.
    Q_INVOKABLE void copyCode() const;
    /// Once the game started (tableStarted()): `session` plays this table from now on (its
    /// playTable()), with the same game pages as a local game. False when there is no table to hand
    /// over or `session` is not of the table's game.
    Q_INVOKABLE bool playOn(tidepool::app::GameSession* session);
    /// A code as typed, as the server reads it: upper case, spaces and dashes dropped.
    Q_INVOKABLE static QString tidyCode(const QString& typed);

    Q_INVOKABLE void addHostSeat();
    Q_INVOKABLE void removeHostSeat(int row);
    /// `kind`: "here", "remote" or "bot:<level>". The seats of people at this screen come first
    /// among the people's seats (the server gives the host the first ones), so a row may move.
    Q_INVOKABLE void setHostSeatKind(int row, const QString& kind);

    /// The client (tests: its back-off, dropping the link).
    OnlineClient* client();

Q_SIGNALS:
    void statusChanged();
    void statusTextChanged();
    void bannerTextChanged();
    void errorTextChanged();
    void codeChanged();
    void gameChanged();
    void gameTitleChanged();
    void rulesTextChanged();
    void isHostChanged();
    void canStartChanged();
    void freeSeatsChanged();
    void setupChanged();
    void hostProblemChanged();
    void serverChanged();
    void playerNameChanged();
    /// The game started: the view hands the table to the game's session (playOn()) and shows its page.
    void tableStarted();

private:
    void onConnection();
    void onError(const QString& code, const QString& sentence);
    void onTable();
    void setStatus(Status status, const QString& text = QString());
    void setErrorText(const QString& text);
    void update();
    QString lostText() const;
    void dropTable();
    void attachClient();

    QPointer<OnlineClient> m_client;
    std::unique_ptr<RemoteTable> m_table;
    QPointer<NewGameSetup> m_setup;
    Status m_status = Status::Idle;
    QString m_closedText; ///< why the table closed (Unreachable / Closed)
    bool m_joinedOnce = false;
    QString m_storedToken; ///< the seat token kept for the table being joined ("" none)
    bool m_triedToken = false; ///< the join in progress came back with m_storedToken
    bool m_started = false;
    QString m_statusText;
    QString m_bannerText;
    QString m_errorText;
    QString m_code;
    QString m_game;
    QString m_rulesText;
    bool m_isHost = false;
    bool m_canStart = false;
    int m_freeSeats = 0;
    QString m_hostProblem;
    QString m_server;
    QString m_playerName;
    OnlineSeatModel m_seats;
    HostSeatModel m_hostSeats;
    /// Seats whose player lost the connection: when the server stops keeping the seat for them
    /// (an invalid time: it keeps it until they come back).
    QMap<int, QDateTime> m_lost;
    QTimer* m_tick = nullptr;
};

} // namespace tidepool::app
