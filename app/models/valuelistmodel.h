#pragma once
// A list model over a QList of plain values. setRows() keeps views in step with the smallest
// change: rows removed or inserted at the end when the size changes, dataChanged for rows that
// differ. resetRows() is for a new game. Derived models add Q_OBJECT, roles and data().
#include <QAbstractListModel>
#include <QList>

namespace tidepool::app {

template <class T>
class ValueListModel : public QAbstractListModel
{
public:
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    const QList<T>& rows() const { return m_rows; }

    void setRows(const QList<T>& next)
    {
        if (next.size() < m_rows.size()) {
            beginRemoveRows({}, int(next.size()), int(m_rows.size()) - 1);
            m_rows.resize(next.size());
            endRemoveRows();
        }
        for (qsizetype i = 0; i < m_rows.size(); ++i) {
            if (!(m_rows[i] == next[i])) {
                m_rows[i] = next[i];
                Q_EMIT dataChanged(index(int(i)), index(int(i)));
            }
        }
        if (next.size() > m_rows.size()) {
            beginInsertRows({}, int(m_rows.size()), int(next.size()) - 1);
            for (qsizetype i = m_rows.size(); i < next.size(); ++i)
                m_rows.append(next[i]);
            endInsertRows();
        }
    }

    void resetRows(const QList<T>& next)
    {
        beginResetModel();
        m_rows = next;
        endResetModel();
    }

protected:
    const T* row(const QModelIndex& index) const
    {
        if (!index.isValid() || index.row() < 0 || index.row() >= m_rows.size())
            return nullptr;
        return &m_rows[index.row()];
    }

    QList<T> m_rows;
};

} // namespace tidepool::app
