#include "gamereview.h"

#include "gamesession.h"
#include "playernames.h"
#include "review/review.h"

#include <QtConcurrent/QtConcurrentRun>

namespace tidepool::app {

QVariant ReviewRows::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const ReviewRow& row = rows().at(index.row());
    switch (role) {
    case Move:
        return row.move;
    case Player:
        return row.player;
    case Text:
        return row.text;
    case Grade:
        return row.grade;
    case GradeText:
        return row.gradeText;
    case Chance:
        return row.chance;
    case Better:
        return row.better;
    case BetterChance:
        return row.betterChance;
    case BetterAction:
        return row.betterAction;
    case Spoken:
        return spoken(row);
    default:
        return {};
    }
}

QHash<int, QByteArray> ReviewRows::roleNames() const
{
    return {{Move, "move"},     {Player, "player"}, {Text, "text"},     {Grade, "grade"},
            {GradeText, "gradeText"}, {Chance, "chance"}, {Better, "better"}, {BetterChance, "betterChance"},
            {BetterAction, "betterAction"}, {Spoken, "spoken"}};
}

QString ReviewRows::spoken(const ReviewRow& row)
{
    QString text = GameReview::tr("Move %1, %2: %3 Chance to win after it: %4%, %5.")
                       .arg(row.move)
                       .arg(row.player, row.text)
                       .arg(row.chance)
                       .arg(row.gradeText);
    if (!row.better.isEmpty())
        text += QLatin1Char(' ') + GameReview::tr("Better: %1 (%2%).").arg(row.better).arg(row.betterChance);
    if (!row.expected.isEmpty())
        text += QLatin1Char(' ') + row.expected;
    return text;
}

namespace {

QString gradeWords(tidepool::Grade grade)
{
    switch (grade) {
    case tidepool::Grade::forced:
        return GameReview::tr("the only move");
    case tidepool::Grade::good:
        return GameReview::tr("good");
    case tidepool::Grade::inaccuracy:
        return GameReview::tr("an inaccuracy");
    case tidepool::Grade::mistake:
        return GameReview::tr("a mistake");
    }
    return {};
}

} // namespace

/// What a review run brings back to the GUI thread.
struct GameReview::Outcome
{
    int generation = 0;
    tidepool::Expected<tidepool::Review> review = tidepool::Error{"not run"};
};

GameReview::GameReview(QObject* parent) : QObject(parent), m_rows(this) {}

GameReview::~GameReview()
{
    m_stop.request_stop();
    ++m_generation;
    for (auto* watcher : findChildren<QFutureWatcher<void>*>())
        watcher->waitForFinished();
}

void GameReview::setGame(GameSession* game)
{
    if (m_game == game)
        return;
    cancel();
    m_game = game;
    Q_EMIT gameChanged();
}

bool GameReview::start()
{
    if (!m_game) {
        setErrorText(tr("There is no game to review."));
        return false;
    }
    if (m_working) {
        setErrorText(tr("The game is being reviewed already."));
        return false;
    }
    if (!m_game->reviewable()) {
        setErrorText(tr("A game can be reviewed once it is over: the review shows everyone's better moves, "
                        "which would give away their cards."));
        return false;
    }
    m_stop = std::stop_source();
    const int generation = ++m_generation;
    // The players named as the table names them (a blank name "Player N" in the app's language, a
    // long one cut), so that the review's sentences and legend match the seats on the table.
    tidepool::Record record = m_game->reviewRecord();
    for (int p = 0; p < int(record.players.size()); ++p)
        record.players[std::size_t(p)].name = shownPlayerName(record.players[std::size_t(p)].name, p).toStdString();
    setErrorText(QString());
    setReady(false);
    m_rows.resetRows({});
    m_summary.clear();
    m_keyMoments.clear();
    m_names.clear();
    m_chart.clear();
    Q_EMIT summaryChanged();
    Q_EMIT keyMomentsChanged();
    Q_EMIT namesChanged();
    Q_EMIT chartChanged();
    setProgress(0, int(record.actions.size()));
    setWorking(true);

    tidepool::ReviewOptions options;
    options.budget = m_budget;
    options.stop = m_stop.get_token();
    // Each decision done: the count, to the GUI thread (dropped once this object is gone or the
    // review was cancelled: the generation moved on).
    QPointer<GameReview> self(this);
    options.progress = [self, generation](std::size_t done, std::size_t total) {
        QMetaObject::invokeMethod(self, [self, generation, done, total] {
            if (self && self->m_generation == generation)
                self->setProgress(int(done), int(total));
        }, Qt::QueuedConnection);
    };
    auto outcome = std::make_shared<Outcome>();
    outcome->generation = generation;
    auto* watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcher<void>::finished, this, [this, watcher, outcome] {
        watcher->deleteLater();
        finished(outcome);
    });
    watcher->setFuture(QtConcurrent::run([record, options, outcome] {
        outcome->review = tidepool::reviewGame(record, options);
    }));
    return true;
}

