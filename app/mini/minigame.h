#pragma once
// The Turtle Race Mini game screen's controller: the twelve tiles (in the row or finished), the
// viewer's hand, the selection with its legal tiles and their effect, the lettuces laid out, the
// race number and the between-races summary, all read from the engine's observation for the viewer.
#include "handgame.h"
#include "mini/mini.h"
#include "valuelistmodel.h"

#include <QVariantList>
#include <QVariantMap>

namespace tidepool::app {

struct MiniTileRow
{
    QString tile;          ///< "G1", "K2"
    QString color;         ///< "R", "Y", "G", "B", "P", "K"
    int number = 1;        ///< 1 or 2
    int stack = -1;        ///< place in the row, 0 = the front; -1 once finished
    int height = 0;        ///< 0 = bottom of its stack
    int stackSize = 1;
    int outIndex = -1;     ///< advanced: order of finishing (0 = first out), -1 while racing
    int outRace = 0;       ///< advanced: the race it finished in (1-based), 0 while racing
    bool isTarget = false; ///< learning mode: a legal tile for the selected card
    bool noEffect = false; ///< a legal tile where the selected card would change nothing
    /// A target's landing with the selected card (the move preview's ghost), from the engine
    /// (mini::landing), on the row as it is now: "onto" stack `landingStack`, "front" (a new stack
    /// in front of the front one), "back" (behind the back one), or "" (no effect, a shake).
    QString landing;
    int landingStack = -1;
    int landingHeight = 0; ///< its height there (onto: the stack's size now; else 0)
    bool moved = false;    ///< moved or shaken by the last turn (with the riders it carried)
    int rank = 0;          ///< 1-based place in the ranking (finished tiles first)
    QString owner;         ///< the owner's name where the viewer may see it, else ""
    QString description;   ///< "G1, stack 2 of 9, carrying Y1" (tips: spokenName, then place)
    /// Its accessible name, "Green tile 2 (G2)" ("…, nobody's" for a black tile): the same all game,
    /// so a move renames no tile (every tile's place in its name renamed a dozen tiles a move, a
    /// flood a screen reader dropped announcements for: issue 43).
    QString spokenName;
    /// Where it is, "stack 2 of 9, riding on R2, carrying Y1" or "finished in race 1" ("" never):
    /// said as it takes the keyboard (MiniTile's description while it has the focus).
    QString place;
    bool operator==(const MiniTileRow&) const = default;
};

/// The twelve tiles, one row each in tile order R1 R2 Y1 … K2 (rows never move, so views animate).
class MiniTileModel : public tidepool::app::ValueListModel<MiniTileRow>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Tiles belong to a game")
public:
    enum Role {
        TileRole = Qt::UserRole + 1, ColorRole, NumberRole, StackRole, HeightRole, StackSizeRole, OutIndexRole,
        OutRaceRole, IsTargetRole, NoEffectRole, RankRole, OwnerRole, DescriptionRole, MovedRole, LandingRole,
        LandingStackRole, LandingHeightRole, SpokenNameRole, PlaceRole,
    };
    Q_ENUM(Role)
    using ValueListModel::ValueListModel;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
};

/// A race that ended (the engine's RaceEnd), as the views read it: tiles by name ("G1"), the rows
/// as lists of stacks bottom to top. Default (race 0) before any race ended.
struct MiniRaceEnd
{
    Q_GADGET
    QML_VALUE_TYPE(miniRaceEnd)
    Q_PROPERTY(int race MEMBER race)
    Q_PROPERTY(int player MEMBER player)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(QStringList ranking MEMBER ranking)
    Q_PROPERTY(QStringList finished MEMBER finished)
    Q_PROPERTY(QStringList passedOver MEMBER passedOver)
    Q_PROPERTY(QVariantList row MEMBER row)
    Q_PROPERTY(QVariantList nextRow MEMBER nextRow)
    Q_PROPERTY(bool gameOver MEMBER gameOver)
public:
    int race = 0;          ///< the race that ended, 1-based; 0: none yet
    int player = 0;        ///< who laid out the third lettuce
    QString playerName;
    QStringList ranking;   ///< that race's ranking, best first
    QStringList finished;  ///< advanced: the two tiles that finished and left, best first
    QStringList passedOver; ///< advanced: black tiles ranked ahead of the last finisher (they run again)
    QVariantList row;      ///< the row as the race left it: stacks (QStringList, bottom first)
    QVariantList nextRow;  ///< the next race's starting row; empty when the game ended
    bool gameOver = false;
    bool operator==(const MiniRaceEnd&) const = default;
};

