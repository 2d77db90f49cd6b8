#pragma once
// The Ribbit game screen's controller: the track's turtles, the viewer's hand and the legal targets
// of the selected card (the selection itself is HandGame's), all read from the engine's
// observation for the viewer.
#include "handgame.h"
#include "ribbit/ribbit.h"
#include "valuelistmodel.h"

#include <QSortFilterProxyModel>

namespace tidepool::app {

struct TurtleRow
{
    QString color;       ///< "R", "Y", "G", "B", "P"
    int space = 0;       ///< 0 = START, trackLength-1 = the lettuce
    int stackIndex = 0;  ///< which stack on the space (only START holds several)
    int stackCount = 1;  ///< how many stacks stand on the space
    int height = 0;      ///< 0 = bottom of its stack
    int stackSize = 1;
    bool isLast = false; ///< on the rearmost occupied space (Ribbit rules: "last")
    bool isTarget = false; ///< a legal target of the selected card
    /// A target's landing with the selected card (the move preview's ghost), from the engine
    /// (ribbit::landing): the space (-1 when not a target), its stack index among the space's
    /// stacks after the move, how many stacks stand there then, and the height in its stack.
    int landingSpace = -1;
    int landingStack = 0;
    int landingStackCount = 1;
    int landingHeight = 0;
    bool moved = false;  ///< moved by the last turn (the turtle played on, or a rider it carried)
    int rank = 0;        ///< 1-based place in the ranking (ties share a place)
    QString owner;       ///< the owner's name where the viewer may see it, else ""
    QString description; ///< "Red turtle, space 3, carrying yellow" (accessibility)
    bool operator==(const TurtleRow&) const = default;
};

/// The five turtles, one row each in colour order R Y G B P (rows never move, so views animate).
class TurtleModel : public tidepool::app::ValueListModel<TurtleRow>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Turtles belong to a game")
public:
    enum Role {
        ColorRole = Qt::UserRole + 1, SpaceRole, StackIndexRole, StackCountRole, HeightRole, StackSizeRole,
        IsLastRole, IsTargetRole, RankRole, OwnerRole, DescriptionRole, MovedRole,
        LandingSpaceRole, LandingStackRole, LandingStackCountRole, LandingHeightRole,
    };
    Q_ENUM(Role)
    using ValueListModel::ValueListModel;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
};

class RibbitGame : public HandGame
{
    Q_OBJECT
    QML_ELEMENT
    /// Spaces including START and the lettuce.
    Q_PROPERTY(int trackLength READ trackLength NOTIFY stateChanged)
    Q_PROPERTY(bool startStacked READ startStacked NOTIFY stateChanged)
    Q_PROPERTY(bool openColors READ openColors NOTIFY stateChanged)
    Q_PROPERTY(int drawPileCount READ drawPileCount NOTIFY stateChanged)
    /// The player to act holds no playable card and must discard one (rule R6).
    Q_PROPERTY(bool mustDiscard READ mustDiscard NOTIFY stateChanged)
    /// What to do next, in one line ("Choose a card", "Choose a last turtle: red or blue").
    Q_PROPERTY(QString prompt READ prompt NOTIFY selectionChanged)
    Q_PROPERTY(tidepool::app::TurtleModel* turtles READ turtles CONSTANT)
    /// The same turtles in ranking order: by the engine's rank (the rank role; 1 leads), ties
    /// in colour order (a stable sort). For the end screen.
    Q_PROPERTY(QAbstractItemModel* ranking READ ranking CONSTANT)

public:
    explicit RibbitGame(QObject* parent = nullptr);

    int trackLength() const;
    bool startStacked() const;
    bool openColors() const;
    /// Every seat's colour is public now: open colours, the end, or the replay viewer.
    bool colorsPublic() const;
    QString viewerColor() const override;
    int drawPileCount() const;
    QString lastMoveText() const override { return m_lastMoveText; }
    bool mustDiscard() const;
    QString prompt() const;
    QString resultReason() const override;
    QString tableSummary() const override;
    TurtleModel* turtles() { return &m_turtles; }
    QAbstractItemModel* ranking() { return &m_ranking; }

    /// Discards the selected card (only when no card can be played, rule R6).
    Q_INVOKABLE bool discardSelected();

    QString actionWords(int actor, const QString& action) const override;
protected:
    void refresh() override;
    PlayedCard lastPlayed() const override;
    bool anyCardChoosable() const override { return mustDiscard(); }
    QString targetRefusal(const QString& card, const QString& target) const override;
    QString targetItem(const QString& target) const override;
    void refreshSelection() override;
    int handSizeOf(int player) const override;
    QString colorLetterOf(int player) const override;
    bool colorsShown() const override;
    QString describeLastAction(const tidepool::State& state) const override;
    QStringList actionSounds(const tidepool::State& state) const override;

private:
    const tidepool::ribbit::RibbitState* ribbit() const;
    /// The log sentence for one turn: "Ann played Red +1: red moves from space 2 to space 3, carrying yellow."

    TurtleModel m_turtles;
    QSortFilterProxyModel m_ranking;
    QString m_lastMoveText;
};

} // namespace tidepool::app
