#include "logmodel.h"

namespace tidepool::app {

QVariant LogModel::data(const QModelIndex& index, int role) const
{
    const LogEntry* entry = row(index);
    if (!entry)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case TextRole: return entry->text;
    case PlayerRole: return entry->player;
    }
    return {};
}

QHash<int, QByteArray> LogModel::roleNames() const { return {{TextRole, "text"}, {PlayerRole, "player"}}; }

void LogModel::append(int player, const QString& text)
{
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
    m_rows.append(LogEntry{player, text});
    endInsertRows();
}

} // namespace tidepool::app
