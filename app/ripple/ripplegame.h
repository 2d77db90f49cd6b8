#pragma once
// The Ripple game screen's controller: every player's beach, the discard piles, the draw pile, the
// held card, the round-scoring view and the table of rounds, all read from the engine's observation
// (face-down cards are hidden from everyone). What a click on a slot does and which slots light up
// comes from the engine's legal actions; nothing here knows the rules.
#include "gamesession.h"
#include "ripple/ripple.h"
#include "valuelistmodel.h"

#include <QVariantList>
#include <QVariantMap>
#include <array>

namespace tidepool::app {

/// One slot of a beach as it is drawn, with what a click on it would do now.
struct RippleSlotRow
{
    int slot = 0;
    bool up = false;
    QString icon;        ///< icon id ("beachball"), "" while face down
    QString name;        ///< "Beach Ball", "Pineapple combo"
    int value = 0;       ///< face value
    bool combo = false;
    QString need1;       ///< a combo's needed icons (ids), else ""
    QString need2;
    bool has1 = false;   ///< need1 is stacked behind it
    bool has2 = false;
    int bonus = 0;       ///< a combo's bonus (negative), else 0
    QStringList stacked; ///< icon ids of the cards stacked behind it, in stacking order
    bool completed = false; ///< a combo with both needed icons stacked
    bool matched = false;   ///< its column visibly matches
    // What the viewer may do here now (only on the acting player's beach).
    bool canPlace = false;
    bool canStack = false;
    bool canFlip = false;
    bool canReveal = false;
    bool picked = false;     ///< chosen as the first of the two cards to turn up
    /// Learning mode: the held card could ripple here (about to be discarded: a new match, or a
    /// combo it could join), or, for a freshly drawn card, a match or combo spot.
    bool rippleSpot = false;
    bool comboSpot = false;  ///< learning mode: a combo the held card could join
    bool matchSpot = false;  ///< learning mode: placing the held card here makes a new match
    QString hint;            ///< the engine's sentence for the click, or why it is refused
    // Scoring (the scoring view's beaches only)
    bool scored = false;
    int points = 0;          ///< the slot's points, stacked cards included
    int stackedPoints = 0;
    int block = -1;          ///< index of the block set this slot belongs to, -1 for none
    QString description;     ///< for screen readers
    bool justChanged = false; ///< the last action placed, stacked or turned up a card here
    /// The last action's moment here (issue 44), from the engine's beachNews of this beach before
    /// and after it: "block" (a new block set), "match" (a new match), "combo" (a combo completed),
    /// "stack" (a card stacked behind a combo: an extra turn), else "".
    QString moment;
    int momentSerial = 0; ///< the moment's number (RippleBeachModel::momentSerial), 0 without one
    bool operator==(const RippleSlotRow&) const = default;
};

/// One player's beach: ten rows, slot order (0-4 top row, 5-9 bottom row).
class RippleBeachModel : public tidepool::app::ValueListModel<RippleSlotRow>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A beach belongs to a game")
    /// What the last action made on this beach, in a word for its badge ("Match!", "Block set!",
    /// "Combo!", "Extra turn!"), "" when it made nothing of the kind (issue 44: the moments).
    Q_PROPERTY(QString momentWords READ momentWords NOTIFY momentChanged)
    /// A line under the word: "a ripple", "and an extra turn", or "".
    Q_PROPERTY(QString momentNote READ momentNote NOTIFY momentChanged)
    /// A new number for every moment (the slots' `momentSerial` is the same), 0 without one: a view
    /// plays a moment once per number.
    Q_PROPERTY(int momentSerial READ momentSerial NOTIFY momentChanged)
public:
    enum Role {
        SlotRole = Qt::UserRole + 1, UpRole, IconRole, NameRole, ValueRole, ComboRole, Need1Role, Need2Role,
        Has1Role, Has2Role, BonusRole, StackedRole, CompletedRole, MatchedRole, CanPlaceRole, CanStackRole,
        CanFlipRole, CanRevealRole, PickedRole, RippleSpotRole, ComboSpotRole, MatchSpotRole, HintRole,
        ScoredRole, PointsRole, StackedPointsRole, BlockRole, DescriptionRole, JustChangedRole, MomentRole,
        MomentSerialRole,
    };
    Q_ENUM(Role)
    using ValueListModel::ValueListModel;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    QString momentWords() const { return m_momentWords; }
    QString momentNote() const { return m_momentNote; }
    int momentSerial() const { return m_momentSerial; }
    /// Sets the beach's moment (all empty and 0: none); momentChanged() when it changed.
    void setMoment(const QString& words, const QString& note, int serial);

Q_SIGNALS:
    void momentChanged();

private:
    QString m_momentWords;
    QString m_momentNote;
    int m_momentSerial = 0;
};