void GameReview::cancel()
{
    if (!m_working)
        return;
    m_stop.request_stop();
    ++m_generation; // its result, when it comes, is dropped
    setWorking(false);
}

void GameReview::finished(const std::shared_ptr<Outcome>& outcome)
{
    if (outcome->generation != m_generation)
        return; // cancelled, or a newer review started
    setWorking(false);
    if (!outcome->review) {
        setErrorText(tr("The review failed: %1").arg(QString::fromStdString(outcome->review.error())));
        return;
    }
    const tidepool::Review& review = *outcome->review;
    const auto nameOf = [&review](int seat) {
        return seat >= 0 && std::size_t(seat) < review.names.size() ? QString::fromStdString(review.names[std::size_t(seat)])
                                                                    : QString();
    };
    QList<ReviewRow> rows;
    for (const tidepool::ReviewedDecision& d : review.decisions) {
        ReviewRow row;
        row.move = int(d.index) + 1;
        row.player = nameOf(d.seat);
        row.text = QString::fromStdString(d.playedText);
        row.grade = QString::fromLatin1(tidepool::gradeName(d.grade));
        row.gradeText = gradeWords(d.grade);
        row.chance = tidepool::percentOf(d.playedChance);
        if (tidepool::betterMoveShown(d)) {
            row.better = QString::fromStdString(tidepool::bestMoveText(d));
            row.betterChance = tidepool::percentOf(d.bestChance);
            row.betterAction = QString::fromStdString(d.best);
        }
        const auto seat = std::size_t(d.seat);
        if (seat < d.scores.size()) {
            const int after = int(std::lround(d.scores[seat]));
            row.expected = tr("Expected total once the round is scored: %n point(s).", "", after);
            if (!row.better.isEmpty() && seat < d.bestScores.size() && std::lround(d.bestScores[seat]) != after)
                row.expected += QLatin1Char(' ') + tr("After the better move: %n point(s).", "", int(std::lround(d.bestScores[seat])));
        }
        rows.append(row);
    }
    m_rows.resetRows(rows);
    for (int seat = 0; seat < review.players; ++seat) {
        const tidepool::GradeCounts counts = tidepool::gradeCounts(review, seat);
        m_summary.append(
            tr("%1: mistakes %2, inaccuracies %3").arg(nameOf(seat)).arg(counts.mistakes).arg(counts.inaccuracies));
    }
    for (const tidepool::KeyMoment& m : review.keyMoments)
        m_keyMoments.append(QString::fromStdString(m.text));
    for (int seat = 0; seat < review.players; ++seat)
        m_names.append(nameOf(seat));
    // The graph: each player's chance as they saw it at their own moves (the others' estimates of
    // it are blind to their secrets: a line through both would zigzag at every turn), held
    // between them; null before their first move.
    // Ripple's expected totals the same way, where the game's search counts points.
    QVariantList held(review.players), heldPoints(review.players);
    for (const tidepool::ReviewedDecision& d : review.decisions) {
        const bool seated = d.seat >= 0 && d.seat < review.players;
        const auto seat = std::size_t(d.seat);
        if (seated && seat < d.chances.size())
            held[d.seat] = tidepool::percentOf(d.chances[seat]);
        QVariantMap point{{QStringLiteral("seat"), d.seat},
                          {QStringLiteral("grade"), QString::fromLatin1(tidepool::gradeName(d.grade))},
                          {QStringLiteral("chances"), held}};
        if (!d.scores.empty()) {
            if (seated && seat < d.scores.size())
                heldPoints[d.seat] = int(std::lround(d.scores[seat]));
            point.insert(QStringLiteral("points"), heldPoints);
        }
        m_chart.append(point);
    }
    Q_EMIT namesChanged();
    Q_EMIT chartChanged();
    Q_EMIT summaryChanged();
    Q_EMIT keyMomentsChanged();
    setReady(true);
}

void GameReview::setWorking(bool working)
{
    if (m_working == working)
        return;
    m_working = working;
    Q_EMIT workingChanged();
}

void GameReview::setReady(bool ready)
{
    if (m_ready == ready)
        return;
    m_ready = ready;
    Q_EMIT readyChanged();
}

void GameReview::setErrorText(const QString& text)
{
    if (m_errorText == text)
        return;
    m_errorText = text;
    Q_EMIT errorTextChanged();
}

void GameReview::setProgress(int done, int total)
{
    if (m_total != total) {
        m_total = total;
        Q_EMIT decisionCountChanged();
    }
    if (m_done != done) {
        m_done = done;
        Q_EMIT decisionsDoneChanged();
    }
}

} // namespace tidepool::app
