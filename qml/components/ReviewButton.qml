import QtQuick
import Tidepool

// An end screen's "Review" (issue 45): opens the game's review (ReviewPanel) beside its replayed board; the end
// screen says so with its review() signal. Not at an online table (docs/ai.md, "In the app").
TButton {
    /// The game over (GameSession).
    property GameSession game
    objectName: "reviewGame"
    visible: game !== null && !game.online
    text: qsTr("Review")
    Accessible.name: qsTr("Review the game")
}