/// One row per player: their beach, their scores so far and, while a round's scoring is shown,
/// that round's breakdown.
struct RipplePlayerRow
{
    int player = 0;
    QString name;
    bool isHuman = true;
    bool isCurrent = false;
    bool isViewer = false;
    bool isWinner = false;
    /// Leads the table (the observation's leaders, ruling 12): the lowest total once a round is
    /// scored, the winners once the game is over.
    bool leads = false;
    int faceDown = 0;
    /// The live score of the beach's face-up cards (ripple::scoreVisible), shown beside the name.
    int liveScore = 0;
    int total = 0;
    QVariantList roundScores; ///< per scored round
    QString nextPile;         ///< where their next discard goes ("P0a")
    bool endedRound = false;  ///< triggered the end of this round (last turns)
    // The shown round's breakdown
    int scoreSlots = 0;
    int scoreBlocks = 0;
    int scorePenalty = 0;
    int scoreTotal = 0;
    bool scoreEnded = false;
    QVariantList blocks; ///< {firstColumn, columns, points, icon}
    bool operator==(const RipplePlayerRow&) const = default;
};

class RipplePlayerModel : public tidepool::app::ValueListModel<RipplePlayerRow>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Players belong to a game")
public:
    enum Role {
        PlayerRole = Qt::UserRole + 1, NameRole, IsHumanRole, IsCurrentRole, IsViewerRole, IsWinnerRole, FaceDownRole,
        TotalRole, RoundScoresRole, NextPileRole, EndedRoundRole, ScoreSlotsRole, ScoreBlocksRole, ScorePenaltyRole,
        ScoreTotalRole, ScoreEndedRole, BlocksRole, BeachRole, ScoreBeachRole, LeadsRole, LiveScoreRole,
    };
    Q_ENUM(Role)
    explicit RipplePlayerModel(QObject* parent = nullptr);
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    RippleBeachModel* beach(int player) const;
    RippleBeachModel* scoreBeach(int player) const;

private:
    std::array<RippleBeachModel*, tidepool::ripple::kMaxPlayers> m_beaches{};
    std::array<RippleBeachModel*, tidepool::ripple::kMaxPlayers> m_scoreBeaches{};
};

/// One seat's place along the top of the table, in seat order: every seat keeps its place all
/// game (issue 20). The seat drawn large below (`RippleGame::bigSeat`) is a compact placeholder
/// there (`playingBelow`) instead of its beach.
struct RippleSeatRow
{
    int player = 0;
    QString name;
    bool isHuman = true;
    bool isCurrent = false;
    bool playingBelow = false; ///< this seat's beach is drawn large below: only its name here
    int faceDown = 0;
    int liveScore = 0;         ///< as RipplePlayerRow::liveScore
    int total = 0;
    bool endedRound = false;   ///< triggered the end of this round (last turns)
    bool operator==(const RippleSeatRow&) const = default;
};

class RippleSeatBeachModel : public tidepool::app::ValueListModel<RippleSeatRow>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Seats belong to a game")
public:
    enum Role {
        PlayerRole = Qt::UserRole + 1, NameRole, IsHumanRole, IsCurrentRole, PlayingBelowRole, FaceDownRole,
        TotalRole, EndedRoundRole, BeachRole, LiveScoreRole,
    };
    Q_ENUM(Role)
    explicit RippleSeatBeachModel(const RipplePlayerModel* players, QObject* parent = nullptr)
        : ValueListModel(parent), m_players(players)
    {
    }
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    const RipplePlayerModel* m_players;
};

