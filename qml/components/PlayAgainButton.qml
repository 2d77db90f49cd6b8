import QtQuick
import Tidepool

// An end screen's "Play again": the same seats and rules with a new deal at this screen, or, at
// an online table (GameSession.online), a new table to host from Play online with the same game and
// rules (the seats there are other people's screens: they join the new table by its code).
TButton {
    /// The finished game (its `online` decides the words).
    property GameSession game
    objectName: "playAgain"
    tone: "primary"
    big: true
    text: game && game.online ? qsTr("New online table") : qsTr("Play again")
    Accessible.description: game && game.online
                            ? qsTr("Host a new table with the same game and rules; the others join it by its code")
                            : qsTr("The same players and rules, with a new deal")
}
