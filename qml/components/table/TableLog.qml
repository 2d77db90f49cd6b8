import QtQuick
import Tidepool

// The table page's log (TablePage): LogPanel sliding in from the right under the top bar while
// `page.logOpen`; it slides only when opened or closed (TablePage.toggleLog), never while the
// window is resized. The log's lines are the game's; it keeps no state.
LogPanel {
    id: logPanel
    objectName: "gameLog"
    /// The table page (TablePage) whose log this is.
    required property Item page
    /// The top bar's height: the log begins under it.
    required property real topBarHeight
    /// Opens or closes the log (TablePage.toggleLog), sliding. Opened, it has the keyboard on its
    /// newest line (once its lines are made); closed, the keyboard goes back to what had it before
    /// when nothing was played meanwhile and it is still in view (a play waiting for Done: Done),
    /// else the table decides (TableKeyboard: the turn's focus).
    function toggle() {
        logSlide.enabled = true
        page.logOpen = !page.logOpen
        if (page.logOpen) {
            const current = page.Window.activeFocusItem
            logPanel.returnTo = current && !logPanel.holds(current) ? current : null
            logPanel.openedAt = page.game ? page.game.actionCount : -1
            // (Unless closed again meanwhile: L pressed twice.)
            Qt.callLater(() => { if (page.logOpen) logPanel.takeFocus() })
        } else if (logPanel.holds(page.Window.activeFocusItem)) {
            if (logPanel.returnTo && logPanel.returnTo.visible && page.game && page.game.actionCount === logPanel.openedAt)
                logPanel.returnTo.forceActiveFocus(Qt.OtherFocusReason)
            else
                page.settleFocus(false)
        }
    }
    /// Where the keyboard was when the log opened, and the game's action count then.
    property Item returnTo: null
    property int openedAt: -1
    /// `item` is in the log (its lines, its close button).
    function holds(item) {
        for (let p = item; p; p = p.parent)
            if (p === logPanel)
                return true
        return false
    }

    width: Math.min(Theme.px(340), page.width * 0.4)
    height: parent.height - topBarHeight
    y: topBarHeight
    x: page.logOpen ? page.width - width : page.width + Theme.px(20)
    visible: page.logOpen || slide.running
    // Slides only when opened or closed, never while the window is resized.
    Behavior on x {
        id: logSlide
        enabled: false
        NumberAnimation {
            id: slide
            duration: Theme.medium
            easing.type: Easing.OutCubic
            onRunningChanged: if (!running) logSlide.enabled = false
        }
    }
    // Its lines exist only while it is in view: a closed log that added a line at every move sent a
    // screen reader three events for it (issue 43).
    logModel: page.game && visible ? page.game.log : null
    seatNames: page.game ? page.game.seats.names : []
    avatars: page.avatars
    onCloseRequested: page.toggleLog()
    z: 50
}
