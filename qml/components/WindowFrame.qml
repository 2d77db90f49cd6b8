import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Window
import Tidepool

// The main window's frame (Main.qml): its size and place remembered (AppSettings; --size and
// screenshots override), F11 for full screen and back, Ctrl+Q to close.
Item {
    id: frame
    required property ApplicationWindow window

    // The window's size and place as remembered, within the screen.
    function restoreGeometry() {
        const g = AppSettings.windowGeometry
        if (g.width < window.minimumWidth || g.height < window.minimumHeight)
            return
        window.width = Math.min(g.width, Math.max(window.minimumWidth, Screen.desktopAvailableWidth))
        window.height = Math.min(g.height, Math.max(window.minimumHeight, Screen.desktopAvailableHeight))
        window.x = g.x
        window.y = g.y
    }
    // Remembered on every change too (a crash or a power cut keeps it), half a second after the
    // last one, and only the ordinary window's: not a full-screen or maximized one.
    readonly property bool windowed: window.visibility === Window.Windowed
    function saveGeometry() {
        if (windowed)
            AppSettings.setWindowGeometry(Qt.rect(window.x, window.y, window.width, window.height))
    }
    Timer {
        id: geometrySaver
        objectName: "geometrySaver"
        interval: 500
        onTriggered: frame.saveGeometry()
    }
    Connections {
        target: frame.window
        function onXChanged() { geometrySaver.restart() }
        function onYChanged() { geometrySaver.restart() }
        function onWidthChanged() { geometrySaver.restart() }
        function onHeightChanged() { geometrySaver.restart() }
        function onClosing() { frame.saveGeometry() }
    }

    // F11: full screen and back (to a maximized window when it was one).
    property bool wasMaximized: false
    function toggleFullScreen() {
        if (window.visibility === Window.FullScreen) {
            if (wasMaximized)
                window.showMaximized()
            else
                window.showNormal()
        } else {
            wasMaximized = window.visibility === Window.Maximized
            window.showFullScreen()
        }
    }
    Shortcut {
        objectName: "fullScreenShortcut"
        sequence: "F11"
        context: Qt.ApplicationShortcut
        onActivated: frame.toggleFullScreen()
    }
    // Ctrl+Q (Cmd+Q on a Mac): closes the window. (Not StandardKey.Quit: platforms without a Quit
    // key, such as Qt's offscreen one, give it no key at all.) A game in progress loses nothing: every
    // action was autosaved when it was made, and home lists the game to continue next time.
    Shortcut {
        objectName: "quitShortcut"
        sequence: "Ctrl+Q"
        context: Qt.ApplicationShortcut
        onActivated: frame.window.close()
    }
}
