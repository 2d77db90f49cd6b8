import QtQuick
import Tidepool

// The table page's pace (TablePage): computer turns are played at a readable pace (the Timer that
// calls playBotMove()), and other players' moves at an online table come at the same pace
// (GameSession.computers.pace). It draws nothing and keeps no state.
Item {
    /// The table page (TablePage) whose game is paced.
    required property Item page
    /// The game menu: computer turns wait while it is open.
    required property GameMenu menu

    // Computer turns, at a readable pace: each move lands (the animation), then stays in view with
    // its caption for the chosen pace before the next one.
    Timer {
        interval: Math.max(20, AppSettings.botDelay + AppSettings.animationDuration) // (a 0 ms Timer never fires)
        running: page.active && page.game !== null && page.game.computers.toAct && !page.game.finished && !page.covered && !menu.opened
        repeat: true
        onTriggered: page.game.playBotMove()
    }

    // Other players' moves at an online table come at the same pace (GameSession.computers.pace).
    Binding {
        target: page.game ? page.game.computers : null
        when: page.game !== null
        property: "pace"
        value: AppSettings.botDelay + AppSettings.animationDuration
    }
}
