#pragma once
#include "valuelistmodel.h"

#include <QtQml/qqmlregistration.h>

struct GameRow
{
    QString name;    ///< "ribbit"
    QString title;   ///< "Ribbit"
    QString tagline; ///< one line for the home screen
    bool available = false;
    int minPlayers = 2;
    int maxPlayers = 5;
    bool operator==(const GameRow&) const = default;
};

/// The home screen's games: every game of Tidepool, built or coming.
class GamesModel : public tidepool::app::ValueListModel<GameRow>
{
    Q_OBJECT
    QML_ELEMENT
public:
    enum Role { NameRole = Qt::UserRole + 1, TitleRole, TaglineRole, AvailableRole, MinPlayersRole, MaxPlayersRole };
    Q_ENUM(Role)
    explicit GamesModel(QObject* parent = nullptr);
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
};
