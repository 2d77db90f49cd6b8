#pragma once
// AccessibleEvents (QML singleton `AccessibleEvents`, module TidepoolTest, tests only): the
// accessibility events the app sends, as a screen reader's bridge (AT-SPI) receives them, counted.
// A screen reader drops announcements when a move floods it with events (issue 43: Orca prunes its
// queue past 50 events), so the tests measure how many a move costs.
//
// start() turns accessibility on (as a running screen reader does: Qt Quick sends events only
// then) and catches every event Qt would give the platform's bridge (QAccessible's update
// handler); stop() gives the bridge back. Counted: every event but the ones a bridge does not pass
// on to a screen reader (caret, text selection, table model, value and location events).
#include <QAccessible>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QQuickItem>
#include <QStringList>
#include <QVariantMap>

class AccessibleEvents : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~AccessibleEvents() override { stop(); }

    /// Starts counting from zero (accessibility on).
    Q_INVOKABLE void start()
    {
        reset();
        m_focus.clear();
        if (s_counter == this)
            return;
        s_counter = this;
        QAccessible::setActive(true);
        m_previous = QAccessible::installUpdateHandler(&AccessibleEvents::handle);
    }
    /// Stops counting; the counts stay readable.
    Q_INVOKABLE void stop()
    {
        if (s_counter != this)
            return;
        QAccessible::installUpdateHandler(m_previous);
        s_counter = nullptr;
    }
    /// Every object given the focus since start(), in order, as {role (QAccessible::Role), name,
    /// objectName}:
    /// a screen reader reads a focused panel whole (Orca: every label under it), a control by its name.
    Q_INVOKABLE QVariantList focusEvents() const { return m_focus; }
    /// Forgets what was counted.
    Q_INVOKABLE void reset()
    {
        m_total = 0;
        m_bySource.clear();
        m_byType.clear();
    }
    /// Accessibility is on (a screen reader's bridge is active, or QT_LINUX_ACCESSIBILITY_ALWAYS_ON).
    Q_INVOKABLE bool active() const { return QAccessible::isActive(); }
    /// Events counted since start() or reset().
    Q_INVOKABLE int total() const { return m_total; }
    /// The events by kind ("name", "description", "shown", "hidden", "state", "focus", ...), as
    /// "kind count" in no particular order.
    Q_INVOKABLE QStringList kinds() const
    {
        QStringList lines;
        for (auto it = m_byType.cbegin(); it != m_byType.cend(); ++it)
            lines.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
        return lines;
    }
    /// The sources with the most events, most first, as "count × event: role 'name' (objectName)",
    /// at most `most` lines: a failure message says what flooded.
    Q_INVOKABLE QStringList top(int most) const
    {
        QList<QPair<int, QString>> rows;
        for (auto it = m_bySource.cbegin(); it != m_bySource.cend(); ++it)
            rows.append({it.value(), it.key()});
        std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        QStringList lines;
        for (int i = 0; i < rows.size() && i < most; ++i)
            lines.append(QStringLiteral("%1 × %2").arg(rows[i].first).arg(rows[i].second));
        return lines;
    }

private:
    static void handle(QAccessibleEvent* event)
    {
        if (s_counter)
            s_counter->count(event);
    }
    void count(QAccessibleEvent* event)
    {
        switch (event->type()) {
        case QAccessible::TextCaretMoved:
        case QAccessible::TextSelectionChanged:
        case QAccessible::TableModelChanged:
        case QAccessible::ValueChanged: // (sliders only, none on the table)
        case QAccessible::LocationChanged: // sent on only to a client asking for bounds (Orca does not)
            return;
        default:
            break;
        }
        ++m_total;
        QString what = QStringLiteral("event %1").arg(int(event->type()));
        switch (event->type()) {
        case QAccessible::NameChanged: what = QStringLiteral("name"); break;
        case QAccessible::DescriptionChanged: what = QStringLiteral("description"); break;
        case QAccessible::ObjectShow: what = QStringLiteral("shown"); break;
        case QAccessible::ObjectHide: what = QStringLiteral("hidden"); break;
        case QAccessible::ObjectCreated: what = QStringLiteral("created"); break;
        case QAccessible::ObjectDestroyed: what = QStringLiteral("destroyed"); break;
        case QAccessible::StateChanged: what = QStringLiteral("state"); break;
        case QAccessible::Focus: what = QStringLiteral("focus"); break;
        default: break;
        }
        QString source = QStringLiteral("?");
        if (QObject* object = event->object()) {
            source = QString::fromLatin1(object->metaObject()->className());
            if (!object->objectName().isEmpty())
                source += QStringLiteral(" (%1)").arg(object->objectName());
            if (QAccessibleInterface* face = event->accessibleInterface())
                source = QStringLiteral("%1 '%2' %3").arg(int(face->role())).arg(face->text(QAccessible::Name).left(40), source);
        }
        if (event->type() == QAccessible::Focus) {
            if (QAccessibleInterface* face = event->accessibleInterface())
                m_focus.append(QVariantMap{{QStringLiteral("role"), int(face->role())},
                                           {QStringLiteral("name"), face->text(QAccessible::Name)},
                                           {QStringLiteral("objectName"), event->object() ? event->object()->objectName() : QString()}});
        }
        m_bySource[what + QStringLiteral(": ") + source] += 1;
        m_byType[what] += 1;
    }

    static inline AccessibleEvents* s_counter = nullptr;
    QAccessible::UpdateHandler m_previous = nullptr;
    int m_total = 0;
    QHash<QString, int> m_bySource;
    QHash<QString, int> m_byType;
    QVariantList m_focus;
};
