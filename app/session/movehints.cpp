#include "movehints.h"

#include "review/review.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace tidepool::app {

/// A grading's outcome, back on the GUI thread.
struct MoveHints::Graded
{
    int generation = 0;
    int seat = -1;
    std::size_t index = 0;
    bool ok = false;
    tidepool::ReviewedDecision decision;
};

MoveHints::MoveHints(QObject* parent) : QObject(parent) {}

MoveHints::~MoveHints()
{
    ++m_generation;
    for (auto* watcher : findChildren<QFutureWatcher<Graded>*>())
        watcher->waitForFinished();
}

void MoveHints::grade(const tidepool::Record& record, int seat)
{
    if (record.actions.empty() || seat < 0)
        return;
    m_hints.remove(seat);
    Graded job;
    job.generation = m_generation;
    job.seat = seat;
    job.index = record.actions.size() - 1;
    m_pending.insert(seat, job.index);
    // One watcher per grading, so that a stale one finishing late never stands for a newer one.
    auto* watcher = new QFutureWatcher<Graded>(this);
    connect(watcher, &QFutureWatcher<Graded>::finished, this, [this, watcher] {
        const Graded graded = watcher->result();
        watcher->deleteLater();
        arrived(graded);
    });
    watcher->setFuture(QtConcurrent::run([record, job]() mutable {
        tidepool::ReviewOptions options;
        options.budget = kBudget;
        options.seed = kSeed;
        options.threads = 1;
        auto decision = tidepool::reviewDecision(record, job.index, options);
        job.ok = bool(decision);
        if (decision)
            job.decision = std::move(*decision);
        return job;
    }));
    Q_EMIT changed();
}

void MoveHints::arrived(const Graded& graded)
{
    const auto pending = m_pending.constFind(graded.seat);
    if (graded.generation != m_generation || pending == m_pending.cend() || *pending != graded.index)
        return; // a new game, an undo or a newer move of the seat since: dropped
    m_pending.remove(graded.seat);
    if (graded.ok) {
        const tidepool::ReviewedDecision& d = graded.decision;
        Hint hint;
        hint.index = graded.index;
        hint.forced = d.grade == tidepool::Grade::forced;
        hint.better = (d.grade == tidepool::Grade::inaccuracy || d.grade == tidepool::Grade::mistake) &&
                      tidepool::betterMoveShown(d);
        hint.bestText = QString::fromStdString(tidepool::bestMoveText(d));
        while (hint.bestText.endsWith(QLatin1Char('.')))
            hint.bestText.chop(1);
        hint.playedPercent = tidepool::percentOf(d.playedChance);
        hint.bestPercent = tidepool::percentOf(d.bestChance);
        m_hints.insert(graded.seat, hint);
    }
    Q_EMIT changed();
}

void MoveHints::drop(int seat)
{
    const bool had = m_hints.remove(seat) + m_pending.remove(seat) > 0;
    if (had)
        Q_EMIT changed();
}

void MoveHints::clear()
{
    ++m_generation;
    if (m_hints.isEmpty() && m_pending.isEmpty())
        return;
    m_hints.clear();
    m_pending.clear();
    Q_EMIT changed();
}

void MoveHints::keepFirst(std::size_t actions)
{
    ++m_generation;
    bool dropped = !m_pending.isEmpty();
    m_pending.clear();
    for (auto it = m_hints.begin(); it != m_hints.end();) {
        if (it->index >= actions) {
            it = m_hints.erase(it);
            dropped = true;
        } else {
            ++it;
        }
    }
    if (dropped)
        Q_EMIT changed();
}

QString MoveHints::text(int seat) const
{
    const auto hint = m_hints.constFind(seat);
    if (hint == m_hints.cend() || hint->forced)
        return {};
    if (!hint->better)
        return tr("Your last move was good.");
    //: %1: the better move in the table's words ("Yellow −1: yellow moves from space 8 to space 7"),
    //: %2 and %3: the player's chance to win after the move played and after the better one.
    return tr("Your last move could be better: %1 (your chance to win %2% → %3%).")
        .arg(hint->bestText, QString::number(hint->playedPercent), QString::number(hint->bestPercent));
}

int MoveHints::moveOf(int seat) const
{
    const auto hint = m_hints.constFind(seat);
    return hint == m_hints.cend() ? -1 : int(hint->index);
}

} // namespace tidepool::app
