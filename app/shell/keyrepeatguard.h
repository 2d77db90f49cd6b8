#pragma once
// KeyRepeatGuard (QML singleton): a held Enter, Return or Space acts once, never again by its
// repeats. Qt marks a repeat as such only when the window system says so, and on X11 it guesses
// from a release and a press with the same time stamp that it must find together in its queue:
// under load the guess fails and every repeat arrives as a fresh press (issue 17, a hostile test:
// one held Enter played, pressed Done, passed the handover screen and showed the next player's
// hand). So the app decides itself, for every window: a press of these keys while the key is still
// down (no release seen), or that comes with the time stamp of the key's last release or right
// after it (under 20 ms: no hand releases and presses a key again that fast), is a repeat, and a
// repeat reaches neither a shortcut nor an item. Text fields keep Space's repeats. No rules here.
#include <QElapsedTimer>
#include <QHash>
#include <QSet>
#include <QObject>
#include <QtQml/qqmlregistration.h>

class QWindow;

namespace tidepool::app {

class KeyRepeatGuard : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /// Always true: reading it creates the singleton, which filters the key events of every window.
    Q_PROPERTY(bool installed READ installed CONSTANT)

public:
    explicit KeyRepeatGuard(QObject* parent = nullptr);
    bool installed() const { return true; }
    /// Repeats swallowed so far (for tests).
    Q_INVOKABLE int swallowed() const { return m_swallowed; }
    /// Tests only: judge by time also the key events the app makes itself (QTest's, whose
    /// keyClick()s follow each other within a millisecond); otherwise only the window system's
    /// events (those with a scan code) are.
    Q_INVOKABLE void setJudgeSyntheticByTime(bool on) { m_judgeSynthetic = on; }

protected:
    /// Installed on each window: key events are judged there, after the application's own event
    /// filters. With a screen reader on, Qt's accessibility bridge (an application filter) holds
    /// every key press back and sends a copy once the screen reader lets it pass; judged before
    /// the bridge, the copy looked like a repeat of the held-back press and was swallowed, so Enter
    /// and Space did nothing with Orca running (issue 19).
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Puts the filter on `window` (once). Keys only reach the focus window: the windows there
    /// are when the guard is made, and each window that takes the focus after, are all it needs.
    void watch(QWindow* window);
    /// Judges one key event at a window; true = swallowed.
    bool judge(QObject* window, QEvent* event);
    QSet<QObject*> m_windows;
    struct KeyState
    {
        bool down = false;          ///< a press was let through and no release seen since
        quint64 releaseStamp = 0;   ///< the window system's time stamp of the last release
        qint64 releasedAt = -1;     ///< when that release arrived (m_clock, ms)
        bool swallowPress = false;  ///< the press after a swallowed ShortcutOverride
    };
    QHash<int, KeyState> m_keys;
    QElapsedTimer m_clock;
    int m_swallowed = 0;
    bool m_judgeSynthetic = false;
};

} // namespace tidepool::app
