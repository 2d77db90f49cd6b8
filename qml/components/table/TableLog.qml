import QtQuick
import Tidepool

// The table page's log (TablePage): LogPanel sliding in from the right under the top bar while
// `page.logOpen`; it slides only when opened or closed (TablePage.toggleLog), never while the
// window is resized. The log's lines are the game's; it keeps no state.
LogPanel {
    id: logPanel
    /// The table page (TablePage) whose log this is.
    required property Item page
    /// The top bar's height: the log begins under it.
    required property real topBarHeight
    /// Lets the next change of `page.logOpen` slide (TablePage.toggleLog).
    function slideOnce() { logSlide.enabled = true }

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
