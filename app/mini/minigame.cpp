#include "minigame.h"
#include "gameregistry.h"
#include "reasontext.h"

#include <algorithm>

namespace tidepool::app {

using namespace tidepool::mini;

namespace {

QString letter(Color color) { return QString(QChar(toChar(color))); }
QString tileName(Tile tile) { return QString::fromStdString(tile.toString()); }

QString tileList(const std::vector<Tile>& tiles, bool alternatives = false)
{
    QStringList names;
    for (Tile t : tiles)
        names << tileName(t);
    if (names.size() <= 1)
        return names.join(QString());
    const QString last = names.takeLast();
    return (alternatives ? MiniGame::tr("%1 or %2") : MiniGame::tr("%1 and %2")).arg(names.join(QStringLiteral(", ")), last);
}

QStringList tileStrings(const std::vector<Tile>& tiles)
{
    QStringList names;
    for (Tile t : tiles)
        names << tileName(t);
    return names;
}

QVariantList rowStrings(const Row& row)
{
    QVariantList stacks;
    for (const Stack& stack : row.stacks)
        stacks.append(tileStrings(stack));
    return stacks;
}

QString cardLabel(Card card)
{
    return QString::fromStdString(card.displayName());
}

QString cardKind(Card card)
{
    return card.isColored() ? QStringLiteral("color") : card.isMulticolor() ? QStringLiteral("multi") : QStringLiteral("shake");
}

QString stackLabel(int index, int size)
{
    if (index == 0)
        return MiniGame::tr("the front stack");
    if (index == size - 1)
        return MiniGame::tr("the back stack");
    return MiniGame::tr("stack %1").arg(index + 1);
}

/// A tile in words, for a screen reader: "red tile 1", "black tile 2" (its colour's letter and number).
QString tileWords(const QString& color, int number)
{
    static const QHash<QString, const char*> names = {
        {QStringLiteral("R"), QT_TRANSLATE_NOOP("tidepool::app::MiniGame", "red tile %1")},
        {QStringLiteral("Y"), QT_TRANSLATE_NOOP("tidepool::app::MiniGame", "yellow tile %1")},
        {QStringLiteral("G"), QT_TRANSLATE_NOOP("tidepool::app::MiniGame", "green tile %1")},
        {QStringLiteral("B"), QT_TRANSLATE_NOOP("tidepool::app::MiniGame", "blue tile %1")},
        {QStringLiteral("P"), QT_TRANSLATE_NOOP("tidepool::app::MiniGame", "purple tile %1")},
        {QStringLiteral("K"), QT_TRANSLATE_NOOP("tidepool::app::MiniGame", "black tile %1")},
    };
    const auto it = names.find(color);
    return it == names.end() ? color + QString::number(number) : MiniGame::tr(it.value()).arg(number);
}

} // namespace

// ---------------------------------------------------------------------------------------------

QVariant MiniTileModel::data(const QModelIndex& index, int role) const
{
    const MiniTileRow* t = row(index);
    if (!t)
        return {};
    switch (role) {
    case TileRole: return t->tile;
    case ColorRole: return t->color;
    case NumberRole: return t->number;
    case StackRole: return t->stack;
    case HeightRole: return t->height;
    case StackSizeRole: return t->stackSize;
    case OutIndexRole: return t->outIndex;
    case OutRaceRole: return t->outRace;
    case IsTargetRole: return t->isTarget;
    case NoEffectRole: return t->noEffect;
    case LandingRole: return t->landing;
    case LandingStackRole: return t->landingStack;
    case LandingHeightRole: return t->landingHeight;
    case MovedRole: return t->moved;
    case RankRole: return t->rank;
    case OwnerRole: return t->owner;
    case Qt::DisplayRole:
    case DescriptionRole: return t->description;
    case SpokenNameRole: return t->spokenName;
    case PlaceRole: return t->place;
    }
    return {};
}

QHash<int, QByteArray> MiniTileModel::roleNames() const
{
    return {{TileRole, "tile"},           {ColorRole, "color"},       {NumberRole, "number"},
            {StackRole, "stack"},         {HeightRole, "level"},      {StackSizeRole, "stackSize"},
            {OutIndexRole, "outIndex"},   {OutRaceRole, "outRace"},   {IsTargetRole, "isTarget"},
            {NoEffectRole, "noEffect"},   {RankRole, "rank"},         {OwnerRole, "owner"},
            {DescriptionRole, "description"}, {MovedRole, "moved"},
            {SpokenNameRole, "spokenName"}, {PlaceRole, "place"},
            {LandingRole, "landing"},     {LandingStackRole, "landingStack"}, {LandingHeightRole, "landingHeight"}};
}

// ---------------------------------------------------------------------------------------------

MiniGame::MiniGame(QObject* parent) : HandGame(QStringLiteral("mini"), parent), m_tiles(this) {}

const MiniState* MiniGame::mini() const { return static_cast<const MiniState*>(state()); }

bool MiniGame::advanced() const { return mini() && mini()->rules().advanced(); }
bool MiniGame::openEnds() const { return mini() && mini()->rules().openEnds; }
int MiniGame::round() const { return mini() ? mini()->round() : 1; }
int MiniGame::lettuce() const { return mini() ? mini()->lettuce() : 0; }
int MiniGame::rowSize() const { return mini() ? mini()->row().size() : 0; }
int MiniGame::tallestStack() const
{
    int tallest = 0;
    if (mini())
        for (const Stack& stack : mini()->row().stacks)
            tallest = std::max(tallest, int(stack.size()));
    return tallest;
}

QStringList MiniGame::outTiles() const { return mini() ? tileStrings(mini()->out()) : QStringList(); }

QString MiniGame::viewerColor() const
{
    if (!mini() || viewer() < 0)
        return {};
    return letter(mini()->colorOf(viewer()));
}

int MiniGame::drawPileCount() const { return mini() ? int(mini()->drawPile().size()) : 0; }
int MiniGame::discardCount() const { return mini() ? int(mini()->discardPile().size()) : 0; }

QString MiniGame::lastMovedTile() const
{
    if (!mini() || mini()->moves().empty())
        return {};
    const Move& move = mini()->moves().back();
    return move.changed && move.action.tile ? tileName(*move.action.tile) : QString();
}

std::optional<Card> MiniGame::selected() const
{
    if (m_selected < 0 || m_selected >= m_hand.rows().size())
        return std::nullopt;
    const auto card = Card::parse(m_hand.rows()[m_selected].card.toStdString());
    return card ? std::optional<Card>(*card) : std::nullopt;
}

QString MiniGame::selectedKind() const
{
    const auto card = selected();
    return card ? cardKind(*card) : QString();
}

bool MiniGame::selectedHasNoTile() const
{
    const auto card = selected();
    return card && mini() && targets(mini()->row(), *card).empty();
}

QString MiniGame::prompt() const
{
    if (!mini() || finished() || handoverPending())
        return {};
    if (!viewerToAct())
        return tr("%1 is playing").arg(currentPlayerName());
    const auto card = selected();
    if (!card)
        return tr("Choose a card to play");
    const Row& row = mini()->row();
    const std::vector<Tile> aims = targets(row, *card);
    if (aims.empty())
        return card->isShake() ? tr("Shake: no stack has two tiles, so it changes nothing")
                               : tr("%1 has no tile to aim at: it changes nothing").arg(cardLabel(*card));
    if (card->isShake())
        return tr("Shake: choose the bottom tile of a stack (%1)").arg(tileList(aims, true));
    if (aims.size() == 1)
        return tr("%1: choose %2").arg(cardLabel(*card), tileName(aims.front()));
    if (card->isColored())
        return tr("%1: choose %2").arg(cardLabel(*card), tileList(aims, true));
    return tr("%1: choose any tile").arg(cardLabel(*card));
}

bool MiniGame::betweenRaces() const
{
    if (!mini() || finished() || mini()->moves().empty() ||
        (m_raceSeenAt == actionCount() && m_raceSeenState == state()))
        return false;
    const Move& move = mini()->moves().back();
    return !move.raceEnds.empty() && !move.raceEnds.back().gameOver;
}

MiniRaceEnd MiniGame::raceSummary(const RaceEnd& end) const
{
    MiniRaceEnd race;
    race.race = end.race;
    race.player = end.player;
    race.playerName = playerName(end.player);
    race.ranking = tileStrings(end.ranking);
    race.finished = tileStrings(end.finished);
    race.passedOver = tileStrings(end.passedOver);
    race.row = rowStrings(end.row);
    race.nextRow = rowStrings(end.nextRow);
    race.gameOver = end.gameOver;
    return race;
}

QVariantList MiniGame::races() const
{
    QVariantList list;
    if (!mini())
        return list;
    for (const Move& move : mini()->moves())
        for (const RaceEnd& end : move.raceEnds)
            list.append(QVariant::fromValue(raceSummary(end)));
    return list;
}

MiniRaceEnd MiniGame::lastRace() const
{
    const QVariantList all = races();
    return all.isEmpty() ? MiniRaceEnd() : all.back().value<MiniRaceEnd>();
}

QString MiniGame::resultReason() const
{
    if (!mini() || !finished())
        return {};
    const QString reason = QString::fromStdString(mini()->winReason());
    return capitalized(tidepool::app::withPlayerNames(reason, [this](int p) { return playerName(p); }, gameName())) +
           QLatin1Char('.');
}

bool MiniGame::playWithNoTile()
{
    if (m_selected < 0) {
        Q_EMIT notice(viewerToAct() ? tr("Choose a card first") : tr("It is not your turn"));
        return false;
    }
    return applyAction(m_hand.rows()[m_selected].card + QStringLiteral(" -"));
}

QString MiniGame::backerOf(const QString& tile) const
{
    const auto t = Tile::parse(tile.toStdString());
    if (!t)
        return {};
    const QString colour = letter(t->color);
    for (const Seat& seat : seats()->rows())
        if (seat.color == colour)
            return seat.name;
    return {};
}

QString MiniGame::explainPlay(const QString& tile) const
{
    const auto card = selected();
    const auto t = Tile::parse(tile.toStdString());
    if (!mini() || !card || !t || !checkPlay(mini()->rules(), mini()->row(), Action{*card, *t}))
        return {};
    return QString::fromStdString(explain(mini()->rules(), mini()->row(), Action{*card, *t}));
}

bool MiniGame::playChangesRow(const QString& tile) const
{
    const auto card = selected();
    const auto t = Tile::parse(tile.toStdString());
    if (!mini() || !card || !t)
        return false;
    const Action action{*card, *t};
    return checkPlay(mini()->rules(), mini()->row(), action) && hasEffect(mini()->rules(), mini()->row(), action);
}

void MiniGame::continueRace()
{
    if (!betweenRaces())
        return;
    m_raceSeenAt = actionCount();
    m_raceSeenState = state();
    changed();
}

void MiniGame::refresh()
{
    m_selected = -1;
    if (!mini()) {
        m_tiles.setRows({});
        m_hand.setRows({});
        m_lastMoveText.clear();
        Q_EMIT selectionChanged();
        return;
    }
    m_lastMoveText = describeLastAction(*mini());
    refreshSelection();
}

void MiniGame::refreshSelection()
{
    const MiniState* game = mini();
    if (!game)
        return;
    const Observation obs = game->observation(viewer());
    const Rules& rules = obs.rules;
    const Row& row = obs.row;
    const bool acting = viewerToAct();

    std::optional<Card> chosen;
    if (m_selected >= 0 && m_selected < int(obs.hand.size()))
        chosen = obs.hand[std::size_t(m_selected)];

    // The engine's legal plays for the viewer's hand (only meaningful on their turn).
    const std::vector<Action> legal = legalActions(rules, row, obs.hand);
    QList<CardRow> hand;
    for (int i = 0; i < int(obs.hand.size()); ++i) {
        const Card card = obs.hand[std::size_t(i)];
        CardRow r;
        r.card = QString::fromStdString(card.toString());
        r.label = cardLabel(card);
        r.kind = cardKind(card);
        r.color = card.isColored() ? letter(card.color) : QString();
        r.steps = card.steps();
        for (const Action& action : legal) {
            if (!(action.card == card))
                continue;
            r.playable = true;
            if (hasEffect(rules, row, action))
                r.effective = true;
        }
        if (!r.playable)
            r.reason = tr("This card can't be played now");
        else if (!r.effective)
            r.reason = card.isShake() ? tr("No stack to shake: it changes nothing")
                                      : tr("Every play with it changes nothing");
        r.selected = i == m_selected;
        hand.append(r);
    }
    m_hand.setRows(hand);

    const std::vector<Tile> aims = chosen ? targets(row, *chosen) : std::vector<Tile>{};
    const bool highlight = acting && learningMode() && chosen.has_value();
    const std::vector<Tile> ranking = obs.ranking;
    // What the last turn moved or shook (with the riders it carried), for the view to point at.
    std::vector<Tile> moved;
    if (!game->moves().empty()) {
        const Move& last = game->moves().back();
        if (last.changed && last.action.tile) {
            moved.push_back(*last.action.tile);
            moved.insert(moved.end(), last.carried.begin(), last.carried.end());
        }
    }
    QList<MiniTileRow> tiles;
    for (Tile t : allTiles()) {
        MiniTileRow r;
        r.tile = tileName(t);
        r.color = letter(t.color);
        r.number = t.number;
        const Row::Place place = row.find(t);
        if (place.stack >= 0) {
            const Stack& stack = row.stacks[std::size_t(place.stack)];
            r.stack = place.stack;
            r.height = place.height;
            r.stackSize = int(stack.size());
        } else {
            const auto it = std::find(obs.out.begin(), obs.out.end(), t);
            if (it != obs.out.end()) {
                r.outIndex = int(it - obs.out.begin());
                r.outRace = obs.outRaces[std::size_t(r.outIndex)];
            }
            r.stackSize = 0;
        }
        const bool aimed = std::find(aims.begin(), aims.end(), t) != aims.end() &&
                           checkPlay(rules, row, Action{*chosen, t});
        r.isTarget = highlight && aimed;
        r.noEffect = r.isTarget && !hasEffect(rules, row, Action{*chosen, t});
        if (r.isTarget && !r.noEffect) {
            // The move preview: where the engine's rule would take it.
            const Landing landing = mini::landing(rules, row, Action{*chosen, t});
            r.landing = landing.kind == Landing::Onto ? QStringLiteral("onto")
                      : landing.kind == Landing::NewFront ? QStringLiteral("front")
                      : landing.kind == Landing::NewBack ? QStringLiteral("back") : QString();
            r.landingStack = landing.stack;
            r.landingHeight = landing.kind == Landing::Onto ? int(row.stacks[std::size_t(landing.stack)].size()) : 0;
        }
        r.moved = std::find(moved.begin(), moved.end(), t) != moved.end();
        const auto rankIt = std::find(ranking.begin(), ranking.end(), t);
        r.rank = rankIt == ranking.end() ? 0 : int(rankIt - ranking.begin()) + 1;
        // The viewer's own secret colour is shown only on the card they hold to peek (hot seat:
        // others may be looking); every colour at the end.
        for (int p = 0; p < obs.playerCount; ++p)
            if ((obs.colors[std::size_t(p)] == t.color && (p != viewer() || game->isFinished())) ||
                (revealAll() && game->colorOf(p) == t.color))
                r.owner = playerName(p);
        // Said in words first, with the letters the tile shows: "Green tile 2 (G2)".
        const QString words = capitalized(tileWords(r.color, r.number));
        r.spokenName = t.isBlack() ? tr("%1 (%2), nobody's").arg(words, r.tile) : tr("%1 (%2)").arg(words, r.tile);
        QString where;
        if (place.stack >= 0) {
            where = stackLabel(place.stack, row.size());
            if (place.stack > 0 && place.stack < row.size() - 1)
                where += tr(" of %1").arg(row.size());
            const Stack& stack = row.stacks[std::size_t(place.stack)];
            if (place.height > 0)
                where += tr(", riding on %1").arg(tileName(stack[std::size_t(place.height - 1)]));
            const std::vector<Tile> riders = row.riders(t);
            if (!riders.empty())
                where += tr(", carrying %1").arg(tileList(riders));
        } else if (r.outIndex >= 0) {
            where = tr("finished in race %1").arg(r.outRace);
        }
        r.place = where;
        r.description = where.isEmpty() ? r.spokenName : r.spokenName + QStringLiteral(", ") + where;
        tiles.append(r);
    }
    m_tiles.setRows(tiles);
    Q_EMIT selectionChanged();
}

QString MiniGame::describeLastAction(const tidepool::State& state) const
{
    // The engine's sentence (MiniState::describe), seats named.
    const auto& game = static_cast<const MiniState&>(state);
    return game.moves().empty() ? QString() : named(game.describe(game.moves().back(), tidepool::kTable));
}

QStringList MiniGame::actionSounds(const tidepool::State& state) const
{
    // From the engine's Move: the card, the tiles moving (a move or a shake that changed the row),
    // a landing on a stack (Move::onto), a reshuffled draw pile, lettuces laid out by the draws and
    // a race's end.
    const auto& game = static_cast<const MiniState&>(state);
    if (game.moves().empty())
        return {};
    const Move& move = game.moves().back();
    QStringList sounds{QStringLiteral("card")};
    if (move.changed)
        sounds << QStringLiteral("step");
    if (move.onto)
        sounds << QStringLiteral("stack");
    if (move.reshuffled)
        sounds << QStringLiteral("shuffle");
    if (move.lettuces > 0)
        sounds << QStringLiteral("lettuce");
    if (!move.raceEnds.empty())
        sounds << QStringLiteral("round-end");
    return sounds;
}

QString MiniGame::actionWords(int actor, const QString& action) const
{
    const auto parsed = Action::parse(action.toStdString());
    if (!parsed)
        return action;
    const QString who = playerName(actor);
    if (!parsed->tile)
        return tr("%1 played %2 with no effect.").arg(who, cardLabel(parsed->card));
    return tr("%1 played %2 on %3.").arg(who, cardLabel(parsed->card), tileName(*parsed->tile));
}

QString MiniGame::tableSummary() const
{
    if (!mini())
        return {};
    // The tiles' rows as the row shows them: from the front stack to the back, each bottom to top.
    const QList<MiniTileRow>& rows = m_tiles.rows();
    const int size = rowSize();
    QStringList stacks;
    for (int stack = 0; stack < size; ++stack) {
        std::vector<std::pair<int, QString>> here;
        for (const MiniTileRow& row : rows)
            if (row.stack == stack)
                here.emplace_back(row.height, tileWords(row.color, row.number));
        if (here.empty())
            continue;
        std::sort(here.begin(), here.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        QStringList tiles;
        for (const auto& [height, words] : here)
            tiles << words;
        const QString where = capitalized(stackLabel(stack, size));
        stacks << (tiles.size() == 1 ? tr("%1: %2").arg(where, tiles.front())
                                     : tr("%1: %2, bottom to top").arg(where, tiles.join(QStringLiteral(", "))));
    }
    QStringList parts;
    if (advanced())
        parts << tr("Race %1.").arg(round());
    parts << tr("The row from the front: %1.").arg(stacks.join(QStringLiteral("; ")));
    QStringList out;
    for (const QString& tile : outTiles())
        out << tileWords(tile.left(1), tile.mid(1).toInt());
    if (!out.isEmpty())
        parts << tr("Finished: %1.").arg(out.join(QStringLiteral(", ")));
    parts << tr("%1 of 3 lettuces laid out.").arg(lettuce());
    parts << tr("Draw pile: %n card(s).", "", drawPileCount());
    const PlayedCard played = lastPlayed();
    parts << (played.label.isEmpty() ? tr("No card played yet.") : tr("Last card played: %1.").arg(played.label));
    return parts.join(QLatin1Char(' '));
}

HandGame::PlayedCard MiniGame::lastPlayed() const
{
    if (!mini())
        return {};
    // At an online table the position is built from this seat's observation, which has no move
    // history: there the top of the face-up discard pile is the card last played.
    const auto& moves = mini()->moves();
    const auto& discard = mini()->discardPile();
    if (moves.empty() && discard.empty())
        return {};
    const Card card = moves.empty() ? discard.back() : moves.back().action.card;
    return {QString::fromStdString(card.toString()), cardLabel(card), cardKind(card),
            card.isColored() ? letter(card.color) : QString(), card.steps()};
}

QString MiniGame::targetRefusal(const QString& card, const QString& tile) const
{
    const auto parsed = Card::parse(card.toStdString());
    const auto t = Tile::parse(tile.toStdString());
    if (!mini() || !parsed || !t)
        return {};
    const tidepool::Outcome outcome = checkPlay(mini()->rules(), mini()->row(), Action{*parsed, *t});
    return outcome ? QString() : QString::fromStdString(outcome.reason());
}

QString MiniGame::targetItem(const QString& tile) const
{
    return tile == QLatin1String("-") ? QStringLiteral("playWithNoTileButton") : QStringLiteral("tile-") + tile;
}

int MiniGame::handSizeOf(int player) const { return int(mini()->hand(player).size()); }
QString MiniGame::colorLetterOf(int player) const { return letter(mini()->colorOf(player)); }
bool MiniGame::colorsShown() const { return mini()->isFinished() || revealAll(); }

// The app's entry for Turtle Race Mini (app/gameregistry.h).
TIDEPOOL_REGISTER_APP_GAME(mini, {
    "mini",
    [](QObject* parent) -> GameSession* { return new MiniGame(parent); },
    "mini/MiniPage.qml",
    "mini/MiniRules.qml",
    "mini/MiniCardScene.qml",
    "mini-multicolour",
    1.5,
    ":/tutorials/mini.json",
    {"GamesModel", QT_TRANSLATE_NOOP("GamesModel", "A boardless turtle race, with a multi-round advanced game")},
    {"NewGamePage", QT_TRANSLATE_NOOP("NewGamePage", "On: playable cards and tiles light up, and every card you can't play says why.")},
    {"NewGamePage", QT_TRANSLATE_NOOP("NewGamePage", "Start the race")},
    {{"mini-advanced", ":/tutorials/mini-advanced.json",
      {"GamesModel", QT_TRANSLATE_NOOP("GamesModel", "Learn the advanced game")}}},
})

namespace {
// For lupdate (never used): the engine's title as the home screen and saved games show it
// (enginetext.h gameTitle), and the names of the option choices (enginetext.h choiceName).
[[maybe_unused]] const char* const miniTitleAndChoices[] = {
    QT_TRANSLATE_NOOP("GamesModel", "Turtle Race Mini"),
    QT_TRANSLATE_NOOP("mini", "Basic"), QT_TRANSLATE_NOOP("mini", "Advanced"),
};
} // namespace

} // namespace tidepool::app
