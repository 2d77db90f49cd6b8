#include "gamesmodel.h"

#include "appsettings.h"
#include "core/game.h"
#include "enginetext.h"
#include "gameregistry.h"

namespace tidepool::app {

GamesModel::GamesModel(QObject* parent) : ValueListModel(parent)
{
    // Every game the engine knows, in its order, with its title and seat range; the app's registry
    // (gameregistry.h) gives the tagline, and a game without an app entry is listed as coming.
    for (const tidepool::GameInfo& info : tidepool::games()) {
        const tidepool::app::AppGame* entry = tidepool::app::findAppGame(QString::fromStdString(info.name));
        GameRow row{QString::fromStdString(info.name), QString::fromStdString(info.title), {}, entry != nullptr,
                    info.minPlayers, info.maxPlayers, {}};
        if (entry) {
            row.tagline = {entry->tagline.context, entry->tagline.text};
            row.lessons = entry->lessons;
        }
        m_rows.append(row);
    }
    // Titles and taglines are translated when read: tell the views when the language changes.
    connect(LanguageNotifier::instance(), &LanguageNotifier::languageChanged, this, [this] {
        if (!m_rows.isEmpty())
            Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1), {Qt::DisplayRole, TitleRole, TaglineRole, LessonsRole});
    });
}

QVariant GamesModel::data(const QModelIndex& index, int role) const
{
    const GameRow* game = row(index);
    if (!game)
        return {};
    switch (role) {
    case NameRole: return game->name;
    case Qt::DisplayRole:
    case TitleRole: return tidepool::app::gameTitle(game->title.toStdString());
    case TaglineRole: return game->tagline.translated();
    case AvailableRole: return game->available;
    case MinPlayersRole: return game->minPlayers;
    case MaxPlayersRole: return game->maxPlayers;
    case LessonsRole: {
        QVariantList lessons;
        for (const tidepool::app::AppLesson& lesson : game->lessons)
            lessons.append(QVariantMap{{QStringLiteral("name"), QString::fromLatin1(lesson.name)},
                                       {QStringLiteral("label"), lesson.button.translated()}});
        return lessons;
    }
    }
    return {};
}

QHash<int, QByteArray> GamesModel::roleNames() const
{
    return {{NameRole, "name"},           {TitleRole, "title"},           {TaglineRole, "tagline"},
            {AvailableRole, "available"}, {MinPlayersRole, "minPlayers"}, {MaxPlayersRole, "maxPlayers"},
            {LessonsRole, "lessons"}};
}

} // namespace tidepool::app
