#include "gameregistry.h"

#include <cstring>

#include "appsettings.h"
#include "core/game.h"
#include "enginetext.h"
#include "gamesession.h"

#include <QCoreApplication>
#include <QQmlEngine>

namespace tidepool::app {

namespace {

// A function-local static, so that registrations from other files' static initialisers find it made.
std::vector<AppGame>& registered()
{
    static std::vector<AppGame> all;
    return all;
}

} // namespace

QString EntryText::translated() const { return *text ? QCoreApplication::translate(context, text) : QString(); }

bool EntryText::operator==(const EntryText& other) const
{
    return qstrcmp(context, other.context) == 0 && qstrcmp(text, other.text) == 0;
}

bool registerAppGame(AppGame game)
{
    registered().push_back(std::move(game));
    return true;
}

std::vector<const AppGame*> appGames()
{
    std::vector<const AppGame*> list;
    for (const tidepool::GameInfo& info : tidepool::games())
        for (const AppGame& game : registered())
            if (info.name == game.name)
                list.push_back(&game);
    return list;
}

const AppGame* findAppGame(const QString& name)
{
    for (const AppGame* game : appGames())
        if (name == QLatin1String(game->name))
            return game;
    return nullptr;
}

bool AppLesson::operator==(const AppLesson& other) const
{
    return std::strcmp(name, other.name) == 0 && std::strcmp(tutorial, other.tutorial) == 0 && button == other.button;
}

QString tutorialScript(const QString& name)
{
    for (const AppGame* game : appGames()) {
        if (name == QLatin1String(game->name))
            return QString::fromLatin1(game->tutorial);
        for (const AppLesson& lesson : game->lessons)
            if (name == QLatin1String(lesson.name))
                return QString::fromLatin1(lesson.tutorial);
    }
    return {};
}

QString tutorialNames(const QString& lastSeparator)
{
    QStringList names;
    for (const AppGame* game : appGames()) {
        names << QString::fromLatin1(game->name);
        for (const AppLesson& lesson : game->lessons)
            names << QString::fromLatin1(lesson.name);
    }
    return joinedList(names, lastSeparator);
}

QString joinedList(const QStringList& items, const QString& lastSeparator)
{
    QString joined;
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (i > 0)
            joined += i + 1 == items.size() ? lastSeparator : QStringLiteral(", ");
        joined += items[i];
    }
    return joined;
}

QString appGameNames(const QString& lastSeparator)
{
    QStringList names;
    for (const AppGame* game : appGames())
        names << QString::fromLatin1(game->name);
    return joinedList(names, lastSeparator);
}


namespace {

/// The names of the game's further guided games (AppLesson::name), in order.
QStringList lessonNames(const AppGame& game)
{
    QStringList names;
    for (const AppLesson& lesson : game.lessons)
        names << QString::fromLatin1(lesson.name);
    return names;
}

QVariantMap entryMap(const AppGame& game)
{
    const tidepool::GameInfo* info = tidepool::findGame(game.name);
    return {
        {QStringLiteral("name"), QString::fromLatin1(game.name)},
        {QStringLiteral("title"), info ? gameTitle(info->title) : QString::fromLatin1(game.name)},
        {QStringLiteral("page"), QString::fromLatin1(game.page)},
        {QStringLiteral("rules"), QString::fromLatin1(game.rules)},
        {QStringLiteral("cardScene"), QString::fromLatin1(game.cardScene)},
        {QStringLiteral("icon"), QString::fromLatin1(game.icon)},
        {QStringLiteral("iconAspect"), game.iconAspect},
        {QStringLiteral("tutorial"), QString::fromLatin1(game.tutorial)},
        {QStringLiteral("tagline"), game.tagline.translated()},
        {QStringLiteral("learningOn"), game.learningOn.translated()},
        {QStringLiteral("startLabel"), game.startLabel.translated()},
        {QStringLiteral("lessons"), lessonNames(game)},
        {QStringLiteral("minPlayers"), info ? info->minPlayers : 2},
        {QStringLiteral("maxPlayers"), info ? info->maxPlayers : 2},
    };
}

} // namespace

GameRegistry::GameRegistry(QObject* parent) : QObject(parent)
{
    connect(LanguageNotifier::instance(), &LanguageNotifier::languageChanged, this, &GameRegistry::gamesChanged);
}

QVariantList GameRegistry::games() const
{
    QVariantList list;
    for (const AppGame* game : appGames())
        list.append(entryMap(*game));
    return list;
}

QVariantMap GameRegistry::byName() const
{
    QVariantMap map;
    for (const AppGame* game : appGames())
        map.insert(QString::fromLatin1(game->name), entryMap(*game));
    return map;
}

QString GameRegistry::firstGame() const
{
    const std::vector<const AppGame*> list = appGames();
    return list.empty() ? QString() : QString::fromLatin1(list.front()->name);
}

GameSession* GameRegistry::session(const QString& name)
{
    for (const auto& [game, session] : m_sessions)
        if (game == name)
            return session;
    const AppGame* game = findAppGame(name);
    if (!game)
        return nullptr;
    GameSession* session = game->makeSession(this);
    QQmlEngine::setObjectOwnership(session, QQmlEngine::CppOwnership);
    m_sessions.emplace_back(name, session);
    return session;
}

QString GameRegistry::fileUrl(const QString& name, const QString& which) const
{
    const AppGame* game = findAppGame(name);
    if (!game)
        return {};
    const char* file = which == QLatin1String("page")        ? game->page
                       : which == QLatin1String("rules")     ? game->rules
                       : which == QLatin1String("cardScene") ? game->cardScene
                                                             : "";
    if (!*file)
        return {};
    // A path relative to qml/ (the Tidepool module's files), or a whole URL (a game whose views
    // are resources of its own folder, as the example game's are: tests/example_game/).
    const QString path = QLatin1String(file);
    return path.startsWith(QLatin1String("qrc:")) ? path : QStringLiteral("qrc:/Tidepool/") + path;
}

} // namespace tidepool::app
