#pragma once
// The app's game registry: one self-registered entry per game (the OpenSpiel REGISTER_SPIEL_GAME
// idea), next to the game's controller (app/<game>/), holding everything the shared screens need
// to know about it: the controller's factory, the QML files of its table, rules and home-card
// picture, its guided game, and the few sentences said in the game's own words. Home, the new-game
// page, the rules page, the guided games and Main.qml are built from it, so no shared file of app/
// or qml/ names a game (tests/app/check_game_names.sh). The game's fixed facts (title, seat range,
// options) are the engine's `GameInfo` (engine/core/game.h), never repeated here.
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <vector>

#include "gamesession.h"

namespace tidepool::app {

/// A sentence of an entry, kept in English and translated when read: the translation context and
/// the source text, `{"Context", QT_TRANSLATE_NOOP("Context", "text")}` (the macro gives only the
/// text; it marks it for lupdate).
struct EntryText
{
    const char* context = "";
    const char* text = "";
    QString translated() const;
    bool operator==(const EntryText& other) const;
};

/// A guided game after a game's first one (a variant's lesson): its name for Tutorial::start() and
/// `--tutorial` (unique among the games' and lessons' names, e.g. "mini-advanced"), its script (a
/// resource, docs/architecture.md "Guided first games") and the home card's button for it.
struct AppLesson
{
    const char* name = "";
    const char* tutorial = "";
    EntryText button;
    bool operator==(const AppLesson& other) const;
};

/// One game as the app shows it. Paths of QML files are relative to qml/ ("ribbit/RibbitPage.qml"),
/// or whole qrc URLs for views kept in a resource of the game's own folder (the example game's, tests/example_game/).
struct AppGame
{
    /// The engine's `GameInfo::name` ("ribbit"); an entry whose game the engine lacks is not listed.
    const char* name = "";
    /// Makes the game's controller (a GameSession subclass), owned by `parent`.
    std::function<GameSession*(QObject* parent)> makeSession;
    /// The table page: a root item with `game` (GameSession) and the signals homeRequested(),
    /// settingsRequested() and rulesRequested().
    const char* page = "";
    /// The rules reference's section: a root item with `session` (GameSession, may be null).
    const char* rules = "";
    /// The picture on the home screen's card: a root item filling the card's scene.
    const char* cardScene = "";
    /// The rules page's small picture beside the title: the art's name (qrc:/art/<name>.svg: the
    /// shared resources/art/ or the game's own qml/<game>/art/)
    /// and its width over its height.
    const char* icon = "";
    double iconAspect = 1.0;
    /// The guided first game's script (a resource, docs/architecture.md "Guided first games").
    const char* tutorial = "";
    /// The home card's line under the title.
    EntryText tagline;
    /// The new-game page's line for learning mode on, in the game's words (what lights up).
    EntryText learningOn;
    /// The new-game page's start button ("Start the race").
    EntryText startLabel;
    /// More guided games, each offered by its own button on the home card after "Learn to play".
    std::vector<AppLesson> lessons = {};
};

/// Adds a game; called once per game by TIDEPOOL_REGISTER_APP_GAME at static initialisation.
/// Returns true (so that it can initialise a static).
bool registerAppGame(AppGame game);
/// Every registered game that the engine knows, in the engine's order (`tidepool::games()`).
std::vector<const AppGame*> appGames();
/// The registered game called `name`, or nullptr.
const AppGame* findAppGame(const QString& name);
/// The script (a resource path) of the guided game called `name`: a game's first one by the game's
/// name, a further one by its AppLesson::name; "" when there is none.
QString tutorialScript(const QString& name);
/// Every guided game's name joined for a message: "ribbit, mini, mini-advanced or ripple" (English
/// only, as the command-line names are).
QString tutorialNames(const QString& lastSeparator);
/// `items` joined as a list is read: ", " between, `lastSeparator` (" and ") before the last.
QString joinedList(const QStringList& items, const QString& lastSeparator);
/// The registered games' names joined for a message: "ribbit, mini or ripple" (English only, as the
/// command-line names are).
QString appGameNames(const QString& lastSeparator);

} // namespace tidepool::app

/// Registers a game's entry from its own source file: `TIDEPOOL_REGISTER_APP_GAME(ribbit, {...})`.
#define TIDEPOOL_REGISTER_APP_GAME(id, ...)                                                          \
    namespace {                                                                                      \
    [[maybe_unused]] const bool tidepoolAppGameRegistered_##id = tidepool::app::registerAppGame(__VA_ARGS__); \
    }

namespace tidepool::app {

/// The registry for the views: each game's entry as a map, the shared controller of each game, and
/// the QML file of its page (Main.qml loads a game's page through it).
class GameRegistry : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /// Every game, in the engine's order: maps with name, title, page, rules, cardScene, icon,
    /// iconAspect, tutorial, tagline, learningOn, startLabel (translated; again on a language switch)
    /// lessons (the names of its further guided games, AppLesson::name), minPlayers and maxPlayers
    /// (the seats its rules allow, GameInfo).
    Q_PROPERTY(QVariantList games READ games NOTIFY gamesChanged)
    /// The same maps by game name.
    Q_PROPERTY(QVariantMap byName READ byName NOTIFY gamesChanged)
    /// The first game's name (what a file that can't be read opens with, what F1 at home shows).
    Q_PROPERTY(QString firstGame READ firstGame CONSTANT)

public:
    explicit GameRegistry(QObject* parent = nullptr);

    QVariantList games() const;
    QVariantMap byName() const;
    QString firstGame() const;

    /// The game's one controller for ordinary play (made on first use, owned by the registry);
    /// null for a game that isn't registered.
    Q_INVOKABLE tidepool::app::GameSession* session(const QString& name);
    /// The qrc URL of a QML file of an entry (`page`, `rules`, `cardScene`), "" when unknown.
    Q_INVOKABLE QString fileUrl(const QString& name, const QString& which) const;

Q_SIGNALS:
    void gamesChanged();

private:
    std::vector<std::pair<QString, GameSession*>> m_sessions;
};

} // namespace tidepool::app
