#include "keyrepeatguard.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QKeyEvent>

namespace tidepool::app {

namespace {
bool guarded(int key) { return key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space; }

/// Space typed in a name field may repeat.
bool typingSpace(int key)
{
    if (key != Qt::Key_Space)
        return false;
    const QObject* focus = QGuiApplication::focusObject();
    return focus && (focus->inherits("QQuickTextInput") || focus->inherits("QQuickTextEdit"));
}
} // namespace

KeyRepeatGuard::KeyRepeatGuard(QObject* parent) : QObject(parent)
{
    m_clock.start();
    m_windowFilter = new WindowFilter(this);
    if (QCoreApplication* app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool KeyRepeatGuard::eventFilter(QObject* watched, QEvent* event)
{
    // The first event a window gets (its key events included) puts the window filter on it; the
    // window filter then runs for this same event too, after the application's filters.
    if (watched->isWindowType() && !m_windows.contains(watched)) {
        m_windows.insert(watched);
        connect(watched, &QObject::destroyed, this, [this, watched] { m_windows.remove(watched); });
        watched->installEventFilter(m_windowFilter);
    }
    return QObject::eventFilter(watched, event);
}

bool KeyRepeatGuard::judge(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::KeyPress && type != QEvent::KeyRelease && type != QEvent::ShortcutOverride)
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    // A key event goes to the window first, then on to the focused item and its parents: it is
    // judged once, at the window.
    if (!watched->isWindowType() || !guarded(key->key()) || typingSpace(key->key()))
        return false;
    KeyState& state = m_keys[key->key()];
    const qint64 now = m_clock.elapsed();
    if (type == QEvent::KeyRelease) {
        if (!key->isAutoRepeat()) {
            state.down = false;
            state.releaseStamp = key->timestamp();
            state.releasedAt = now;
        }
        return false;
    }
    if (type == QEvent::KeyPress && state.swallowPress) {
        state.swallowPress = false; // its ShortcutOverride was found a repeat
        ++m_swallowed;
        return true;
    }
    const bool fromWindowSystem = key->nativeScanCode() != 0 || m_judgeSynthetic;
    const bool sameStamp = key->timestamp() != 0 && key->timestamp() == state.releaseStamp;
    const bool rightAfter = state.releasedAt >= 0 && now - state.releasedAt < 20;
    const bool repeat = key->isAutoRepeat() || state.down || (fromWindowSystem && (sameStamp || rightAfter));
    if (!repeat) {
        if (type == QEvent::KeyPress)
            state.down = true;
        return false;
    }
    if (type == QEvent::ShortcutOverride) {
        // Taken here: no shortcut acts on it, and the press that follows is swallowed.
        event->accept();
        state.swallowPress = true;
        return true;
    }
    ++m_swallowed;
    return true;
}

} // namespace tidepool::app
