#include "ribbitgame.h"
#include "gameregistry.h"
#include "reasontext.h"

#include <algorithm>

namespace tidepool::app {

using namespace tidepool::ribbit;

namespace {

QString letter(Color color) { return QString(QChar(toChar(color))); }

QString colorLabel(Color color)
{
    switch (color) {
    case Color::Red: return RibbitGame::tr("red");
    case Color::Yellow: return RibbitGame::tr("yellow");
    case Color::Green: return RibbitGame::tr("green");
    case Color::Blue: return RibbitGame::tr("blue");
    case Color::Purple: return RibbitGame::tr("purple");
    }
    return {};
}

QString colorList(const std::vector<Color>& colors)
{
    QStringList names;
    for (Color c : colors)
        names << colorLabel(c);
    if (names.size() <= 1)
        return names.join(QString());
    const QString last = names.takeLast();
    return RibbitGame::tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

QString cardLabel(Card card)
{
    return QString::fromStdString(card.displayName());
}

QString spaceLabel(int space, int finish)
{
    if (space == 0)
        return RibbitGame::tr("START");
    if (space == finish)
        return RibbitGame::tr("the lettuce");
    return RibbitGame::tr("space %1").arg(space);
}

} // namespace

// ---------------------------------------------------------------------------------------------

QVariant TurtleModel::data(const QModelIndex& index, int role) const
{
    const TurtleRow* t = row(index);
    if (!t)
        return {};
    switch (role) {
    case ColorRole: return t->color;
    case SpaceRole: return t->space;
    case StackIndexRole: return t->stackIndex;
    case StackCountRole: return t->stackCount;
    case HeightRole: return t->height;
    case StackSizeRole: return t->stackSize;
    case IsLastRole: return t->isLast;
    case IsTargetRole: return t->isTarget;
    case MovedRole: return t->moved;
    case LandingSpaceRole: return t->landingSpace;
    case LandingStackRole: return t->landingStack;
    case LandingStackCountRole: return t->landingStackCount;
    case LandingHeightRole: return t->landingHeight;
    case RankRole: return t->rank;
    case OwnerRole: return t->owner;
    case Qt::DisplayRole:
    case DescriptionRole: return t->description;
    }
    return {};
}

QHash<int, QByteArray> TurtleModel::roleNames() const
{
    return {{ColorRole, "color"},   {SpaceRole, "space"},         {StackIndexRole, "stackIndex"},
            {StackCountRole, "stackCount"}, {HeightRole, "height"}, {StackSizeRole, "stackSize"},
            {IsLastRole, "isLast"}, {IsTargetRole, "isTarget"},   {RankRole, "rank"},
            {OwnerRole, "owner"},   {DescriptionRole, "description"}, {MovedRole, "moved"},
            {LandingSpaceRole, "landingSpace"}, {LandingStackRole, "landingStack"},
            {LandingStackCountRole, "landingStackCount"}, {LandingHeightRole, "landingHeight"}};
}

// ---------------------------------------------------------------------------------------------

RibbitGame::RibbitGame(QObject* parent)
    : HandGame(QStringLiteral("ribbit"), parent), m_turtles(this), m_ranking(this)
{
    m_ranking.setSourceModel(&m_turtles);
    m_ranking.setSortRole(TurtleModel::RankRole);
    m_ranking.setDynamicSortFilter(true);
    m_ranking.sort(0); // QSortFilterProxyModel sorts stably: ties keep colour order
}

const RibbitState* RibbitGame::ribbit() const { return static_cast<const RibbitState*>(state()); }

int RibbitGame::trackLength() const { return ribbit() ? ribbit()->rules().trackLength : 10; }
bool RibbitGame::startStacked() const { return ribbit() && ribbit()->rules().startStacked; }
bool RibbitGame::openColors() const { return ribbit() && ribbit()->rules().openColors; }
bool RibbitGame::colorsPublic() const
{
    return ribbit() && (ribbit()->rules().openColors || ribbit()->isFinished() || revealAll());
}

QString RibbitGame::viewerColor() const
{
    if (!ribbit() || viewer() < 0)
        return {};
    return letter(ribbit()->colorOf(viewer()));
}

int RibbitGame::drawPileCount() const { return ribbit() ? int(ribbit()->drawPile().size()) : 0; }

namespace {
QString cardKind(Card card)
{
    return card.isColored() ? QStringLiteral("color") : card.isRainbow() ? QStringLiteral("rainbow") : QStringLiteral("last");
}
} // namespace

bool RibbitGame::mustDiscard() const
{
    if (!viewerToAct())
        return false;
    const auto legal = tidepool::legalActionsOf(*ribbit());
    return !legal.empty() && legal.front().isDiscard();
}

QString RibbitGame::prompt() const
{
    if (!ribbit() || finished() || handoverPending())
        return {};
    if (!viewerToAct())
        return tr("%1 is playing").arg(currentPlayerName());
    if (mustDiscard())
        return m_selected < 0 ? tr("No card can be played: choose one to discard")
                              : tr("Discard %1 with no effect").arg(m_hand.rows()[m_selected].label);
    if (m_selected < 0)
        return tr("Choose a card to play");
    const Card card = *Card::parse(m_hand.rows()[m_selected].card.toStdString());
    std::vector<Color> targets;
    for (Color c : kColors)
        if (checkPlay(ribbit()->rules(), ribbit()->track(), card, c))
            targets.push_back(c);
    if (targets.size() == 1)
        return tr("%1: choose the %2 turtle").arg(cardLabel(card), colorLabel(targets.front()));
    return tr("%1: choose a turtle to move (%2)").arg(cardLabel(card), colorList(targets));
}

QString RibbitGame::resultReason() const
{
    if (!ribbit() || !finished())
        return {};
    const QString reason = QString::fromStdString(ribbit()->winReason());
    return capitalized(tidepool::app::withPlayerNames(reason, [this](int p) { return playerName(p); }, gameName())) +
           QLatin1Char('.');
}

bool RibbitGame::discardSelected()
{
    if (m_selected < 0) {
        Q_EMIT notice(tr("Choose a card to discard first"));
        return false;
    }
    return applyAction(QStringLiteral("discard ") + m_hand.rows()[m_selected].card);
}

void RibbitGame::refresh()
{
    m_selected = -1;
    if (!ribbit()) {
        m_turtles.setRows({});
        m_hand.setRows({});
        m_lastMoveText.clear();
        Q_EMIT selectionChanged();
        return;
    }
    m_lastMoveText = describeLastAction(*ribbit());
    refreshSelection();
}

void RibbitGame::refreshSelection()
{
    const RibbitState* game = ribbit();
    if (!game)
        return;
    const Observation obs = game->observation(viewer());
    const Rules& rules = obs.rules;
    const bool acting = viewerToAct();

    std::optional<Card> selected;
    if (m_selected >= 0 && m_selected < int(obs.hand.size()))
        selected = obs.hand[std::size_t(m_selected)];

    QList<CardRow> hand;
    for (int i = 0; i < int(obs.hand.size()); ++i) {
        const Card card = obs.hand[std::size_t(i)];
        const tidepool::Outcome playable = checkCard(rules, obs.track, card);
        CardRow row;
        row.effective = true; // Ribbit does not tell plays that change nothing apart
        row.card = QString::fromStdString(card.toString());
        row.label = cardLabel(card);
        row.kind = cardKind(card);
        row.color = card.isColored() ? letter(card.color) : QString();
        row.steps = card.steps();
        row.playable = bool(playable);
        row.reason = playable ? QString() : capitalized(QString::fromStdString(playable.reason()));
        row.selected = i == m_selected;
        hand.append(row);
    }
    m_hand.setRows(hand);

    // What the last turn moved (the turtle played on and its riders), for the view to point at.
    std::vector<Color> moved;
    if (!game->moves().empty()) {
        const Move& last = game->moves().back();
        if (last.action.turtle && last.from != last.to) {
            moved.push_back(*last.action.turtle);
            moved.insert(moved.end(), last.carried.begin(), last.carried.end());
        }
    }
    const RankingGroups groups = obs.ranking;
    const int rear = obs.track.rearmost();
    QList<TurtleRow> turtles;
    for (Color c : kColors) {
        const Track::Place place = obs.track.find(c);
        const auto& stacks = obs.track.spaces[std::size_t(place.space)];
        const Stack& stack = stacks[std::size_t(place.stack)];
        TurtleRow row;
        row.color = letter(c);
        row.space = place.space;
        row.stackIndex = place.stack;
        row.stackCount = int(stacks.size());
        row.height = place.height;
        row.stackSize = int(stack.size());
        row.isLast = place.space == rear;
        row.isTarget = acting && learningMode() && selected && checkPlay(rules, obs.track, *selected, c);
        if (row.isTarget) {
            // The move preview: where the engine's move would leave it.
            const Action action{*selected, c};
            const Track::Place landing = ribbit::landing(rules, obs.track, action);
            row.landingSpace = landing.space;
            row.landingStack = landing.stack;
            row.landingStackCount = landing.space >= 0 ? int(applyMove(rules, obs.track, action).spaces[std::size_t(landing.space)].size()) : 1;
            row.landingHeight = landing.height;
        }
        row.moved = std::find(moved.begin(), moved.end(), c) != moved.end();
        int rank = 1;
        for (const auto& group : groups) {
            if (std::find(group.begin(), group.end(), c) != group.end())
                break;
            rank += int(group.size());
        }
        row.rank = rank;
        // The viewer's own secret colour is shown only on the card they hold to peek (hot seat:
        // others may be looking), other colours as the observation has them (open colours, the end).
        for (int p = 0; p < obs.playerCount; ++p)
            if ((obs.colors[std::size_t(p)] == c && (p != viewer() || colorsPublic())) || (revealAll() && game->colorOf(p) == c))
                row.owner = playerName(p);
        const std::vector<Color> riders(stack.begin() + place.height + 1, stack.end());
        // Capitalized as a whole: the colour comes first in English, not in every language.
        QString description = capitalized(tr("%1 turtle, %2").arg(colorLabel(c), spaceLabel(place.space, rules.finish())));
        if (!riders.empty())
            description += tr(", carrying %1").arg(colorList(riders));
        if (place.height > 0)
            description += tr(", riding on %1").arg(colorLabel(stack[std::size_t(place.height - 1)]));
        row.description = description;
        turtles.append(row);
    }
    m_turtles.setRows(turtles);
    Q_EMIT selectionChanged();
}

QString RibbitGame::actionWords(int actor, const QString& action) const
{
    const auto parsed = Action::parse(action.toStdString());
    if (!parsed)
        return action;
    const QString who = playerName(actor);
    if (parsed->isDiscard() || !parsed->turtle)
        return tr("%1 discarded %2.").arg(who, cardLabel(parsed->card));
    return tr("%1 played %2 on the %3 turtle.").arg(who, cardLabel(parsed->card), colorLabel(*parsed->turtle));
}

QString RibbitGame::tableSummary() const
{
    if (!ribbit())
        return {};
    // The turtles' rows as the track shows them: from the lettuce back to START, each stack
    // bottom to top.
    const QList<TurtleRow>& rows = m_turtles.rows();
    const int finish = trackLength() - 1;
    QStringList stacks;
    for (int space = finish; space >= 0; --space) {
        // The stacks side by side on this space (START's, with Start stacked off), each bottom first.
        std::vector<std::vector<Color>> here;
        for (int stack = 0;; ++stack) {
            std::vector<std::pair<int, Color>> turtles;
            for (const TurtleRow& row : rows)
                if (row.space == space && row.stackIndex == stack)
                    turtles.emplace_back(row.height, parseColor(row.color.toStdString()).value_or(Color::Red));
            if (turtles.empty())
                break;
            std::sort(turtles.begin(), turtles.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
            std::vector<Color> colors;
            for (const auto& [height, color] : turtles)
                colors.push_back(color);
            here.push_back(std::move(colors));
        }
        if (here.empty())
            continue;
        const QString where = capitalized(spaceLabel(space, finish));
        const bool allAlone = std::all_of(here.begin(), here.end(), [](const auto& c) { return c.size() == 1; });
        if (here.size() > 1 && allAlone) {
            // "START: red, yellow and blue, side by side" (it read "START: red; START: yellow; ...").
            std::vector<Color> alone;
            for (const auto& colors : here)
                alone.push_back(colors.front());
            stacks << tr("%1: %2, side by side").arg(where, colorList(alone));
            continue;
        }
        for (const auto& colors : here)
            stacks << (colors.size() == 1 ? tr("%1: %2").arg(where, colorLabel(colors.front()))
                                          : tr("%1: %2, bottom to top").arg(where, colorList(colors)));
    }
    QStringList parts;
    parts << tr("The track from the lettuce back: %1.").arg(stacks.join(QStringLiteral("; ")));
    parts << tr("Draw pile: %n card(s).", "", drawPileCount());
    const PlayedCard played = lastPlayed();
    parts << (played.label.isEmpty() ? tr("No card played yet.") : tr("Last card played: %1.").arg(played.label));
    return parts.join(QLatin1Char(' '));
}

QString RibbitGame::describeLastAction(const tidepool::State& state) const
{
    // The engine's sentence (RibbitState::describe), seats named.
    const auto& game = static_cast<const RibbitState&>(state);
    return game.moves().empty() ? QString() : named(game.describe(game.moves().back(), tidepool::kTable));
}

QStringList RibbitGame::actionSounds(const tidepool::State& state) const
{
    // From the engine's Move: the card, the turtle's step, its landing on a stack (Move::onto),
    // the lettuce reached (the race's end) and a reshuffled draw pile.
    const auto& game = static_cast<const RibbitState&>(state);
    if (game.moves().empty())
        return {};
    const Move& move = game.moves().back();
    QStringList sounds{QStringLiteral("card")};
    if (move.from != move.to)
        sounds << QStringLiteral("step");
    if (move.onto)
        sounds << QStringLiteral("stack");
    if (move.finished)
        sounds << QStringLiteral("lettuce");
    if (move.reshuffled)
        sounds << QStringLiteral("shuffle");
    return sounds;
}

HandGame::PlayedCard RibbitGame::lastPlayed() const
{
    if (!ribbit() || ribbit()->playedCards().empty())
        return {};
    const Card card = ribbit()->playedCards().back();
    return {QString::fromStdString(card.toString()), cardLabel(card), cardKind(card),
            card.isColored() ? letter(card.color) : QString(), card.steps()};
}

QString RibbitGame::targetRefusal(const QString& card, const QString& turtle) const
{
    const auto color = parseColor(turtle.toStdString());
    const auto parsed = Card::parse(card.toStdString());
    if (!ribbit() || !color || !parsed)
        return {};
    const tidepool::Outcome outcome = checkPlay(ribbit()->rules(), ribbit()->track(), *parsed, *color);
    return outcome ? QString() : QString::fromStdString(outcome.reason());
}

QString RibbitGame::targetItem(const QString& turtle) const { return QStringLiteral("turtle-") + turtle; }

int RibbitGame::handSizeOf(int player) const { return int(ribbit()->hand(player).size()); }
QString RibbitGame::colorLetterOf(int player) const { return letter(ribbit()->colorOf(player)); }
bool RibbitGame::colorsShown() const { return colorsPublic(); }

// The app's entry for Ribbit (app/gameregistry.h).
TIDEPOOL_REGISTER_APP_GAME(ribbit, {
    "ribbit",
    [](QObject* parent) -> GameSession* { return new RibbitGame(parent); },
    "ribbit/RibbitPage.qml",
    "ribbit/RibbitRules.qml",
    "ribbit/RibbitCardScene.qml",
    "turtle-G",
    1.5,
    ":/tutorials/ribbit.json",
    {"GamesModel", QT_TRANSLATE_NOOP("GamesModel", "A turtle race where every player secretly backs one colour")},
    {"NewGamePage", QT_TRANSLATE_NOOP("NewGamePage", "On: playable cards and turtles light up, and every card you can't play says why.")},
    {"NewGamePage", QT_TRANSLATE_NOOP("NewGamePage", "Start the race")},
})

namespace {
// For lupdate (never used): the engine's title as the home screen and saved games show it
// (enginetext.h gameTitle), and the names of the option choices (enginetext.h choiceName).
[[maybe_unused]] const char* const ribbitTitleAndChoices[] = {
    QT_TRANSLATE_NOOP("GamesModel", "Ribbit"),
    QT_TRANSLATE_NOOP("ribbit", "Classic"),   QT_TRANSLATE_NOOP("ribbit", "Ribbit text"),
    QT_TRANSLATE_NOOP("ribbit", "Forbidden"), QT_TRANSLATE_NOOP("ribbit", "No effect"),
};
} // namespace

} // namespace tidepool::app