class MiniGame : public HandGame
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool advanced READ advanced NOTIFY stateChanged)
    Q_PROPERTY(bool openEnds READ openEnds NOTIFY stateChanged)
    /// The race being run (advanced), 1-based; the last race once the game is over.
    Q_PROPERTY(int round READ round NOTIFY stateChanged)
    /// Lettuces laid out in this race, 0..3.
    Q_PROPERTY(int lettuce READ lettuce NOTIFY stateChanged)
    /// Stacks in the row.
    Q_PROPERTY(int rowSize READ rowSize NOTIFY stateChanged)
    /// Tiles in the tallest stack of the row (the view fits it in).
    Q_PROPERTY(int tallestStack READ tallestStack NOTIFY stateChanged)
    /// Finished tiles in the order they finished ("P1", "Y2", ...).
    Q_PROPERTY(QStringList outTiles READ outTiles NOTIFY stateChanged)
    Q_PROPERTY(int drawPileCount READ drawPileCount NOTIFY stateChanged)
    Q_PROPERTY(int discardCount READ discardCount NOTIFY stateChanged)
    /// The tile the last turn moved or shook ("" when none), for the view to point at.
    Q_PROPERTY(QString lastMovedTile READ lastMovedTile NOTIFY stateChanged)
    /// The selected card's kind ("color", "multi", "shake"); its row is HandGame's selectedCard.
    Q_PROPERTY(QString selectedKind READ selectedKind NOTIFY selectionChanged)
    /// The selected card has no tile to aim at: it is played with no effect (`shake -`).
    Q_PROPERTY(bool selectedHasNoTile READ selectedHasNoTile NOTIFY selectionChanged)
    /// What to do next, in one line.
    Q_PROPERTY(QString prompt READ prompt NOTIFY selectionChanged)
    /// A race just ended and the game goes on: the between-races screen is up until continueRace().
    Q_PROPERTY(bool betweenRaces READ betweenRaces NOTIFY stateChanged)
    /// The last race that ended; `race` 0 before the first race ends.
    Q_PROPERTY(tidepool::app::MiniRaceEnd lastRace READ lastRace NOTIFY stateChanged)
    /// Every race that ended so far, oldest first, each a MiniRaceEnd.
    Q_PROPERTY(QVariantList races READ races NOTIFY stateChanged)
    Q_PROPERTY(tidepool::app::MiniTileModel* tiles READ tiles CONSTANT)

public:
    explicit MiniGame(QObject* parent = nullptr);

    bool advanced() const;
    bool openEnds() const;
    int round() const;
    int lettuce() const;
    int rowSize() const;
    int tallestStack() const;
    QStringList outTiles() const;
    QString viewerColor() const override;
    int drawPileCount() const;
    int discardCount() const;
    QString lastMoveText() const override { return m_lastMoveText; }
    QString lastMovedTile() const;
    QString selectedKind() const;
    bool selectedHasNoTile() const;
    QString prompt() const;
    bool betweenRaces() const;
    MiniRaceEnd lastRace() const;
    QVariantList races() const;
    QString resultReason() const override;
    QString tableSummary() const override;
    MiniTileModel* tiles() { return &m_tiles; }

    /// Plays the selected card with no tile (`shake -`: only when it has no tile to aim at).
    Q_INVOKABLE bool playWithNoTile();
    /// What playing the selected card on `tile` would do, in the engine's words ("" when not legal).
    Q_INVOKABLE QString explainPlay(const QString& tile) const;
    /// Whether playing the selected card on `tile` changes the row (false for "no effect" and when
    /// it is not legal).
    Q_INVOKABLE bool playChangesRow(const QString& tile) const;
    /// The name of the seat whose secret colour is `tile`'s ("" for a black tile, a colour nobody
    /// backs, a colour the viewer may not see yet, or text that is no tile).
    Q_INVOKABLE QString backerOf(const QString& tile) const;
    /// Closes the between-races screen: the next race is on.
    Q_INVOKABLE void continueRace();

    QString actionWords(int actor, const QString& action) const override;
protected:
    void refresh() override;
    PlayedCard lastPlayed() const override;
    QString targetRefusal(const QString& card, const QString& target) const override;
    QString targetItem(const QString& target) const override;
    void refreshSelection() override;
    int handSizeOf(int player) const override;
    QString colorLetterOf(int player) const override;
    bool colorsShown() const override;
    QString describeLastAction(const tidepool::State& state) const override;
    QStringList actionSounds(const tidepool::State& state) const override;

private:
    const tidepool::mini::MiniState* mini() const;
    std::optional<tidepool::mini::Card> selected() const;
    MiniRaceEnd raceSummary(const tidepool::mini::RaceEnd& end) const;
    /// The log sentence for one turn.

    MiniTileModel m_tiles;
    QString m_lastMoveText;
    int m_raceSeenAt = -1; ///< actionCount() when the between-races screen was closed
    const void* m_raceSeenState = nullptr; ///< ... in this state (a new game starts afresh)
};

} // namespace tidepool::app
