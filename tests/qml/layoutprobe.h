#pragma once
// LayoutProbe (QML singleton `LayoutProbe`, module TidepoolTest, tests only): counts how often each
// item under a page changes its size, so that tst_settle.qml can tell a page whose layout settles
// from one whose layout never does (a binding loop between a size and the content it sizes, which
// spins inside one QQuickWindow::polishItems() for good: Qt 6.4 does not stop it).
//
// An item that changes its width, height, implicit width or implicit height more than `bound`
// times since watch() is an offender: it is recorded (its type, objectName, text and the chain of
// its parents) and its size is fixed where it stands (setWidth/setHeight/setImplicit*, which
// remove the size bindings), which ends the loop, so the test reports it instead of hanging.
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QQuickItem>
#include <QStringList>

class LayoutProbe : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    /// Starts counting the size changes of `root` and of every item under it (items added later too).
    /// Forgets what an earlier watch() counted.
    Q_INVOKABLE void watch(QQuickItem* root, int bound);
    /// Stops counting (the connections are dropped).
    Q_INVOKABLE void stop();
    /// The offenders since watch(), one line each ("Row \"\" (parent chain): 1001 size changes").
    Q_INVOKABLE QStringList offenders() const { return m_offenders; }
    /// Size changes counted since watch() (all items).
    Q_INVOKABLE int changes() const { return m_total; }
    /// Size changes counted since the last mark() (or watch()).
    Q_INVOKABLE int changesSinceMark() const { return m_total - m_mark; }
    Q_INVOKABLE void mark()
    {
        m_mark = m_total;
        m_sinceMark.clear();
    }
    /// The items that changed size since the last mark(), one line each.
    Q_INVOKABLE QStringList changedSinceMark() const;
    /// Every item under `root` (visible or not) with a polish still scheduled, one line each.
    Q_INVOKABLE QStringList polishPending(QQuickItem* root) const;

private:
    void add(QQuickItem* item);
    void changed(QQuickItem* item);
    static QString describe(QQuickItem* item);

    int m_bound = 1000;
    int m_total = 0;
    int m_mark = 0;
    QHash<QQuickItem*, int> m_counts;
    QHash<QQuickItem*, int> m_sinceMark;
    QList<QMetaObject::Connection> m_connections;
    QStringList m_offenders;
};
