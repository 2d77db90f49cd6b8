#pragma once
// The shared part of the controllers of the games played from a hand of cards onto a target (a
// turtle, a tile): the selected card of the viewer's hand, playing it on a target, why a target is
// refused, the last card played, a suggestion shown as the selected card, the seats' hand sizes and
// colours, and the guided game's pointer. Each game gives its hand, its target check (the
// engine's) and its last card. No rules here.
#include "gamesession.h"
#include "valuelistmodel.h"

namespace tidepool::app {

/// One card of the viewer's hand, as the race games' hands show it.
struct CardRow
{
    QString card;           ///< notation: "R+", "*-", "^^" (Ribbit), "R+++", "shake" (Mini)
    QString label;          ///< "Red +1", "Rainbow −1", "Multicolour −2", "Shake"
    QString kind;           ///< the game's card kind: "color", "rainbow", "last", "multi", "shake"
    QString color;          ///< colour letter for coloured cards, else ""
    int steps = 0;          ///< signed steps; 0 for a card that moves none (Shake)
    bool playable = false;  ///< the engine lists a legal action with it now
    bool effective = false; ///< some play with it changes the table (a game that tells; else false)
    QString reason;         ///< learning mode: why it can't be played, or that it changes nothing
    bool selected = false;
    bool operator==(const CardRow&) const = default;
    /// The same card of the hand (ValueListModel::setRows), whatever it may do now.
    bool sameItem(const CardRow& other) const { return card == other.card; }
};

/// The viewer's hand, in card order. Empty while private information is hidden.
class HandModel : public tidepool::app::ValueListModel<CardRow>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A hand belongs to a game")
public:
    enum Role {
        CardRole = Qt::UserRole + 1, LabelRole, KindRole, ColorRole, StepsRole, PlayableRole, ReasonRole, SelectedRole,
        EffectiveRole,
    };
    Q_ENUM(Role)
    using ValueListModel::ValueListModel;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
};

class HandGame : public GameSession
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Each game has its own controller, made by its registry entry (GameRegistry)")
    /// The last card played (notation), "" before the first turn; its label, kind (the game's:
    /// "color", ...), colour letter ("" if none) and steps.
    Q_PROPERTY(QString lastCard READ lastCard NOTIFY stateChanged)
    Q_PROPERTY(QString lastCardLabel READ lastCardLabel NOTIFY stateChanged)
    Q_PROPERTY(QString lastCardKind READ lastCardKind NOTIFY stateChanged)
    Q_PROPERTY(QString lastCardColor READ lastCardColor NOTIFY stateChanged)
    Q_PROPERTY(int lastCardSteps READ lastCardSteps NOTIFY stateChanged)
    /// The selected card's row in the hand, -1 for none.
    Q_PROPERTY(int selectedCard READ selectedCard NOTIFY selectionChanged)
    /// The viewer's secret colour letter, "" when nothing private is shown.
    Q_PROPERTY(QString viewerColor READ viewerColor NOTIFY stateChanged)
    /// Every colour is public now (the game's rule: open colours, the game over, a replay), so the
    /// viewer's secret colour card lies face up.
    Q_PROPERTY(bool colorsOpen READ colorsOpen NOTIFY stateChanged)
    /// The viewer may look at their secret colour card now (hold to peek): on their turn, and at
    /// any time while they are the only person playing at this screen (an online table's own seat,
    /// or one person against computers), since nobody else here is to be kept from it.
    Q_PROPERTY(bool canPeekColor READ canPeekColor NOTIFY stateChanged)
    /// The viewer's hand (empty while hidden).
    Q_PROPERTY(tidepool::app::HandModel* hand READ hand CONSTANT)

public:
    HandGame(const QString& game, QObject* parent = nullptr);

    QString lastCard() const { return lastPlayed().card; }
    QString lastCardLabel() const { return lastPlayed().label; }
    QString lastCardKind() const { return lastPlayed().kind; }
    QString lastCardColor() const { return lastPlayed().color; }
    int lastCardSteps() const { return lastPlayed().steps; }
    int selectedCard() const { return m_selected; }
    virtual QString viewerColor() const = 0;
    bool colorsOpen() const { return state() && colorsShown(); }
    bool canPeekColor() const;
    HandModel* hand() { return &m_hand; }
    const HandModel* hand() const { return &m_hand; }

    /// Selects a card of the hand (row), or clears the selection with -1 or the same row again.
    Q_INVOKABLE void selectCard(int row);
    /// Plays the selected card on `target` (a turtle's colour letter, a tile). If it is not legal,
    /// notice() gives the engine's reason and nothing changes. Returns whether it was played.
    Q_INVOKABLE bool playOn(const QString& target);
    /// Why `target` is not a legal target for the selected card ("" when it is, or none selected).
    Q_INVOKABLE QString whyNot(const QString& target) const;

    QString tutorialPointer(const QString& action, const HandItem& handItem) const override;

Q_SIGNALS:
    void selectionChanged();

protected:
    /// The last card played, as the properties above give it (empty before the first turn).
    struct PlayedCard
    {
        QString card, label, kind, color;
        int steps = 0;
    };
    virtual PlayedCard lastPlayed() const = 0;
    /// Every card may be chosen even in learning mode (Ribbit: none can be played, one is discarded).
    virtual bool anyCardChoosable() const { return false; }
    /// The engine's reason why the selected card (`card`) can't go to `target`, "" when it can or
    /// either doesn't parse.
    virtual QString targetRefusal(const QString& card, const QString& target) const = 0;
    /// The game screen's item for a target (the guided game's pointer): "turtle-G", "tile-B2".
    virtual QString targetItem(const QString& target) const = 0;
    /// Rebuilds the hand and targets for the selection.
    virtual void refreshSelection() = 0;
    /// A seat's hand size and its colour letter; the colour shows only when `colorsShown()`.
    virtual int handSizeOf(int player) const = 0;
    virtual QString colorLetterOf(int player) const = 0;
    virtual bool colorsShown() const = 0;

    /// Selects the suggested card, so its targets light up as for any selected card.
    void highlightSuggestion(const QString& action) override;
    void fillSeat(int player, Seat& seat) const override;
    /// The selected card's notation, "" for none.
    QString selectedNotation() const;
    /// The card of a suggested action's notation ("R+ R", "discard G-", "shake -": its first word,
    /// "discard" aside), "" for none.
    static QString cardOf(const QString& action);
    /// The engine's text (a move's sentence, a reason) with "player N" replaced by the seats' names.
    QString named(const std::string& text) const;

    int m_selected = -1;
    HandModel m_hand;
};

} // namespace tidepool::app
