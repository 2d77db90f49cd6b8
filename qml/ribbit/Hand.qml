import QtQuick
import Tidepool

// The viewer's Ribbit hand (components/CardHand.qml with Ribbit's cards). In learning mode the cards
// that can't be played are dimmed and say why.
CardHand {
    objectName: "hand"
    cardFace: Component { RibbitCard {} }
}
