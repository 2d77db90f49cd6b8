import QtQuick
import Tidepool

// An end screen's "Review" (issue 45): opens the game's review (ReviewPanel) beside its replayed board; the end
// screen says so with its review() signal. Shown once the game may be reviewed (game.replay.reviewable): at an
// online table, once the server's whole record of it came, a moment after the end (docs/ai.md, "In the app").
TButton {
    /// The game over (GameSession).
    property GameSession game
    objectName: "reviewGame"
    visible: game !== null && game.replay.reviewable
    text: qsTr("Review")
    Accessible.name: qsTr("Review the game")
}
