#pragma once
#include "valuelistmodel.h"

#include <QtQml/qqmlregistration.h>

namespace tidepool::app {

struct LogEntry
{
    int player = -1; ///< the seat that acted, -1 for the game itself
    QString text;
    bool operator==(const LogEntry&) const = default;
};

/// The game log: one plain sentence per action, oldest first.
class LogModel : public tidepool::app::ValueListModel<LogEntry>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The log belongs to a game")
public:
    enum Role {
        TextRole = Qt::UserRole + 1, ///< QString
        PlayerRole,                  ///< int
    };
    Q_ENUM(Role)
    using ValueListModel::ValueListModel;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    void append(int player, const QString& text);
};

} // namespace tidepool::app
