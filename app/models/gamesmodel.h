#pragma once
#include "gameregistry.h"
#include "valuelistmodel.h"

#include <QtQml/qqmlregistration.h>

namespace tidepool::app {

struct GameRow
{
    QString name;  ///< the engine's GameInfo::name
    QString title; ///< the engine's GameInfo::title, in English
    tidepool::app::EntryText tagline; ///< one line for the home screen (the app's registry entry)
    bool available = false;
    int minPlayers = 2;
    int maxPlayers = 5;
    std::vector<tidepool::app::AppLesson> lessons; ///< guided games after the first (the registry entry's)
    bool operator==(const GameRow&) const = default;
};

/// The home screen's games: every game the engine knows (tidepool::games()), with its app entry or
/// listed as coming.
class GamesModel : public tidepool::app::ValueListModel<GameRow>
{
    Q_OBJECT
    QML_ELEMENT
public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        TitleRole,
        TaglineRole,
        AvailableRole,
        MinPlayersRole,
        MaxPlayersRole,
        /// The guided games after "Learn to play": a list of {name, label} maps (label translated).
        LessonsRole
    };
    Q_ENUM(Role)
    explicit GamesModel(QObject* parent = nullptr);
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
};

} // namespace tidepool::app
