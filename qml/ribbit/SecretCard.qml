import QtQuick
import Tidepool

// The viewer's secret turtle card (components/SecretColorCard.qml), lying face down. Press and hold
// to peek (only on your turn). With open colours, at the end and in a replay the card lies face up.
SecretColorCard {
    open: !!game && game.colorsOpen // every colour is public (HandGame.colorsOpen)
    caption: qsTr("Your turtle")
    peekCaption: qsTr("Your turtle · hold to peek")
    faceUpName: qsTr("Your turtle: %1").arg(Theme.turtleName(turtle))
    faceDownName: qsTr("Your secret turtle card, face down")
}
