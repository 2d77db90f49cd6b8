#pragma once
// Reviewing a finished game at the table (issue 45, docs/ai.md "Reviewing a game"): the engine's
// reviewGame() (engine/review/review.h) over the game's record, off the GUI thread, with its
// progress and a way to cancel it, and the result as the review screen shows it: a row per
// decision (who, what, the grade, the better move found), each player's mistakes and
// inaccuracies, and the key moments in plain words. A feature folder of its own: this model and
// its view, qml/review/ReviewPanel.qml. No rules and no grading here: the engine grades.
#include "valuelistmodel.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <stop_token>

namespace tidepool::app {

class GameSession;

/// One decision of the reviewed game, as the review screen's table shows it.
struct ReviewRow
{
    int move = 0;        ///< the move's number, counted from 1
    QString player;      ///< who made it (the record's name)
    QString text;        ///< the table's sentence for it, players named ("Ann played Yellow +1: …")
    QString grade;       ///< "forced", "good", "inaccuracy" or "mistake" (engine/review/review.h)
    QString gradeText;   ///< the grade in the app's language
    int chance = 0;      ///< the player's chance to win after it, in percent (0..100)
    QString better;      ///< the better move found, in words; "" when the move played was the best
    int betterChance = 0; ///< the player's chance after the better move, in percent
    QString betterAction; ///< the better move in notation (GameSession::previewReplay()); "" with `better`
    /// Where the game counts points (Ripple): the player's expected game total once the round is
    /// scored, after it and after the better move, in a sentence ("Expected total …"); "" otherwise.
    QString expected;
    bool operator==(const ReviewRow&) const = default;
};

/// The decisions of a review (GameReview::decisions), one row each, in the order played. Roles:
/// move, player, text, grade, gradeText, chance, better, betterChance, betterAction, and spoken (the
/// row in one sentence, for a screen reader and the table's text alternative of the graph; the graph
/// itself reads GameReview::chart).
class ReviewRows : public ValueListModel<ReviewRow>
{
    Q_OBJECT
    QML_ANONYMOUS

public:
    enum Role
    {
        Move = Qt::UserRole + 1,
        Player,
        Text,
        Grade,
        GradeText,
        Chance,
        Better,
        BetterChance,
        BetterAction,
        Spoken
    };
    using ValueListModel::ValueListModel;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    /// The row in one sentence: "Move 4, Ann: Ann played … 45% to win, a mistake. Better: … (60%)."
    static QString spoken(const ReviewRow& row);
};

/// `GameReview { game: page.game }`: start() reviews the game's record once it is over.
class GameReview : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    /// The game reviewed: its record when start() is called.
    Q_PROPERTY(tidepool::app::GameSession* game READ game WRITE setGame NOTIFY gameChanged)
    /// The review is being worked out (off the GUI thread).
    Q_PROPERTY(bool working READ working NOTIFY workingChanged)
    /// A review is ready: decisions, summary and keyMoments hold it.
    Q_PROPERTY(bool ready READ ready NOTIFY readyChanged)
    /// Decisions reviewed so far (while working), of decisionCount.
    Q_PROPERTY(int decisionsDone READ decisionsDone NOTIFY decisionsDoneChanged)
    /// Decisions in the game being reviewed (0 before the first start()).
    Q_PROPERTY(int decisionCount READ decisionCount NOTIFY decisionCountChanged)
    /// Why the last start() was refused or the review failed, in plain words; "" when it did not.
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    /// Each player's line: "Ann: 1 mistake, 2 inaccuracies".
    Q_PROPERTY(QStringList summary READ summary NOTIFY summaryChanged)
    /// The key moments, largest change first (at most 3), each in whole sentences (the engine's).
    Q_PROPERTY(QStringList keyMoments READ keyMoments NOTIFY keyMomentsChanged)
    /// A row per decision (ReviewRows).
    Q_PROPERTY(tidepool::app::ReviewRows* decisions READ decisions CONSTANT)
    /// The players by seat, as the review names them (the graph's legend).
    Q_PROPERTY(QStringList names READ names NOTIFY namesChanged)
    /// The graph: for each decision in order, {seat: who acted, grade: as the rows', chances: by
    /// seat, each player's chance to win in percent as they saw it at their own latest move (null
    /// before their first), and where the game's search counts points (Ripple) points: by seat,
    /// each player's expected game total once the round is scored, whole points, held alike:
    /// docs/ai.md, "In the app"}.
    Q_PROPERTY(QVariantList chart READ chart NOTIFY chartChanged)

public:
    explicit GameReview(QObject* parent = nullptr);
    /// Stops a review still running and waits for it (its result is dropped).
    ~GameReview() override;

    GameSession* game() const { return m_game; }
    void setGame(GameSession* game);
    bool working() const { return m_working; }
    bool ready() const { return m_ready; }
    int decisionsDone() const { return m_done; }
    int decisionCount() const { return m_total; }
    QString errorText() const { return m_errorText; }
    QStringList summary() const { return m_summary; }
    QStringList keyMoments() const { return m_keyMoments; }
    ReviewRows* decisions() { return &m_rows; }
    QStringList names() const { return m_names; }
    QVariantList chart() const { return m_chart; }

    /// Starts reviewing the game's record (GameSession::reviewRecord(): the replay's while it is
    /// replayed) at the game's Hard budget, on every core. Refused (false, errorText says why)
    /// with no game, while one runs, or while the game is being played (a review of an unfinished
    /// game would show each player's better moves, their hands): a finished game, or any game in
    /// the replay viewer, whose own guard asked before it showed every secret
    /// (GameSession::reviewable()). Clears the last review.
    Q_INVOKABLE bool start();
    /// Stops the review running (within one decision per core); nothing of it is kept.
    Q_INVOKABLE void cancel();

    /// Playouts per decision (0: the game's Hard default, docs/ai.md); for tests.
    void setBudget(int budget) { m_budget = budget; }

Q_SIGNALS:
    void gameChanged();
    void workingChanged();
    void readyChanged();
    void decisionsDoneChanged();
    void decisionCountChanged();
    void errorTextChanged();
    void summaryChanged();
    void keyMomentsChanged();
    void namesChanged();
    void chartChanged();

private:
    struct Outcome;
    void finished(const std::shared_ptr<Outcome>& outcome);
    void setWorking(bool working);
    void setReady(bool ready);
    void setErrorText(const QString& text);
    void setProgress(int done, int total);

    QPointer<GameSession> m_game;
    ReviewRows m_rows;
    bool m_working = false;
    bool m_ready = false;
    int m_done = 0;
    int m_total = 0;
    int m_budget = 0;
    int m_generation = 0;
    QString m_errorText;
    QStringList m_summary;
    QStringList m_keyMoments;
    QStringList m_names;
    QVariantList m_chart;
    std::stop_source m_stop;
    QFutureWatcher<void>* m_watcher = nullptr;
};

} // namespace tidepool::app
