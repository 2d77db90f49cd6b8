import QtQuick
import Tidepool

// The viewer's secret colour card (components/SecretColorCard.qml), lying face down. Press and hold
// to peek (on your turn, or at any time when you are alone at your screen: HandGame.canPeekColor).
// At the end and in a replay the card lies face up.
SecretColorCard {
    open: !!game && game.colorsOpen // every colour is public (HandGame.colorsOpen)
    caption: qsTr("Your colour")
    peekCaption: qsTr("Your colour · hold to peek")
    faceUpName: qsTr("Your colour: %1").arg(Theme.turtleName(turtle))
    faceDownName: qsTr("Your secret colour card, face down")
}
