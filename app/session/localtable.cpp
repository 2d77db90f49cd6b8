#include "localtable.h"

#include "core/tr.h"

#include <QCoreApplication>

#include <algorithm>

namespace tidepool::app {

namespace {
std::string notYourTurn()
{
    return QCoreApplication::translate("GameSession", "It is not your turn").toStdString();
}
} // namespace

LocalTable::LocalTable(const QString& gameName, QObject* parent) : Table(parent), m_gameName(gameName) {}

LocalTable::~LocalTable() = default;

tidepool::Outcome LocalTable::commit(tidepool::State& state, tidepool::Record& record, const std::string& action)
{
    tidepool::Outcome outcome = state.apply(action);
    if (outcome)
        record.actions.push_back(action);
    return outcome;
}

std::optional<LocalTable::Built> LocalTable::build(const tidepool::Record& source, int upTo, const AfterEach& afterEach,
                                                   Failure* failure)
{
    auto start = tidepool::startState(source);
    if (!start) {
        if (failure)
            *failure = Failure{-1, QString::fromStdString(start.error())};
        return std::nullopt;
    }
    Built built;
    built.m_state = std::move(*start);
    built.m_record = source;
    built.m_record.actions.clear();
    const std::size_t count =
        upTo < 0 ? source.actions.size() : std::min(source.actions.size(), std::size_t(upTo));
    for (std::size_t i = 0; i < count; ++i) {
        const int actor = built.m_state->currentPlayer().value_or(-1);
        const tidepool::Outcome outcome = commit(*built.m_state, built.m_record, source.actions[i]);
        if (!outcome) {
            if (failure)
                *failure = Failure{int(i), QString::fromStdString(outcome.reason())};
            return std::nullopt;
        }
        if (afterEach)
            afterEach(actor, *built.m_state);
    }
    return built;
}

void LocalTable::open(Built built)
{
    m_state = std::move(built.m_state);
    m_record = std::move(built.m_record);
    Q_EMIT opened();
}

bool LocalTable::open(const tidepool::Record& record, int upTo, const AfterEach& afterEach, Failure* failure)
{
    auto built = build(record, upTo, afterEach, failure);
    if (!built)
        return false;
    open(std::move(*built));
    return true;
}

QList<int> LocalTable::localSeats() const
{
    QList<int> seats;
    for (int p = 0; p < int(m_record.players.size()); ++p)
        seats << p;
    return seats;
}

int LocalTable::seatToAct() const { return m_state ? m_state->currentPlayer().value_or(-1) : -1; }

bool LocalTable::isFinished() const { return m_state && m_state->isFinished(); }

std::vector<int> LocalTable::winners() const { return m_state ? m_state->winners() : std::vector<int>{}; }

tidepool::Json LocalTable::observation(int seat) const { return m_state ? m_state->observationJson(seat) : tidepool::Json(); }

std::vector<tidepool::LegalAction> LocalTable::legalActions(int seat) const
{
    if (!m_state || seat != seatToAct())
        return {};
    return m_state->legalActions();
}

tidepool::Outcome LocalTable::check(int seat, const QString& action) const
{
    if (!m_state)
        return tidepool::Outcome::failure(TP_TR("engine", "the game is over"));
    if (m_state->isFinished())
        return tidepool::Outcome::failure(TP_TR("engine", "the game is over"));
    if (seat != seatToAct())
        return tidepool::Outcome::failure(notYourTurn());
    return m_state->check(action.toStdString());
}

Table::Submission LocalTable::submit(int seat, const QString& action)
{
    if (!m_state || seat != seatToAct())
        return {Submission::Status::Refused, QString::fromStdString(check(seat, action).reason())};
    const tidepool::Outcome outcome = commit(*m_state, m_record, action.toStdString());
    if (!outcome)
        return {Submission::Status::Refused, QString::fromStdString(outcome.reason())};
    Q_EMIT committed(seat, action);
    return {Submission::Status::Committed, {}};
}

tidepool::Outcome LocalTable::canUndo(int seat) const
{
    if (!m_state || seat != seatToAct())
        return tidepool::Outcome::failure(notYourTurn());
    return m_state->canUndo();
}

Table::Submission LocalTable::undo(int seat)
{
    const tidepool::Outcome allowed = canUndo(seat);
    if (!allowed)
        return {Submission::Status::Refused, QString::fromStdString(allowed.reason())};
    // Undo is re-playing the record without its last action, through the same commit path.
    Failure failure;
    auto shorter = build(m_record, int(m_record.actions.size()) - 1, {}, &failure);
    if (!shorter)
        return {Submission::Status::Refused, failure.reason};
    m_state = std::move(shorter->m_state);
    m_record = std::move(shorter->m_record);
    Q_EMIT undone(seat);
    return {Submission::Status::Committed, {}};
}

std::unique_ptr<Table> makeLocalTable(const QString& gameName, LocalTable::Built built)
{
    auto table = std::make_unique<LocalTable>(gameName);
    table->open(std::move(built));
    return table;
}

} // namespace tidepool::app
