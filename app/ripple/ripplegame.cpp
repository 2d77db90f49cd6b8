#include "ripplegame.h"
#include "gameregistry.h"
#include "reasontext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>

namespace tidepool::app {

using namespace tidepool::ripple;

namespace {

QString qs(const std::string& text) { return QString::fromStdString(text); }

QString iconId(Icon icon) { return qs(toString(icon)); }

/// "Beach Ball", "Pineapple combo".
QString cardTitle(const Card& card)
{
    return qs(iconName(card.icon)) + (card.combo ? RippleGame::tr(" combo") : QString());
}

bool contains(const std::vector<Action>& actions, const Action& action)
{
    return std::find(actions.begin(), actions.end(), action) != actions.end();
}

QString phaseName(Phase phase) { return qs(toString(phase)); }

} // namespace

// ---------------------------------------------------------------------------------------------
// Models

QVariant RippleBeachModel::data(const QModelIndex& index, int role) const
{
    const RippleSlotRow* r = row(index);
    if (!r)
        return {};
    switch (role) {
    case SlotRole: return r->slot;
    case UpRole: return r->up;
    case IconRole: return r->icon;
    case NameRole: return r->name;
    case ValueRole: return r->value;
    case ComboRole: return r->combo;
    case Need1Role: return r->need1;
    case Need2Role: return r->need2;
    case Has1Role: return r->has1;
    case Has2Role: return r->has2;
    case BonusRole: return r->bonus;
    case StackedRole: return r->stacked;
    case CompletedRole: return r->completed;
    case MatchedRole: return r->matched;
    case CanPlaceRole: return r->canPlace;
    case CanStackRole: return r->canStack;
    case CanFlipRole: return r->canFlip;
    case CanRevealRole: return r->canReveal;
    case PickedRole: return r->picked;
    case RippleSpotRole: return r->rippleSpot;
    case ComboSpotRole: return r->comboSpot;
    case MatchSpotRole: return r->matchSpot;
    case HintRole: return r->hint;
    case ScoredRole: return r->scored;
    case PointsRole: return r->points;
    case StackedPointsRole: return r->stackedPoints;
    case BlockRole: return r->block;
    case Qt::DisplayRole:
    case DescriptionRole: return r->description;
    case JustChangedRole: return r->justChanged;
    case MomentRole: return r->moment;
    case MomentSerialRole: return r->momentSerial;
    }
    return {};
}

void RippleBeachModel::setMoment(const QString& words, const QString& note, int serial)
{
    if (words == m_momentWords && note == m_momentNote && serial == m_momentSerial)
        return;
    m_momentWords = words;
    m_momentNote = note;
    m_momentSerial = serial;
    Q_EMIT momentChanged();
}

QHash<int, QByteArray> RippleBeachModel::roleNames() const
{
    return {{SlotRole, "slot"},           {UpRole, "up"},
            {IconRole, "icon"},           {NameRole, "name"},
            {ValueRole, "value"},         {ComboRole, "combo"},
            {Need1Role, "need1"},         {Need2Role, "need2"},
            {Has1Role, "has1"},           {Has2Role, "has2"},
            {BonusRole, "bonus"},         {StackedRole, "stacked"},
            {CompletedRole, "completed"}, {MatchedRole, "matched"},
            {CanPlaceRole, "canPlace"},   {CanStackRole, "canStack"},
            {CanFlipRole, "canFlip"},     {CanRevealRole, "canReveal"},
            {PickedRole, "picked"},       {RippleSpotRole, "rippleSpot"},
            {ComboSpotRole, "comboSpot"}, {MatchSpotRole, "matchSpot"},
            {HintRole, "hint"},           {ScoredRole, "scored"},
            {PointsRole, "points"},       {StackedPointsRole, "stackedPoints"},
            {BlockRole, "block"},         {DescriptionRole, "description"},
            {JustChangedRole, "justChanged"}, {MomentRole, "moment"},
            {MomentSerialRole, "momentSerial"}};
}

RipplePlayerModel::RipplePlayerModel(QObject* parent) : ValueListModel(parent)
{
    for (auto& beach : m_beaches)
        beach = new RippleBeachModel(this);
    for (auto& beach : m_scoreBeaches)
        beach = new RippleBeachModel(this);
}

RippleBeachModel* RipplePlayerModel::beach(int player) const
{
    return player >= 0 && player < kMaxPlayers ? m_beaches[std::size_t(player)] : nullptr;
}

RippleBeachModel* RipplePlayerModel::scoreBeach(int player) const
{
    return player >= 0 && player < kMaxPlayers ? m_scoreBeaches[std::size_t(player)] : nullptr;
}

QVariant RipplePlayerModel::data(const QModelIndex& index, int role) const
{
    const RipplePlayerRow* r = row(index);
    if (!r)
        return {};
    switch (role) {
    case PlayerRole: return r->player;
    case Qt::DisplayRole:
    case NameRole: return r->name;
    case IsHumanRole: return r->isHuman;
    case IsCurrentRole: return r->isCurrent;
    case IsViewerRole: return r->isViewer;
    case IsWinnerRole: return r->isWinner;
    case LeadsRole: return r->leads;
    case FaceDownRole: return r->faceDown;
    case LiveScoreRole: return r->liveScore;
    case TotalRole: return r->total;
    case RoundScoresRole: return r->roundScores;
    case NextPileRole: return r->nextPile;
    case EndedRoundRole: return r->endedRound;
    case ScoreSlotsRole: return r->scoreSlots;
    case ScoreBlocksRole: return r->scoreBlocks;
    case ScorePenaltyRole: return r->scorePenalty;
    case ScoreTotalRole: return r->scoreTotal;
    case ScoreEndedRole: return r->scoreEnded;
    case BlocksRole: return r->blocks;
    case BeachRole: return QVariant::fromValue<QObject*>(beach(r->player));
    case ScoreBeachRole: return QVariant::fromValue<QObject*>(scoreBeach(r->player));
    }
    return {};
}

QHash<int, QByteArray> RipplePlayerModel::roleNames() const
{
    return {{PlayerRole, "player"},           {NameRole, "name"},
            {IsHumanRole, "isHuman"},         {IsCurrentRole, "isCurrent"},
            {IsViewerRole, "isViewer"},       {IsWinnerRole, "isWinner"},
            {FaceDownRole, "faceDown"},       {TotalRole, "total"},
            {RoundScoresRole, "roundScores"}, {NextPileRole, "nextPile"},
            {EndedRoundRole, "endedRound"},   {ScoreSlotsRole, "scoreSlots"},
            {ScoreBlocksRole, "scoreBlocks"}, {ScorePenaltyRole, "scorePenalty"},
            {ScoreTotalRole, "scoreTotal"},   {ScoreEndedRole, "scoreEnded"},
            {BlocksRole, "blocks"},           {BeachRole, "beach"},
            {ScoreBeachRole, "scoreBeach"},   {LeadsRole, "leads"},
            {LiveScoreRole, "liveScore"}};
}

QVariant RippleSeatBeachModel::data(const QModelIndex& index, int role) const
{
    const RippleSeatRow* r = row(index);
    if (!r)
        return {};
    switch (role) {
    case PlayerRole: return r->player;
    case Qt::DisplayRole:
    case NameRole: return r->name;
    case IsHumanRole: return r->isHuman;
    case IsCurrentRole: return r->isCurrent;
    case PlayingBelowRole: return r->playingBelow;
    case FaceDownRole: return r->faceDown;
    case LiveScoreRole: return r->liveScore;
    case TotalRole: return r->total;
    case EndedRoundRole: return r->endedRound;
    case BeachRole: return QVariant::fromValue<QObject*>(m_players ? m_players->beach(r->player) : nullptr);
    }
    return {};
}

QHash<int, QByteArray> RippleSeatBeachModel::roleNames() const
{
    return {{PlayerRole, "player"},       {NameRole, "name"},         {IsHumanRole, "isHuman"},
            {IsCurrentRole, "isCurrent"}, {PlayingBelowRole, "playingBelow"}, {FaceDownRole, "faceDown"},
            {TotalRole, "total"},         {EndedRoundRole, "endedRound"}, {BeachRole, "beach"},
            {LiveScoreRole, "liveScore"}};
}

QVariant RipplePileModel::data(const QModelIndex& index, int role) const
{
    const RipplePileRow* r = row(index);
    if (!r)
        return {};
    switch (role) {
    case PileRole: return r->pile;
    case OwnerRole: return r->owner;
    case OwnerNameRole: return r->ownerName;
    case Qt::DisplayRole:
    case LabelRole: return r->label;
    case SizeRole: return r->size;
    case IconRole: return r->icon;
    case NameRole: return r->name;
    case ValueRole: return r->value;
    case ComboRole: return r->combo;
    case Need1Role: return r->need1;
    case Need2Role: return r->need2;
    case BonusRole: return r->bonus;
    case CanTakeRole: return r->canTake;
    case IsNextRole: return r->isNext;
    case HintRole: return r->hint;
    case HalfRole: return r->half;
    }
    return {};
}

QHash<int, QByteArray> RipplePileModel::roleNames() const
{
    return {{PileRole, "pile"},       {OwnerRole, "owner"},     {OwnerNameRole, "ownerName"}, {LabelRole, "label"},
            {SizeRole, "size"},       {IconRole, "icon"},       {NameRole, "name"},           {ValueRole, "value"},
            {ComboRole, "combo"},     {Need1Role, "need1"},     {Need2Role, "need2"},         {BonusRole, "bonus"},
            {CanTakeRole, "canTake"}, {IsNextRole, "isNext"},   {HintRole, "hint"},           {HalfRole, "half"}};
}

// ---------------------------------------------------------------------------------------------
// The controller

RippleGame::RippleGame(QObject* parent)
    : GameSession(QStringLiteral("ripple"), parent), m_players(this), m_piles(this), m_seats(&m_players, this)
{
}

const RippleState* RippleGame::ripple() const { return static_cast<const RippleState*>(state()); }

int RippleGame::round() const { return ripple() ? ripple()->round() : 0; }
int RippleGame::rounds() const { return ripple() ? ripple()->rules().rounds : 3; }
QString RippleGame::phase() const { return ripple() ? phaseName(ripple()->phase()) : QString(); }
QString RippleGame::step() const { return ripple() ? qs(toString(ripple()->step())) : QString(); }
int RippleGame::drawPileCount() const { return ripple() ? int(ripple()->drawPile().size()) : 0; }
bool RippleGame::extraTurn() const { return ripple() && !finished() && ripple()->isExtraTurn(); }
bool RippleGame::lastTurns() const { return ripple() && !finished() && ripple()->endTriggeredBy().has_value(); }
int RippleGame::scoredRounds() const { return ripple() ? int(ripple()->roundResults().size()) : 0; }

QString RippleGame::lastTurnsText() const
{
    if (!lastTurns())
        return {};
    return tr("%1 has turned up every card: everyone else has one last turn")
        .arg(playerName(*ripple()->endTriggeredBy()));
}

RippleHeldCard RippleGame::held() const
{
    RippleHeldCard card;
    if (!ripple() || !ripple()->held())
        return card;
    const Held& h = *ripple()->held();
    const Catalogue& cat = ripple()->catalogue();
    for (const Card& c : h.stacked)
        card.stacked << iconId(c.icon);
    card.icon = iconId(h.card.icon);
    card.name = cardTitle(h.card);
    card.value = cat.value(h.card);
    card.combo = h.card.combo;
    card.need1 = h.card.combo ? iconId(h.card.needs[0]) : QString();
    card.need2 = h.card.combo ? iconId(h.card.needs[1]) : QString();
    card.bonus = cat.bonus(h.card).value_or(0);
    card.completed = h.card.combo && comboComplete(h.card, h.stacked);
    card.drawn = h.drawn;
    return card;
}

int RippleGame::bigSeat() const
{
    if (!ripple())
        return 0;
    const int current = currentPlayer();
    if (current < 0)
        return viewer() >= 0 ? viewer() : 0;
    // A computer's turn: the person who played last before it stays below (walking back in seat
    // order to a person), so that a person's beach does not give way to each computer's. At an
    // online table a person at another screen is like a computer here (as for the handover): this
    // screen's own beach stays below through the others' turns (issue 44: during Ben's turn Ann's
    // beach shrank to a thumbnail on her own screen).
    const int seats = playerCount();
    for (int back = 0; back < seats; ++back) {
        const int seat = (current - back + seats) % seats;
        if (isHuman(seat) && playsHere(seat))
            return seat;
    }
    return current; // computers only
}

int RippleGame::bigSeatTotal() const
{
    const int seat = bigSeat();
    return seat < m_players.rows().size() ? m_players.rows()[seat].total : 0;
}

int RippleGame::bigSeatFaceDown() const
{
    const int seat = bigSeat();
    return seat < m_players.rows().size() ? m_players.rows()[seat].faceDown : 0;
}

int RippleGame::bigSeatLiveScore() const
{
    const int seat = bigSeat();
    return seat < m_players.rows().size() ? m_players.rows()[seat].liveScore : 0;
}

bool RippleGame::hasHeld() const { return ripple() && ripple()->held().has_value(); }

bool RippleGame::canDraw() const { return viewerToAct() && ripple()->check(Action::draw()).ok(); }
bool RippleGame::canDiscard() const { return viewerToAct() && ripple()->check(Action::discard()).ok(); }

QString RippleGame::drawHint() const { return canDraw() ? named(ripple()->explain(Action::draw())) : QString(); }
QString RippleGame::discardHint() const
{
    return canDiscard() ? named(ripple()->explain(Action::discard())) : QString();
}

QString RippleGame::prompt() const
{
    const RippleState* game = ripple();
    if (!game || finished() || handoverPending() || replaying())
        return {};
    if (!viewerToAct())
        return tr("%1 is playing").arg(currentPlayerName());
    const std::optional<Held>& h = game->held();
    switch (game->phase()) {
    case Phase::Reveal:
        return m_revealPick < 0 ? tr("Turn up two of your cards: choose the first")
                                : tr("Now choose a second card to turn up");
    case Phase::Over: return {};
    case Phase::Play: break;
    }
    switch (game->step()) {
    case Step::Draw:
        if (game->isExtraTurn())
            return tr("Draw from the draw pile"); // (the turn line says "Ann's extra turn")
        return tr("Draw a card, or take the top card of another player's discard pile");
    case Step::Hold:
        return tr("Place the %1 on your beach, stack it behind a combo, or discard it")
            .arg(qs(h->card.shortName()));
    case Step::Ripple: {
        // The slots the card can ripple into (a place or a stack the engine allows), each once.
        QList<int> slots;
        for (const Action& a : tidepool::legalActionsOf(*game))
            if ((a.kind == ActionKind::Place || a.kind == ActionKind::Stack) && !slots.contains(a.slot.index))
                slots << a.slot.index;
        std::sort(slots.begin(), slots.end());
        if (slots.isEmpty())
            return tr("Discard the %1").arg(qs(h->card.shortName()));
        if (!learningMode())
            return tr("Ripple the %1 into a match or a combo, or discard it").arg(qs(h->card.shortName()));
        // Learning mode names the glowing slots, as the slot keys 0-9 number them (a screen reader
        // heard only "a glowing slot": issue 19).
        QStringList names;
        for (int slot : slots)
            names << QString::number(slot);
        const QString last = names.takeLast();
        const QString list = names.isEmpty() ? last : tr("%1 or %2").arg(names.join(QStringLiteral(", ")), last);
        return tr("The %1 can ripple into slot(s) %2: choose one, or discard the card", "", int(slots.size()))
            .arg(qs(h->card.shortName()), list);
    }
    case Step::Flip: return tr("Turn up one of your face-down cards");
    }
    return {};
}

QString RippleGame::tableSummary() const
{
    if (m_players.rows().isEmpty())
        return {};
    // Every beach with its owner: the cards face up by slot (counted from 1, as the slots are
    // named), how many are face down (their faces are nobody's to know); then the piles.
    QStringList parts;
    for (const RipplePlayerRow& player : m_players.rows()) {
        QStringList slots;
        int faceDown = 0;
        for (const RippleSlotRow& row : m_players.beach(player.player)->rows()) {
            if (!row.up) {
                ++faceDown;
                continue;
            }
            QString slot = tr("slot %1: %2").arg(row.slot).arg(row.name) + tr(", %n point(s)", "", row.value);
            if (!row.stacked.isEmpty())
                slot += tr(", %n card(s) stacked", "", int(row.stacked.size()));
            if (row.matched)
                slot += tr(", matched");
            slots << slot;
        }
        if (faceDown > 0)
            slots << tr("%n face down", "", faceDown);
        parts << tr("%1's beach: %2.").arg(player.name, slots.join(QStringLiteral("; ")));
    }
    for (const RipplePileRow& pile : m_piles.rows())
        parts << (pile.size > 0 ? tr("%1: %n card(s), top card %2.", "", pile.size).arg(pile.label, pile.name)
                                : tr("%1: empty.").arg(pile.label));
    parts << tr("Draw pile: %n card(s).", "", drawPileCount());
    if (hasHeld())
        parts << tr("In play: %1.").arg(held().name);
    return parts.join(QLatin1Char(' '));
}

QString RippleGame::resultReason() const
{
    if (!ripple() || !finished())
        return {};
    return capitalized(named(ripple()->winReason())) + QLatin1Char('.');
}

QString RippleGame::named(const std::string& text) const
{
    return tidepool::app::withPlayerNames(qs(text), [this](int p) { return playerName(p); }, gameName());
}

QString RippleGame::pileLabel(const Pile& pile) const
{
    // The engine's caption ("player 1's pile", "chồng a của người chơi 1"), begun with a capital
    // where it does not begin with the player, as a caption on the table.
    QString caption = qs(pile.label());
    if (tidepool::app::playerPattern().match(caption).capturedStart() != 0)
        caption = capitalized(caption);
    return named(caption.toStdString());
}

QStringList RippleGame::legalActionTexts() const
{
    QStringList result;
    if (!ripple())
        return result;
    for (const Action& a : tidepool::legalActionsOf(*ripple()))
        result << qs(a.toString());
    return result;
}

// ---------------------------------------------------------------------------------------------
// Commands

bool RippleGame::act(const Action& action)
{
    if (!ripple())
        return false;
    return applyAction(qs(action.toString()));
}

bool RippleGame::draw() { return act(Action::draw()); }

bool RippleGame::take(int pileIndex)
{
    if (!ripple() || pileIndex < 0 || pileIndex >= pileCount(playerCount()))
        return false;
    return act(Action::take(Pile::ofIndex(pileIndex, playerCount())));
}

bool RippleGame::placeAt(int slot) { return act(Action::place(slot)); }
bool RippleGame::stackAt(int slot) { return act(Action::stack(slot)); }
bool RippleGame::flipAt(int slot) { return act(Action::flip(slot)); }
bool RippleGame::discardHeld() { return act(Action::discard()); }

bool RippleGame::clickSlot(int slot)
{
    const RippleState* game = ripple();
    if (!game || slot < 0 || slot >= kSlotCount)
        return false;
    if (!viewerToAct()) {
        Q_EMIT notice(finished() ? tr("The game is over")
                    : handoverPending() ? tr("Confirm who is at the screen first") : tr("It is not your turn"));
        return false;
    }
    if (game->phase() == Phase::Reveal) {
        if (const tidepool::Outcome pick = game->checkRevealPick(slot); !pick) {
            Q_EMIT notice(capitalized(named(pick.reason())));
            return false;
        }
        if (m_revealPick < 0 || m_revealPick == slot) {
            m_revealPick = m_revealPick == slot ? -1 : slot;
            refreshModels();
            Q_EMIT revealPickChanged(m_revealPick >= 0 ? tr("Slot %1 chosen to turn up: now choose a second card.").arg(slot)
                                                       : tr("Slot %1 no longer chosen.").arg(slot));
            return true;
        }
        const int first = std::min(m_revealPick, slot), second = std::max(m_revealPick, slot);
        return act(Action::reveal(first, second));
    }
    switch (game->step()) {
    case Step::Draw:
        Q_EMIT notice(game->isExtraTurn() ? tr("First draw a card from the draw pile (extra turn)")
                                        : tr("First draw a card, or take one from another player's discard pile"));
        return false;
    case Step::Hold:
    case Step::Ripple:
        if (game->check(Action::stack(slot)))
            return stackAt(slot);
        return placeAt(slot);
    case Step::Flip: return flipAt(slot);
    }
    return false;
}

QString RippleGame::whyNot(int slot) const
{
    const RippleState* game = ripple();
    if (!game || slot < 0 || slot >= kSlotCount || !viewerToAct())
        return {};
    tidepool::Outcome outcome = tidepool::Outcome::success();
    if (game->phase() == Phase::Reveal) {
        const tidepool::Outcome pick = game->checkRevealPick(slot);
        return pick ? QString() : capitalized(named(pick.reason()));
    }
    switch (game->step()) {
    case Step::Draw: outcome = game->check(Action::place(slot)); break;
    case Step::Hold:
    case Step::Ripple:
        if (game->check(Action::stack(slot)))
            return {};
        outcome = game->check(Action::place(slot));
        break;
    case Step::Flip: outcome = game->check(Action::flip(slot)); break;
    }
    return outcome ? QString() : capitalized(named(outcome.reason()));
}

void RippleGame::showScoring(int round)
{
    if (round < 0 || round > scoredRounds())
        round = 0;
    if (round == m_scoringRound)
        return;
    m_scoringRound = round;
    refreshScoring();
    Q_EMIT scoringChanged();
}

// ---------------------------------------------------------------------------------------------
// Keeping the models in step

void RippleGame::refresh()
{
    const RippleState* game = ripple();
    if (!game) {
        m_players.setRows({});
        m_piles.setRows({});
        m_lastMoveText.clear();
        m_revealPick = -1;
        m_moment = {};
        m_committedActor = -1;
        m_shownBeaches.clear();
        for (int p = 0; p < kMaxPlayers; ++p)
            m_players.beach(p)->setMoment({}, {}, 0);
        if (m_scoringRound != 0) {
            m_scoringRound = 0;
            Q_EMIT scoringChanged();
        }
        Q_EMIT selectionChanged();
        return;
    }
    const int count = actionCount();
    const bool newAction = m_seenActions >= 0 && count == m_seenActions + 1;
    if (count != m_seenActions) {
        m_revealPick = -1;
        m_moment = {}; // (a moment is the last action's: refreshModels() makes the new one)
    }
    const auto& moves = game->moves();
    m_lastMoveText = describeLastAction(*game);

    // A round just ended: open its scoring view (also when a record stops right there).
    int scoring = m_scoringRound > scoredRounds() ? 0 : m_scoringRound;
    if (count != m_seenActions)
        // (Opening a finished game goes straight to the final table instead.)
        scoring = !moves.empty() && moves.back().roundEnded && !replaying() && (newAction || !game->isFinished())
                      ? scoredRounds()
                      : 0;
    if (newAction && !moves.empty() && !replaying()) {
        const Move& last = moves.back();
        if (last.extraTurn && !last.roundEnded)
            Q_EMIT announcement(tr("Extra turn for %1! The next card comes from the draw pile.").arg(playerName(last.player)));
        else if (last.triggeredRoundEnd && !last.roundEnded)
            Q_EMIT announcement(tr("%1 has turned up every card: everyone else has one last turn!").arg(playerName(last.player)));
    }
    m_seenActions = count;
    const bool scoringMoved = scoring != m_scoringRound;
    m_scoringRound = scoring;
    refreshModels();
    refreshScoring();
    if (scoringMoved)
        Q_EMIT scoringChanged();
}

void RippleGame::refreshModels()
{
    const RippleState* game = ripple();
    if (!game)
        return;
    const Catalogue& cat = game->catalogue();
    const Observation obs = game->observation(std::max(0, viewer()));
    const bool acting = viewerToAct();
    const int current = currentPlayer();
    const std::vector<Action> legal = acting ? tidepool::legalActionsOf(*game) : std::vector<Action>{};
    const bool learning = learningMode();
    const std::optional<Held>& held = obs.held;
    if (m_committedActor >= 0) {
        m_moment = momentOf(m_committedActor, m_committedAction, obs);
        m_committedActor = -1;
    }

    // The slots the last action placed, stacked or turned up a card on, for the view to point at.
    const Move* last = game->moves().empty() ? nullptr : &game->moves().back();
    const auto changedByLast = [last](int player, int slot) {
        if (!last || last->player != player)
            return false;
        switch (last->action.kind) {
        case ActionKind::Reveal: return last->action.slot.index == slot || last->action.second.index == slot;
        case ActionKind::Place:
        case ActionKind::Stack:
        case ActionKind::Flip: return last->action.slot.index == slot;
        default: return false;
        }
    };
    // Beaches
    for (int p = 0; p < obs.playerCount; ++p) {
        const ObservedBeach& beach = obs.beaches[std::size_t(p)];
        QList<RippleSlotRow> rows;
        for (int s = 0; s < kSlotCount; ++s) {
            const ObservedCard& seen = beach[std::size_t(s)];
            RippleSlotRow row;
            row.slot = s;
            row.justChanged = changedByLast(p, s);
            if (p == m_moment.player && !m_moment.kinds[std::size_t(s)].isEmpty()) {
                row.moment = m_moment.kinds[std::size_t(s)];
                row.momentSerial = m_moment.serial;
            }
            row.up = seen.up && seen.card.has_value();
            if (row.up) {
                const Card& card = *seen.card;
                row.icon = iconId(card.icon);
                row.name = cardTitle(card);
                row.value = cat.value(card);
                row.combo = card.combo;
                if (card.combo) {
                    row.need1 = iconId(card.needs[0]);
                    row.need2 = iconId(card.needs[1]);
                    row.bonus = cat.bonus(card).value_or(0);
                    for (const Card& c : seen.stacked) {
                        row.stacked << iconId(c.icon);
                        row.has1 = row.has1 || c.icon == card.needs[0];
                        row.has2 = row.has2 || c.icon == card.needs[1];
                    }
                    row.completed = comboComplete(card, seen.stacked);
                }
                row.matched = seen.matched;
            }
            if (p == current && acting) {
                if (obs.phase == Phase::Reveal) {
                    const tidepool::Outcome pick = game->checkRevealPick(s);
                    row.canReveal = pick.ok();
                    row.picked = s == m_revealPick;
                    row.hint = pick ? tr("Turn this card up") : capitalized(named(pick.reason()));
                } else {
                    row.canPlace = contains(legal, Action::place(s));
                    row.canStack = contains(legal, Action::stack(s));
                    row.canFlip = contains(legal, Action::flip(s));
                    if (row.canStack)
                        row.hint = named(game->explain(Action::stack(s)));
                    else if (row.canPlace)
                        row.hint = named(game->explain(Action::place(s)));
                    else if (row.canFlip)
                        row.hint = named(game->explain(Action::flip(s)));
                    else
                        row.hint = whyNot(s);
                    if (learning && held) {
                        row.comboSpot = row.canStack;
                        row.matchSpot = row.canPlace && game->placeMakesMatch(s);
                        row.rippleSpot = obs.step == Step::Ripple && (row.canPlace || row.canStack);
                    }
                }
            }
            // "Ben's slot 0: face down": whose beach, and the slot as the log, the hints, the rules
            // and the slot keys 0-9 number it (0-4 the top row, 5-9 the row below: ruling 2).
            QString description = tr("%1's slot %2: ").arg(playerName(p)).arg(s);
            if (!row.up)
                description += tr("face down");
            else {
                description += row.name + tr(", %n point(s)", "", row.value);
                if (row.combo)
                    description += tr(", needs %1 and %2 for %3")
                                       .arg(qs(iconName(seen.card->needs[0])), qs(iconName(seen.card->needs[1])))
                                       .arg(row.bonus);
                if (!row.stacked.isEmpty())
                    description += tr(", %n card(s) stacked", "", int(row.stacked.size()));
                if (row.matched)
                    description += tr(", matched");
            }
            if (row.picked)
                description += tr(", chosen to turn up");
            if (!row.hint.isEmpty() && (row.canPlace || row.canStack || row.canFlip || row.canReveal))
                description += QStringLiteral(". ") + row.hint;
            row.description = description;
            rows.append(row);
        }
        m_players.beach(p)->setRows(rows);
        if (p == m_moment.player) {
            // The word for the badge: the biggest news first; then a ripple and an extra turn.
            const Moment& m = m_moment;
            const QString words = m.block ? tr("Block set!") : m.match ? tr("Match!") : m.combo ? tr("Combo!")
                                                                                    : tr("Extra turn!");
            const bool extra = m.extraTurn && (m.block || m.match || m.combo);
            const QString note = m.ripple && extra ? tr("a ripple, and an extra turn")
                                 : m.ripple        ? tr("a ripple")
                                 : extra           ? tr("and an extra turn")
                                                   : QString();
            m_players.beach(p)->setMoment(words, note, m.serial);
        } else {
            m_players.beach(p)->setMoment({}, {}, 0);
        }
    }
    for (int p = obs.playerCount; p < kMaxPlayers; ++p) {
        m_players.beach(p)->setRows({});
        m_players.beach(p)->setMoment({}, {}, 0);
    }
    m_shownBeaches = obs.beaches;
    m_shownRound = game->round();

    // Piles
    QList<RipplePileRow> piles;
    for (int i = 0; i < int(obs.piles.size()); ++i) {
        const Pile& pile = obs.piles[std::size_t(i)];
        RipplePileRow row;
        row.pile = qs(pile.toString());
        row.owner = pile.owner;
        row.ownerName = playerName(pile.owner);
        row.label = pileLabel(pile);
        row.half = qs(pile.halfName());
        row.size = obs.discardSizes[std::size_t(i)];
        if (const auto& top = obs.discardTops[std::size_t(i)]) {
            row.icon = iconId(top->icon);
            row.name = cardTitle(*top);
            row.value = cat.value(*top);
            row.combo = top->combo;
            if (top->combo) {
                row.need1 = iconId(top->needs[0]);
                row.need2 = iconId(top->needs[1]);
                row.bonus = cat.bonus(*top).value_or(0);
            }
        }
        row.canTake = contains(legal, Action::take(pile));
        row.isNext = obs.nextPile[std::size_t(pile.owner)] == pile;
        if (acting && obs.phase == Phase::Play && obs.step == Step::Draw) {
            const tidepool::Outcome outcome = game->check(Action::take(pile));
            row.hint = outcome ? named(game->explain(Action::take(pile))) : capitalized(named(outcome.reason()));
        }
        piles.append(row);
    }
    if (piles.size() != m_piles.rows().size())
        m_piles.resetRows(piles);
    else
        m_piles.setRows(piles);

    // Players
    QList<RipplePlayerRow> players;
    const auto winners = obs.winners;
    for (int p = 0; p < obs.playerCount; ++p) {
        RipplePlayerRow row = p < m_players.rows().size() ? m_players.rows()[p] : RipplePlayerRow{};
        row.player = p;
        row.name = playerName(p);
        row.isHuman = isHuman(p);
        row.isCurrent = p == current;
        row.isViewer = p == viewer();
        row.isWinner = std::find(winners.begin(), winners.end(), p) != winners.end();
        row.leads = std::find(obs.leaders.begin(), obs.leaders.end(), p) != obs.leaders.end();
        int down = 0;
        for (const ObservedCard& c : obs.beaches[std::size_t(p)])
            down += c.up ? 0 : 1;
        row.faceDown = down;
        row.liveScore = tidepool::ripple::scoreVisible(game->catalogue(), obs.beaches[std::size_t(p)]).total;
        row.total = obs.totals[std::size_t(p)];
        row.roundScores.clear();
        for (const auto& scores : obs.scores)
            row.roundScores << scores[std::size_t(p)];
        row.nextPile = qs(obs.nextPile[std::size_t(p)].toString());
        row.endedRound = obs.endTriggeredBy && *obs.endTriggeredBy == p && !obs.finished;
        players.append(row);
    }
    if (players.size() != m_players.rows().size())
        m_players.resetRows(players);
    else
        m_players.setRows(players);

    // The seats along the top, in seat order; the one drawn large below is a placeholder.
    QList<RippleSeatRow> seats;
    const int big = bigSeat();
    for (const RipplePlayerRow& player : players) {
        RippleSeatRow seat;
        seat.player = player.player;
        seat.name = player.name;
        seat.isHuman = player.isHuman;
        seat.isCurrent = player.isCurrent;
        seat.playingBelow = player.player == big;
        seat.faceDown = player.faceDown;
        seat.liveScore = player.liveScore;
        seat.total = player.total;
        seat.endedRound = player.endedRound;
        seats.append(seat);
    }
    if (seats.size() != m_seats.rows().size())
        m_seats.resetRows(seats);
    else
        m_seats.setRows(seats);
    Q_EMIT selectionChanged();
}

void RippleGame::actionCommitted(int actor, const QString& action)
{
    m_committedActor = actor;
    m_committedAction = action;
}

RippleGame::Moment RippleGame::momentOf(int actor, const QString& action, const Observation& after)
{
    const RippleState* game = ripple();
    if (!game || actor < 0 || actor >= after.playerCount || actor >= int(m_shownBeaches.size()))
        return {};
    // The action that ended a round is shown by the round's scoring view (every card turned up
    // then, and a new round dealt after it): no moment on the table.
    if (game->isFinished() || game->round() != m_shownRound)
        return {};
    // The engine's move: its own (a table here), or as the position after it shows it (an online
    // table's position has no moves: RippleState::moveSeenAfter).
    std::optional<Move> move;
    if (!game->moves().empty())
        move = game->moves().back();
    else if (const auto parsed = Action::parse(action.toStdString()))
        move = game->moveSeenAfter(*parsed, actor);
    if (move && move->roundEnded)
        return {};
    const BeachNews news = beachNews(game->catalogue(), m_shownBeaches[std::size_t(actor)],
                                     after.beaches[std::size_t(actor)]);
    Moment moment;
    moment.player = actor;
    auto mark = [&moment](int slot, const QString& kind) {
        QString& here = moment.kinds[std::size_t(slot)];
        if (here.isEmpty())
            here = kind;
    };
    for (const BlockScore& block : news.blocks)
        for (int c = block.firstColumn; c < block.firstColumn + block.columns; ++c) {
            mark(c, QStringLiteral("block"));
            mark(c + kColumnCount, QStringLiteral("block"));
        }
    for (int c : news.matchedColumns) {
        mark(c, QStringLiteral("match"));
        mark(c + kColumnCount, QStringLiteral("match"));
    }
    for (int slot : news.completedCombos)
        mark(slot, QStringLiteral("combo"));
    moment.block = !news.blocks.empty();
    moment.match = !news.matchedColumns.empty();
    moment.combo = !news.completedCombos.empty();
    if (move && move->action.kind == ActionKind::Stack && move->player == actor) {
        moment.stack = !move->completedCombo;
        if (moment.stack)
            mark(move->action.slot.index, QStringLiteral("stack"));
    }
    if (!moment.block && !moment.match && !moment.combo && !moment.stack)
        return {};
    moment.ripple = move && move->ripple;
    moment.extraTurn = move && move->extraTurn;
    moment.serial = ++m_momentSerial;
    return moment;
}

void RippleGame::refreshScoring()
{
    const RippleState* game = ripple();
    if (!game)
        return;
    const Catalogue& cat = game->catalogue();
    const int n = game->playerCount();
    const RoundResult* result =
        m_scoringRound > 0 && m_scoringRound <= scoredRounds() ? &game->roundResults()[std::size_t(m_scoringRound - 1)] : nullptr;
    QList<RipplePlayerRow> players = m_players.rows();
    for (int p = 0; p < n; ++p) {
        QList<RippleSlotRow> rows;
        RipplePlayerRow& player = players[p];
        player.scoreSlots = player.scoreBlocks = player.scorePenalty = player.scoreTotal = 0;
        player.scoreEnded = false;
        player.blocks.clear();
        if (result) {
            const ScoreBreakdown& score = result->scores[std::size_t(p)];
            player.scoreSlots = score.slotPoints;
            player.scoreBlocks = score.blockPoints;
            player.scorePenalty = score.penalty;
            player.scoreTotal = score.total;
            player.scoreEnded = score.endedRound;
            std::array<int, kColumnCount> blockOfColumn;
            blockOfColumn.fill(-1);
            for (int b = 0; b < int(score.blocks.size()); ++b) {
                const BlockScore& block = score.blocks[std::size_t(b)];
                for (int c = block.firstColumn; c < block.firstColumn + block.columns; ++c)
                    blockOfColumn[std::size_t(c)] = b;
                player.blocks << QVariantMap{{QStringLiteral("firstColumn"), block.firstColumn},
                                             {QStringLiteral("columns"), block.columns},
                                             {QStringLiteral("points"), block.points},
                                             {QStringLiteral("icon"), iconId(block.icon)}};
            }
            for (int s = 0; s < kSlotCount; ++s) {
                const SlotScore& slot = score.slots[std::size_t(s)];
                RippleSlotRow row;
                row.slot = s;
                row.up = true;
                row.icon = iconId(slot.card.icon);
                row.name = cardTitle(slot.card);
                row.value = slot.faceValue;
                row.combo = slot.card.combo;
                if (slot.card.combo) {
                    row.need1 = iconId(slot.card.needs[0]);
                    row.need2 = iconId(slot.card.needs[1]);
                    row.bonus = cat.bonus(slot.card).value_or(0);
                    for (const Card& c : slot.stacked) {
                        row.stacked << iconId(c.icon);
                        row.has1 = row.has1 || c.icon == slot.card.needs[0];
                        row.has2 = row.has2 || c.icon == slot.card.needs[1];
                    }
                }
                row.completed = slot.completedCombo;
                row.matched = slot.matched;
                row.scored = true;
                row.points = slot.points;
                row.stackedPoints = slot.stackedPoints;
                row.block = blockOfColumn[std::size_t(Slot{s}.column())];
                QString why = slot.completedCombo ? tr("completed combo, %1").arg(slot.topPoints)
                              : slot.matched      ? tr("matched, 0")
                                                  : tr("%n point(s)", "", slot.topPoints);
                if (!slot.stacked.empty())
                    why += tr(", stacked cards %1").arg(slot.stackedPoints);
                row.description = tr("%1's slot %2: %3, %4").arg(playerName(p)).arg(s).arg(row.name, why);
                rows.append(row);
            }
        }
        m_players.scoreBeach(p)->setRows(rows);
    }
    for (int p = n; p < kMaxPlayers; ++p)
        m_players.scoreBeach(p)->setRows({});
    m_players.setRows(players);
}

// ---------------------------------------------------------------------------------------------
// Log sentences: the engine's (RippleState::describe), seats named

QString RippleGame::actionWords(int actor, const QString& action) const
{
    const auto parsed = Action::parse(action.toStdString());
    if (!parsed)
        return action;
    // An online table's position has no moves, but every card a Ripple move names is face up just
    // after it: the engine's own sentence, the one a table at one screen logs (issue 44: online
    // it named no card, "Ben placed the card in slot 2").
    if (const RippleState* after = ripple())
        if (const auto move = after->moveSeenAfter(*parsed, actor))
            return named(after->describe(*move, tidepool::kTable));
    const QString who = playerName(actor);
    const int slot = parsed->slot.index;
    switch (parsed->kind) {
    case ActionKind::Reveal: return tr("%1 turned up slots %2 and %3.").arg(who).arg(slot).arg(parsed->second.index);
    case ActionKind::Draw: return tr("%1 drew a card.").arg(who);
    case ActionKind::Take: return tr("%1 took the top card of %2's discard pile.").arg(who, playerName(parsed->pile.owner));
    case ActionKind::Place: return tr("%1 placed the card in slot %2.").arg(who).arg(slot);
    case ActionKind::Stack: return tr("%1 stacked the card behind the combo in slot %2.").arg(who).arg(slot);
    case ActionKind::Discard: return tr("%1 discarded the card in play.").arg(who);
    case ActionKind::Flip: return tr("%1 turned up slot %2.").arg(who).arg(slot);
    }
    return action;
}

QString RippleGame::describeLastAction(const tidepool::State& state) const
{
    const auto& game = static_cast<const RippleState&>(state);
    return game.moves().empty() ? QString() : named(game.describe(game.moves().back(), tidepool::kTable));
}

QStringList RippleGame::actionSounds(const tidepool::State& state) const
{
    // From the engine's Move: the card, a ripple (the card about to be discarded placed or stacked,
    // ruling 7), an extra turn earned, a rebuilt draw pile (ruling 11), a round scored.
    const auto& game = static_cast<const RippleState&>(state);
    if (game.moves().empty())
        return {};
    const Move& move = game.moves().back();
    QStringList sounds{QStringLiteral("card")};
    if (move.ripple)
        sounds << QStringLiteral("splash");
    if (move.extraTurn)
        sounds << QStringLiteral("extra-turn");
    if (move.reshuffled)
        sounds << QStringLiteral("shuffle");
    if (move.roundEnded)
        sounds << QStringLiteral("round-end");
    return sounds;
}

void RippleGame::fillSeat(int player, Seat& seat) const
{
    int down = 0;
    for (const BeachCard& c : ripple()->beach(player))
        down += c.up ? 0 : 1;
    seat.handSize = down;
}

QString RippleGame::tutorialPointer(const QString& action, const HandItem& handItem) const
{
    Q_UNUSED(handItem);
    const QStringList parts = action.split(QLatin1Char(' '));
    const QString verb = parts.value(0);
    if (verb == QLatin1String("draw"))
        return QStringLiteral("drawPile");
    if (verb == QLatin1String("take"))
        return QStringLiteral("pile") + parts.value(1);
    if (verb == QLatin1String("discard"))
        return QStringLiteral("discardButton");
    return QStringLiteral("slot") + parts.value(1);
}

// The app's entry for Ripple (app/gameregistry.h).
TIDEPOOL_REGISTER_APP_GAME(ripple, {
    "ripple",
    [](QObject* parent) -> GameSession* { return new RippleGame(parent); },
    "ripple/RipplePage.qml",
    "ripple/RippleRules.qml",
    "ripple/RippleCardScene.qml",
    "ripple-card-back",
    0.7,
    ":/tutorials/ripple.json",
    {"GamesModel", QT_TRANSLATE_NOOP("GamesModel", "A beach card game of matches, block sets and combos")},
    {"NewGamePage", QT_TRANSLATE_NOOP("NewGamePage", "On: the slots where your card makes a match or joins a combo light up, and so do ripples.")},
    // A card game, not a race.
    {"NewGamePage", QT_TRANSLATE_NOOP("NewGamePage", "Start the game")},
})

namespace {
// For lupdate (never used): the engine's title as the home screen and saved games show it.
[[maybe_unused]] const char* const rippleTitle[] = {QT_TRANSLATE_NOOP("GamesModel", "Ripple")};
} // namespace

} // namespace tidepool::app
