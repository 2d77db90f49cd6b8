#include "computerrunner.h"

#include "bots/bot.h"
#include "core/game.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace tidepool::app {

ComputerRunner::ComputerRunner(QObject* parent) : QObject(parent) {}

ComputerRunner::~ComputerRunner()
{
    ++m_generation;
    for (auto* watcher : findChildren<QFutureWatcher<ComputerChoice>*>())
        watcher->waitForFinished();
}

bool ComputerRunner::play(Job job)
{
    if (m_busy || !job.position)
        return false;
    m_busy = true;
    run(ComputerChoice::Kind::Move, std::move(job));
    Q_EMIT busyChanged();
    return true;
}

bool ComputerRunner::suggest(Job job)
{
    if (m_suggesting || !job.position)
        return false;
    m_suggesting = true;
    run(ComputerChoice::Kind::Suggestion, std::move(job));
    Q_EMIT suggestingChanged();
    return true;
}

void ComputerRunner::run(ComputerChoice::Kind kind, Job job)
{
    ComputerChoice choice;
    choice.kind = kind;
    choice.generation = m_generation;
    choice.seat = job.seat;
    choice.actionCount = int(job.position->history().size());
    // One watcher per job, so that a stale job finishing late never stands for a newer one.
    auto* watcher = new QFutureWatcher<ComputerChoice>(this);
    connect(watcher, &QFutureWatcher<ComputerChoice>::finished, this, [this, watcher] {
        const ComputerChoice result = watcher->result();
        watcher->deleteLater();
        finished(result);
    });
    watcher->setFuture(QtConcurrent::run([choice, job = std::move(job)]() mutable {
        auto bot = tidepool::makeBot(job.game, job.level, job.seed, job.seat);
        if (choice.kind == ComputerChoice::Kind::Move) {
            choice.action = QString::fromStdString(bot->chooseAction(*job.position));
        } else {
            const tidepool::Decision decision = bot->decide(*job.position);
            choice.action = QString::fromStdString(decision.action);
            choice.reason = QString::fromStdString(decision.reason);
        }
        return choice;
    }));
}

void ComputerRunner::finished(const ComputerChoice& choice)
{
    if (choice.generation != m_generation)
        return; // the game changed while it was worked out: dropped
    if (choice.kind == ComputerChoice::Kind::Move) {
        m_busy = false;
        Q_EMIT busyChanged();
        Q_EMIT moveChosen(choice);
    } else {
        m_suggesting = false;
        Q_EMIT suggestingChanged();
        Q_EMIT suggestionMade(choice);
    }
}

void ComputerRunner::cancel()
{
    ++m_generation;
    if (m_busy) {
        m_busy = false;
        Q_EMIT busyChanged();
    }
    if (m_suggesting) {
        m_suggesting = false;
        Q_EMIT suggestingChanged();
    }
}

} // namespace tidepool::app
