#include "gamesmodel.h"

#include "appsettings.h"
#include "core/game.h"

GamesModel::GamesModel(QObject* parent) : ValueListModel(parent)
{
    // The three games of Tidepool; those the engine does not know yet are listed as coming.
    const struct
    {
        const char* name;
        const char* title;
        const char* tagline;
        int minPlayers, maxPlayers;
        bool hasScreen; // the app has a game screen for it
    } all[] = {
        {"ribbit", QT_TR_NOOP("Ribbit"), QT_TR_NOOP("A turtle race where every player secretly backs one colour"), 2, 5, true},
        {"mini", QT_TR_NOOP("Turtle Race Mini"), QT_TR_NOOP("A boardless turtle race, with a multi-round advanced game"), 2, 5, true},
        {"ripple", QT_TR_NOOP("Ripple"), QT_TR_NOOP("A beach card game of matches, block sets and combos"), 2, 6, true},
    };
    for (const auto& game : all) {
        GameRow row{QString::fromLatin1(game.name), QString::fromLatin1(game.title), QString::fromLatin1(game.tagline),
                    game.hasScreen && tidepool::findGame(game.name) != nullptr, game.minPlayers, game.maxPlayers};
        m_rows.append(row);
    }
    // Titles and taglines are translated when read: tell the views when the language changes.
    connect(LanguageNotifier::instance(), &LanguageNotifier::languageChanged, this, [this] {
        if (!m_rows.isEmpty())
            emit dataChanged(index(0), index(int(m_rows.size()) - 1), {Qt::DisplayRole, TitleRole, TaglineRole});
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
    case TitleRole: return tr(game->title.toLatin1().constData());
    case TaglineRole: return tr(game->tagline.toLatin1().constData());
    case AvailableRole: return game->available;
    case MinPlayersRole: return game->minPlayers;
    case MaxPlayersRole: return game->maxPlayers;
    }
    return {};
}

QHash<int, QByteArray> GamesModel::roleNames() const
{
    return {{NameRole, "name"},           {TitleRole, "title"},           {TaglineRole, "tagline"},
            {AvailableRole, "available"}, {MinPlayersRole, "minPlayers"}, {MaxPlayersRole, "maxPlayers"}};
}