/// The card in play (held), as the views draw it; all empty (`icon` "") when none.
struct RippleHeldCard
{
    Q_GADGET
    QML_VALUE_TYPE(rippleHeld)
    Q_PROPERTY(QString icon MEMBER icon)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int value MEMBER value)
    Q_PROPERTY(bool combo MEMBER combo)
    Q_PROPERTY(QString need1 MEMBER need1)
    Q_PROPERTY(QString need2 MEMBER need2)
    Q_PROPERTY(int bonus MEMBER bonus)
    Q_PROPERTY(QStringList stacked MEMBER stacked)
    Q_PROPERTY(bool completed MEMBER completed)
    Q_PROPERTY(bool drawn MEMBER drawn)
public:
    QString icon;        ///< icon id, "" when no card is in play
    QString name;        ///< "Beach Ball", "Pineapple combo"
    int value = 0;
    bool combo = false;
    QString need1;       ///< a combo's needed icons, else ""
    QString need2;
    int bonus = 0;       ///< a combo's bonus (negative), else 0
    QStringList stacked; ///< icon ids of the cards carried behind it
    bool completed = false;
    bool drawn = false;  ///< drawn from the draw pile this turn (not taken from a discard pile)
    bool operator==(const RippleHeldCard&) const = default;
};

/// The discard piles, in pile order (P0 P1 ..., or P0a P0b P1a P1b with two players).
struct RipplePileRow
{
    QString pile;   ///< notation, "P1" or "P0a"
    int owner = 0;
    QString ownerName;
    QString label;  ///< "Ben's pile", "Ann's pile a" (the engine's Pile::label, seats named)
    QString half;   ///< "a" or "b" with two players (Pile::halfName), else ""
    int size = 0;
    QString icon;   ///< the top card, "" when empty
    QString name;
    int value = 0;
    bool combo = false;
    QString need1;
    QString need2;
    int bonus = 0;
    bool canTake = false; ///< the viewer may take its top card now
    bool isNext = false;  ///< its owner's next discard goes here
    QString hint;         ///< the engine's sentence, or why not
    bool operator==(const RipplePileRow&) const = default;
};

class RipplePileModel : public tidepool::app::ValueListModel<RipplePileRow>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Piles belong to a game")
public:
    enum Role {
        PileRole = Qt::UserRole + 1, OwnerRole, OwnerNameRole, LabelRole, SizeRole, IconRole, NameRole, ValueRole,
        ComboRole, Need1Role, Need2Role, BonusRole, CanTakeRole, IsNextRole, HintRole, HalfRole,
    };
    Q_ENUM(Role)
    using ValueListModel::ValueListModel;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
};

