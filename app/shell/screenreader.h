#pragma once
// ScreenReader (QML singleton): whether a screen reader (or any assistive technology) is
// listening now, as Qt knows it (QAccessible::isActive(): on Linux, the AT-SPI bus says a screen
// reader is enabled). Views use it to spare a screen reader what only the eyes need: a tooltip
// shown on keyboard focus repeats the focused item's name and description, and its "showing"
// events were queued by Orca at every focus change (issue 43). No rules here.
#include <QAccessible>
#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace tidepool::app {

class ScreenReader : public QObject, public QAccessible::ActivationObserver
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /// A screen reader is listening (changes when one starts or stops).
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)

public:
    explicit ScreenReader(QObject* parent = nullptr);
    ~ScreenReader() override;
    bool active() const { return m_active; }

Q_SIGNALS:
    void activeChanged();

private:
    void accessibilityActiveChanged(bool active) override;
    bool m_active = false;
};

} // namespace tidepool::app
