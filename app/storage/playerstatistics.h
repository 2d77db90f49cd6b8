#pragma once
// Per-player statistics kept on this computer (issue 20, "People remembered"): for each person's
// name, the games finished and won of each game. Optional (Settings → Statistics, on by default).
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

namespace tidepool::app {

/// One person's count for one game.
struct GameTally
{
    int played = 0; ///< games of it finished with this person at the table
    int won = 0;    ///< of those, the ones they won or shared the win of
    bool operator==(const GameTally&) const = default;
};

/// The statistics, kept in QSettings under `statistics/players` as JSON
/// `{"Ann": {"ribbit": [played, won], ...}, ...}` (names as typed, at most kMaxPeople, the most
/// recently finished first) and `statistics/keep` (bool, default true). Anything else stored there
/// (hand-edited, damaged) is read as far as it makes sense and never stops the app. One instance
/// per process (instance()); QML sees it as the singleton PlayerStatistics.
class PlayerStatistics : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /// Whether finished games are counted (Settings); turning it off keeps what was counted.
    Q_PROPERTY(bool keep READ keep NOTIFY keepChanged)
    /// The people counted, most recently finished first: each a map {name: string, summary: string,
    /// the counts in words, "Ribbit: 3 games, 1 win · Ripple: 1 game, no wins"}; empty when none.
    Q_PROPERTY(QVariantList people READ people NOTIFY peopleChanged)
public:
    static PlayerStatistics* instance();
    static PlayerStatistics* create(QQmlEngine*, QJSEngine*);

    bool keep() const;
    Q_INVOKABLE void setKeep(bool keep);
    QVariantList people() const;
    /// Forgets every count (Settings → Clear statistics).
    Q_INVOKABLE void clear();

    /// Counts a finished game of `game` (the engine's name, "ribbit") for each of `people` (the names
    /// of the people at this screen; computers are not counted), a win for those also in `winners`.
    /// Nothing when keep() is off or in screenshot mode; empty names are skipped.
    Q_INVOKABLE void recordGame(const QString& game, const QStringList& people, const QStringList& winners);
    /// `name`'s count for `game` ({0, 0} when none).
    GameTally tally(const QString& name, const QString& game) const;

    static constexpr int kMaxPeople = 50;

Q_SIGNALS:
    void keepChanged();
    void peopleChanged();

private:
    explicit PlayerStatistics(QObject* parent = nullptr);
};

} // namespace tidepool::app