class RippleGame : public GameSession
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int round READ round NOTIFY stateChanged)
    Q_PROPERTY(int rounds READ rounds NOTIFY stateChanged)
    /// "reveal", "play" or "over".
    Q_PROPERTY(QString phase READ phase NOTIFY stateChanged)
    /// "draw", "hold", "ripple" or "flip".
    Q_PROPERTY(QString step READ step NOTIFY stateChanged)
    Q_PROPERTY(int drawPileCount READ drawPileCount NOTIFY stateChanged)
    /// The current turn is an extra turn (its card must come from the draw pile).
    Q_PROPERTY(bool extraTurn READ extraTurn NOTIFY stateChanged)
    /// Someone turned their whole beach up: everyone else has one last turn.
    Q_PROPERTY(bool lastTurns READ lastTurns NOTIFY stateChanged)
    Q_PROPERTY(QString lastTurnsText READ lastTurnsText NOTIFY stateChanged)
    /// The held card (its `icon` is "" when none).
    Q_PROPERTY(tidepool::app::RippleHeldCard held READ held NOTIFY stateChanged)
    Q_PROPERTY(bool hasHeld READ hasHeld NOTIFY stateChanged)
    Q_PROPERTY(bool canDraw READ canDraw NOTIFY stateChanged)
    Q_PROPERTY(bool canDiscard READ canDiscard NOTIFY stateChanged)
    /// The engine's sentence for drawing / discarding now ("" when not possible).
    Q_PROPERTY(QString drawHint READ drawHint NOTIFY stateChanged)
    Q_PROPERTY(QString discardHint READ discardHint NOTIFY stateChanged)
    /// What to do next, in one line.
    Q_PROPERTY(QString prompt READ prompt NOTIFY selectionChanged)
    /// Rounds scored so far.
    Q_PROPERTY(int scoredRounds READ scoredRounds NOTIFY stateChanged)
    /// The round whose scoring view is open (1-based), 0 when none.
    Q_PROPERTY(int scoringRound READ scoringRound NOTIFY scoringChanged)
    Q_PROPERTY(tidepool::app::RipplePlayerModel* players READ players CONSTANT)
    Q_PROPERTY(tidepool::app::RipplePileModel* piles READ piles CONSTANT)
    /// Every seat's place along the top, in seat order (fixed all game); the big seat's row is a
    /// placeholder (RippleSeatBeachModel).
    Q_PROPERTY(tidepool::app::RippleSeatBeachModel* otherBeaches READ otherBeaches CONSTANT)
    /// The seat whose beach is drawn large below, and its facts for the big beach's header: the
    /// person to act; during a computer's turn the person who played last before it (the nearest
    /// person going back in seat order), so that a person's beach stays below while computers
    /// play on theirs along the top; at an online table only this screen's people count (a person
    /// at another screen is like a computer here), so the viewer's own beach stays below; the player to act when every seat is a computer; the
    /// viewer's (else seat 0) once the game is over.
    Q_PROPERTY(int bigSeat READ bigSeat NOTIFY stateChanged)
    Q_PROPERTY(QString bigSeatName READ bigSeatName NOTIFY stateChanged)
    /// Whether a person (not a computer) sits there (its badge: the name's initial or a robot face).
    Q_PROPERTY(bool bigSeatHuman READ bigSeatHuman NOTIFY stateChanged)
    Q_PROPERTY(int bigSeatTotal READ bigSeatTotal NOTIFY stateChanged)
    Q_PROPERTY(int bigSeatFaceDown READ bigSeatFaceDown NOTIFY stateChanged)
    /// The live score of its face-up cards (RipplePlayerRow::liveScore).
    Q_PROPERTY(int bigSeatLiveScore READ bigSeatLiveScore NOTIFY stateChanged)

public:
    explicit RippleGame(QObject* parent = nullptr);

    int round() const;
    int rounds() const;
    QString phase() const;
    QString step() const;
    int drawPileCount() const;
    bool extraTurn() const;
    bool lastTurns() const;
    QString lastTurnsText() const;
    RippleHeldCard held() const;
    bool hasHeld() const;
    bool canDraw() const;
    bool canDiscard() const;
    QString drawHint() const;
    QString discardHint() const;
    QString prompt() const;
    QString lastMoveText() const override { return m_lastMoveText; }
    int scoredRounds() const;
    int scoringRound() const { return m_scoringRound; }
    QString resultReason() const override;
    QString tableSummary() const override;
    RipplePlayerModel* players() { return &m_players; }
    RipplePileModel* piles() { return &m_piles; }
    RippleSeatBeachModel* otherBeaches() { return &m_seats; }
    int bigSeat() const;
    QString bigSeatName() const { return playerName(bigSeat()); }
    bool bigSeatHuman() const { return isHuman(bigSeat()); }
    int bigSeatTotal() const;
    int bigSeatFaceDown() const;
    int bigSeatLiveScore() const;

    /// The beach of `player` as it is now, and as it was scored in the shown round.
    Q_INVOKABLE tidepool::app::RippleBeachModel* beach(int player) const { return m_players.beach(player); }
    Q_INVOKABLE tidepool::app::RippleBeachModel* scoreBeach(int player) const { return m_players.scoreBeach(player); }

    Q_INVOKABLE bool draw();
    /// Takes the top card of the pile at `pileIndex` (row of piles).
    Q_INVOKABLE bool take(int pileIndex);
    /// What a click on the acting player's slot means now: in the reveal phase choose it (two
    /// choices turn both up); with a held card stack it behind the combo there if that is legal,
    /// else place it there; after a discard turn it up.
    Q_INVOKABLE bool clickSlot(int slot);
    Q_INVOKABLE bool placeAt(int slot);
    Q_INVOKABLE bool stackAt(int slot);
    Q_INVOKABLE bool flipAt(int slot);
    Q_INVOKABLE bool discardHeld();
    /// Why a click on `slot` would be refused now ("" when it is legal).
    Q_INVOKABLE QString whyNot(int slot) const;
    /// Opens the scoring view of a scored round (1-based), or closes it with 0.
    Q_INVOKABLE void showScoring(int round);
    Q_INVOKABLE void closeScoring() { showScoring(0); }
    /// The engine's legal actions now, as notation (for tests and the learning view).
    Q_INVOKABLE QStringList legalActionTexts() const;

    QString actionWords(int actor, const QString& action) const override;

