#pragma once
// The Table of a game played on this machine: the record and the engine's state, kept together by
// ONE commit path (commit()): every action that enters a record here (a person's, a computer's, a
// tutorial's scripted move, the re-play after an undo, a loaded save, a replay position) is applied
// by it, so the record's actions and the state's history never differ.
#include "table.h"

#include <functional>
#include <memory>
#include <optional>

namespace tidepool::app {

class LocalTable : public Table
{
    Q_OBJECT
public:
    /// Called after each action a record is built from: the seat that acted and the state after it.
    using AfterEach = std::function<void(int actor, const tidepool::State& after)>;
    /// Why a record does not open: its start (action == -1) or action `action` (counted from 0)
    /// failed, for `reason` (the engine's sentence).
    struct Failure
    {
        int action = -1;
        QString reason;
    };

    explicit LocalTable(const QString& gameName, QObject* parent = nullptr);
    ~LocalTable() override;

    /// A position built by build(): a record and its state, every action committed by commit().
    class Built
    {
    public:
        const tidepool::State& state() const { return *m_state; }
        const tidepool::Record& record() const { return m_record; }

    private:
        friend class LocalTable;
        Built() = default;
        std::unique_ptr<tidepool::State> m_state;
        tidepool::Record m_record;
    };

    /// The one commit path: applies `action` for the player to act on `state` and appends it to
    /// `record`'s actions; on refusal neither changes and the outcome says why.
    static tidepool::Outcome commit(tidepool::State& state, tidepool::Record& record, const std::string& action);
    /// Starts `source` and commits its first `upTo` actions (all when upTo < 0), calling
    /// `afterEach` after each (the one loop that replays a record: loading, undo, replay positions,
    /// the log in another language). Nothing when the start or an action is refused (`failure`
    /// says which and why).
    static std::optional<Built> build(const tidepool::Record& source, int upTo = -1, const AfterEach& afterEach = {},
                                      Failure* failure = nullptr);

    /// Puts a built position on the table (replacing the game) and emits opened().
    void open(Built built);
    /// Opens `record` (its first `upTo` actions; all when upTo < 0): build() then open(). On
    /// failure nothing changes.
    bool open(const tidepool::Record& record, int upTo = -1, const AfterEach& afterEach = {}, Failure* failure = nullptr);

    QString gameName() const override { return m_gameName; }
    bool isOpen() const override { return m_state != nullptr; }
    const tidepool::Record& record() const override { return m_record; }
    const tidepool::State* position() const override { return m_state.get(); }
    QList<int> localSeats() const override;
    int seatToAct() const override;
    bool isFinished() const override;
    std::vector<int> winners() const override;
    tidepool::Json observation(int seat) const override;
    std::vector<tidepool::LegalAction> legalActions(int seat) const override;
    tidepool::Outcome check(int seat, const QString& action) const override;
    Submission submit(int seat, const QString& action) override;
    tidepool::Outcome canUndo(int seat) const override;
    Submission undo(int seat) override;
    /// Actions in the record.
    int actionCount() const { return int(m_record.actions.size()); }

private:
    QString m_gameName;
    tidepool::Record m_record;
    std::unique_ptr<tidepool::State> m_state;
};

/// A local game's table (the factory whoever opens a game on this machine calls): a LocalTable of
/// `gameName` holding `built` (LocalTable::build()), handed over as the abstract Table.
std::unique_ptr<Table> makeLocalTable(const QString& gameName, LocalTable::Built built);

} // namespace tidepool::app
