import QtQuick
import Tidepool

// The viewer's secret colour card (components/SecretColorCard.qml), lying face down. Press and hold
// to peek (on your turn, or at any time when you are alone at your screen: HandGame.canPeekColor).
SecretColorCard {
    open: !!game && game.finished // every colour is shown at the end
    caption: qsTr("Your colour")
    peekCaption: qsTr("Your colour · hold to peek")
    faceUpName: qsTr("Your colour: %1").arg(Theme.turtleName(turtle))
    faceDownName: qsTr("Your secret colour card, face down")
}