Q_SIGNALS:
    void selectionChanged();
    void scoringChanged();
    /// Something every player should notice: an extra turn, the last turns, a round's end.
    void announcement(const QString& text);
    /// The opening reveal's first card was chosen (or unchosen) by the player at the screen: what
    /// to say of it ("Slot 3 chosen to turn up: now choose a second card").
    void revealPickChanged(const QString& text);

protected:
    /// Ripple has no secret hands (every card is face up for all or face down for all), so turns
    /// pass without a handover screen.
    bool hasPrivateInformation() const override { return false; }
    void refresh() override;
    void actionCommitted(int actor, const QString& action) override;
    QString describeLastAction(const tidepool::State& state) const override;
    QStringList actionSounds(const tidepool::State& state) const override;
    void fillSeat(int player, Seat& seat) const override;
    QString tutorialPointer(const QString& action, const HandItem& handItem) const override;

private:
    const tidepool::ripple::RippleState* ripple() const;
    void refreshModels();
    void refreshScoring();
    bool act(const tidepool::ripple::Action& action);
    /// Engine text with "player 2" replaced by the player's name.
    QString named(const std::string& text) const;
    QString pileLabel(const tidepool::ripple::Pile& pile) const;

    RipplePlayerModel m_players;
    RipplePileModel m_piles;
    RippleSeatBeachModel m_seats;
    QString m_lastMoveText;
    int m_revealPick = -1;
    int m_scoringRound = 0;
    int m_seenActions = -1;      ///< action count at the last refresh

    /// What the last action made on its player's beach (issue 44: the moments), as the engine's
    /// beachNews tells it; kept until the action count changes.
    struct Moment
    {
        int player = -1; ///< whose beach, -1 for no moment
        std::array<QString, tidepool::ripple::kSlotCount> kinds{}; ///< RippleSlotRow::moment per slot
        bool block = false, match = false, combo = false, stack = false; ///< what it made
        bool ripple = false;    ///< the card was one about to be discarded (ruling 7)
        bool extraTurn = false; ///< it earned an extra turn (ruling 6)
        int serial = 0;
    };
    /// The moment of `actor`'s action `action`, just committed, from the beaches of the last
    /// refresh and `after` (the observation now); none when the action ended a round (its scoring
    /// view shows it) or made nothing to show.
    Moment momentOf(int actor, const QString& action, const tidepool::ripple::Observation& after);
    Moment m_moment;
    int m_momentSerial = 0;
    /// Set by actionCommitted() for the refresh that follows it, -1 otherwise.
    int m_committedActor = -1;
    QString m_committedAction;
    /// Every beach as the last refresh showed it, and the round then.
    std::vector<tidepool::ripple::ObservedBeach> m_shownBeaches;
    int m_shownRound = 0;
};

} // namespace tidepool::app
