#include "keyrepeatguard.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QWindow>

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
    if (qobject_cast<QGuiApplication*>(QCoreApplication::instance())) {
        connect(qGuiApp, &QGuiApplication::focusWindowChanged, this, &KeyRepeatGuard::watch);
        const QWindowList windows = QGuiApplication::topLevelWindows();
        for (QWindow* window : windows)
            watch(window);
    }
}

void KeyRepeatGuard::watch(QWindow* window)
{
    if (!window || m_windows.contains(window))
        return;
    m_windows.insert(window);
    connect(window, &QObject::destroyed, this, [this, window] { m_windows.remove(window); });
    window->installEventFilter(this);
}

bool KeyRepeatGuard::eventFilter(QObject* watched, QEvent* event)
{
    return judge(watched, event);
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
