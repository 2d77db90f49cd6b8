#include "piggame.h"

#include "gameregistry.h"
#include "reasontext.h"

#include "engine/pig.h"

namespace tidepool::app {

using tidepool::pig::PigState;

PigGame::PigGame(QObject* parent) : GameSession(QStringLiteral("pig"), parent) {}

const PigState* PigGame::pig() const { return dynamic_cast<const PigState*>(state()); }

bool PigGame::isLegal(const QString& action) const
{
    return pig() && viewerToAct() && !pig()->isFinished() && pig()->check(action.toStdString());
}

QString PigGame::named(const std::string& text) const
{
    return withPlayerNames(QString::fromStdString(text), [this](int p) { return playerName(p); }, gameName());
}

QVariantList PigGame::scores() const
{
    QVariantList list;
    if (const PigState* game = pig())
        for (int p = 0; p < game->playerCount(); ++p)
            list << game->score(p);
    return list;
}

int PigGame::turnPoints() const { return pig() ? pig()->turnPoints() : 0; }
int PigGame::target() const { return pig() ? pig()->rules().target : 0; }

int PigGame::lastRoll() const
{
    const PigState* game = pig();
    return game && !game->moves().empty() ? game->moves().back().roll : 0;
}

int PigGame::bonusCard() const
{
    const PigState* game = pig();
    if (!game || handoverPending() || viewer() < 0)
        return -1;
    return game->card(viewer());
}

QString PigGame::resultReason() const
{
    if (!pig() || !finished())
        return {};
    return capitalized(named(pig()->winReason())) + QLatin1Char('.');
}

QString PigGame::tableSummary() const
{
    const PigState* game = pig();
    if (!game)
        return {};
    QStringList parts;
    for (int p = 0; p < game->playerCount(); ++p)
        parts << tr("%1: %2 banked").arg(playerName(p)).arg(game->score(p));
    return tr("Target %1. %2. This turn: %3 points.").arg(game->rules().target).arg(parts.join(QStringLiteral(", "))).arg(game->turnPoints());
}

void PigGame::refresh()
{
    const PigState* game = pig();
    m_lastMoveText = game ? describeLastAction(*game) : QString();
}

QString PigGame::describeLastAction(const tidepool::State& state) const
{
    const auto& game = static_cast<const PigState&>(state);
    return game.moves().empty() ? QString() : capitalized(named(game.describe(game.moves().back(), tidepool::kTable))) + QLatin1Char('.');
}

void PigGame::fillSeat(int player, Seat& seat) const
{
    Q_UNUSED(player);
    Q_UNUSED(seat); // no colour and no hand to show
}

QString PigGame::tutorialPointer(const QString& action, const HandItem&) const
{
    return action == QLatin1String("roll") ? QStringLiteral("rollButton") : QStringLiteral("holdButton");
}

// The example game's entry (app/gameregistry.h): its views are resources of this folder, at
// qrc:/example/pig/ (tests/example_game/CMakeLists.txt), so their paths are whole URLs.
TIDEPOOL_REGISTER_APP_GAME(pig, {
    "pig",
    [](QObject* parent) -> GameSession* { return new PigGame(parent); },
    "qrc:/example/pig/PigPage.qml",
    "qrc:/example/pig/PigRules.qml",
    "qrc:/example/pig/PigCardScene.qml",
    "",
    1.0,
    ":/example/pig/tutorial.json",
    {"pig", QT_TRANSLATE_NOOP("pig", "Roll the die or hold: the example game kept in the tests")},
    {"pig", QT_TRANSLATE_NOOP("pig", "On: Roll and Hold say what they would do.")},
    {"pig", QT_TRANSLATE_NOOP("pig", "Start rolling")},
})

} // namespace tidepool::app
