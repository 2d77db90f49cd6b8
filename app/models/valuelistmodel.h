#pragma once
// A list model over a QList of plain values. setRows() keeps views in step with the smallest
// change, so that a view rebuilds or renames only what changed (a screen reader hears every
// renamed delegate: issue 43): for a row type with `bool sameItem(const T&) const` (the same card,
// whatever its state), rows of the same items stay and the others are removed or inserted where
// they are; otherwise rows are kept by position (removed or inserted at the end when the size
// changes). Either way dataChanged comes only for a kept row whose values differ. resetRows() is
// for a new game. Derived models add Q_OBJECT, roles and data().
#include <QAbstractListModel>
#include <QList>

#include <algorithm>
#include <concepts>

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
        if constexpr (requires(const T& a, const T& b) { { a.sameItem(b) } -> std::convertible_to<bool>; })
            setRowsByItem(next);
        else
            setRowsByPosition(next);
    }

    void resetRows(const QList<T>& next)
    {
        beginResetModel();
        m_rows = next;
        endResetModel();
    }

private:
    /// Rows kept by position: the first rows change in place, the rest are removed or added at the end.
    void setRowsByPosition(const QList<T>& next)
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

    /// Rows kept by item (T::sameItem: the same card, the same seat): the longest run of items in
    /// both lists, in order, stays (each changed in place where its values differ); every other
    /// old row is removed and every other new row inserted where it goes. A card played from the
    /// middle of a hand removes that card's row alone, the others keep their delegates.
    void setRowsByItem(const QList<T>& next)
    {
        const qsizetype n = m_rows.size();
        const qsizetype m = next.size();
        // common[i][j]: the longest common run of m_rows[i..] and next[j..] (hands and seats are small).
        QList<QList<int>> common(n + 1, QList<int>(m + 1, 0));
        for (qsizetype i = n - 1; i >= 0; --i)
            for (qsizetype j = m - 1; j >= 0; --j)
                common[i][j] = m_rows[i].sameItem(next[j]) ? common[i + 1][j + 1] + 1
                                                          : std::max(common[i + 1][j], common[i][j + 1]);
        QList<bool> oldKept(n, false);
        QList<bool> newKept(m, false);
        for (qsizetype i = 0, j = 0; i < n && j < m;) {
            if (m_rows[i].sameItem(next[j]) && common[i][j] == common[i + 1][j + 1] + 1) {
                oldKept[i++] = true;
                newKept[j++] = true;
            } else if (common[i + 1][j] >= common[i][j + 1]) {
                ++i;
            } else {
                ++j;
            }
        }
        for (qsizetype i = n - 1; i >= 0; --i) {
            if (oldKept[i])
                continue;
            beginRemoveRows({}, int(i), int(i));
            m_rows.removeAt(i);
            endRemoveRows();
        }
        for (qsizetype j = 0; j < m; ++j) {
            if (newKept[j])
                continue;
            beginInsertRows({}, int(j), int(j));
            m_rows.insert(j, next[j]);
            endInsertRows();
        }
        for (qsizetype j = 0; j < m; ++j) {
            if (!(m_rows[j] == next[j])) {
                m_rows[j] = next[j];
                Q_EMIT dataChanged(index(int(j)), index(int(j)));
            }
        }
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
