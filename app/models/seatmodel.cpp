#include "seatmodel.h"

namespace tidepool::app {

SeatModel::SeatModel(QObject* parent) : ValueListModel(parent)
{
    // Every change of the rows passes through these signals (ValueListModel::setRows, resetRows).
    connect(this, &QAbstractItemModel::dataChanged, this, &SeatModel::updateNames);
    connect(this, &QAbstractItemModel::rowsInserted, this, &SeatModel::updateNames);
    connect(this, &QAbstractItemModel::rowsRemoved, this, &SeatModel::updateNames);
    connect(this, &QAbstractItemModel::modelReset, this, &SeatModel::updateNames);
}

void SeatModel::updateNames()
{
    QStringList names;
    for (const Seat& seat : rows())
        names << seat.name;
    if (names == m_names)
        return;
    m_names = names;
    Q_EMIT namesChanged();
}

QVariant SeatModel::data(const QModelIndex& index, int role) const
{
    const Seat* seat = row(index);
    if (!seat)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case NameRole: return seat->name;
    case KindRole: return seat->kind;
    case IsHumanRole: return seat->kind == QLatin1String("human");
    case IsCurrentRole: return seat->isCurrent;
    case ColorRole: return seat->color;
    case HandSizeRole: return seat->handSize;
    case IsWinnerRole: return seat->isWinner;
    case IsViewerRole: return seat->isViewer;
    }
    return {};
}

QHash<int, QByteArray> SeatModel::roleNames() const
{
    return {{NameRole, "name"},         {KindRole, "kind"},         {IsHumanRole, "isHuman"},
            {IsCurrentRole, "isCurrent"}, {ColorRole, "color"},      {HandSizeRole, "handSize"},
            {IsWinnerRole, "isWinner"},   {IsViewerRole, "isViewer"}};
}

} // namespace tidepool::app
