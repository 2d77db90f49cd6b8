#include "layoutprobe.h"

#include <QtQuickTest/quicktest.h>

void LayoutProbe::watch(QQuickItem* root, int bound)
{
    stop();
    m_bound = bound;
    m_total = 0;
    m_mark = 0;
    m_counts.clear();
    m_sinceMark.clear();
    m_offenders.clear();
    if (root)
        add(root);
}

void LayoutProbe::stop()
{
    for (const auto& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
}

void LayoutProbe::add(QQuickItem* item)
{
    if (m_counts.contains(item))
        return;
    m_counts.insert(item, 0);
    const auto onChange = [this, item] { changed(item); };
    m_connections << connect(item, &QQuickItem::widthChanged, this, onChange)
                  << connect(item, &QQuickItem::heightChanged, this, onChange)
                  << connect(item, &QQuickItem::implicitWidthChanged, this, onChange)
                  << connect(item, &QQuickItem::implicitHeightChanged, this, onChange)
                  << connect(item, &QQuickItem::childrenChanged, this, [this, item] {
                         for (QQuickItem* child : item->childItems())
                             add(child);
                     })
                  << connect(item, &QObject::destroyed, this, [this, item] {
                         m_counts.remove(item);
                         m_sinceMark.remove(item);
                     });
    for (QQuickItem* child : item->childItems())
        add(child);
}

void LayoutProbe::changed(QQuickItem* item)
{
    ++m_total;
    ++m_sinceMark[item];
    int& count = m_counts[item];
    if (++count != m_bound + 1)
        return;
    m_offenders << QStringLiteral("%1: more than %2 size changes").arg(describe(item)).arg(m_bound);
    // Fix its size where it stands: this removes the size bindings and ends the loop.
    item->setWidth(item->width());
    item->setHeight(item->height());
    item->setImplicitWidth(item->implicitWidth());
    item->setImplicitHeight(item->implicitHeight());
}

QStringList LayoutProbe::changedSinceMark() const
{
    QStringList lines;
    for (auto it = m_sinceMark.cbegin(); it != m_sinceMark.cend(); ++it)
        lines << QStringLiteral("%1: %2 size changes").arg(describe(it.key())).arg(it.value());
    return lines;
}

QStringList LayoutProbe::polishPending(QQuickItem* root) const
{
    QStringList lines;
    if (!root)
        return lines;
    if (QQuickTest::qIsPolishScheduled(root))
        lines << describe(root);
    for (QQuickItem* child : root->childItems())
        lines << polishPending(child);
    return lines;
}

QString LayoutProbe::describe(QQuickItem* item)
{
    QStringList chain;
    for (QQuickItem* p = item; p && chain.size() < 8; p = p->parentItem()) {
        QString name = QString::fromLatin1(p->metaObject()->className()).section(QLatin1Char('_'), 0, 0);
        if (!p->objectName().isEmpty())
            name += QLatin1Char('#') + p->objectName();
        const QVariant text = p->property("text");
        if (p == item && text.isValid() && !text.toString().isEmpty())
            name += QStringLiteral(" \"%1\"").arg(text.toString().left(40));
        if (p == item)
            name += QStringLiteral(" (%1x%2, implicit %3x%4)")
                        .arg(p->width())
                        .arg(p->height())
                        .arg(p->implicitWidth())
                        .arg(p->implicitHeight());
        chain << name;
    }
    return chain.join(QStringLiteral(" < "));
}
