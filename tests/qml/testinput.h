#pragma once
// TestInput (QML singleton `TestInput`, module TidepoolTest, tests only): input that QtTest's
// TestCase cannot make, e.g. a held key's repeats (key events flagged auto-repeat, as a window
// system sends them while a key stays down), or a pointer that rests where a window opens.
#include <QObject>
#include <QQuickItem>
#include <QQuickWindow>
#include <QCoreApplication>
#include <QEnterEvent>
#include <QtTest/qtestkeyboard.h>
#include <QtTest/qtestsystem.h>

class TestInput : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    /// `count` presses of `key` flagged auto-repeat (a key held down), then its release, sent to
    /// `item`'s window through the window system's path (shortcuts see them, as in a real window).
    Q_INVOKABLE void keyRepeat(QQuickItem* item, int key, int count)
    {
        QWindow* window = item ? item->window() : nullptr;
        if (!window)
            return;
        const QString text = key == Qt::Key_Return || key == Qt::Key_Enter ? QStringLiteral("\r")
                             : key == Qt::Key_Space                        ? QStringLiteral(" ")
                                                                           : QString();
        for (int i = 0; i < count; ++i)
            QTest::simulateEvent(window, true, key, Qt::NoModifier, text, true);
        QTest::simulateEvent(window, false, key, Qt::NoModifier, text, false);
    }

    /// The window system says the pointer is at (`x`, `y`) of `item` without any move of the mouse,
    /// as X11 does when a window opens or a page changes under a pointer that rests there.
    Q_INVOKABLE void pointerRestsAt(QQuickItem* item, qreal x, qreal y)
    {
        QWindow* window = item ? item->window() : nullptr;
        if (!window)
            return;
        const QPointF local = item->mapToScene(QPointF(x, y));
        QEnterEvent enter(local, local, window->mapToGlobal(local));
        QCoreApplication::sendEvent(window, &enter);
        QTest::qWait(50);
    }

    /// A key held down as X11 delivers it when Qt's guess at repeats fails (a loaded machine): a
    /// press, then every `intervalMs` a release and a press back to back, none flagged auto-repeat,
    /// `count` times, then the release.
    Q_INVOKABLE void keyHeldUnflagged(QQuickItem* item, int key, int count, int intervalMs)
    {
        QWindow* window = item ? item->window() : nullptr;
        if (!window)
            return;
        const QString text = key == Qt::Key_Return || key == Qt::Key_Enter ? QStringLiteral("\r")
                             : key == Qt::Key_Space                        ? QStringLiteral(" ")
                                                                           : QString();
        QTest::simulateEvent(window, true, key, Qt::NoModifier, text, false);
        for (int i = 0; i < count; ++i) {
            QTest::qWait(intervalMs);
            QTest::simulateEvent(window, false, key, Qt::NoModifier, text, false);
            QTest::simulateEvent(window, true, key, Qt::NoModifier, text, false);
        }
        QTest::simulateEvent(window, false, key, Qt::NoModifier, text, false);
    }
};
