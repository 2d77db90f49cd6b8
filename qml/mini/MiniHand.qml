import QtQuick
import Tidepool

// The viewer's Turtle Race Mini hand (components/CardHand.qml with Mini's cards). In learning mode a
// card that can't be played, or that would change nothing wherever it is played, is dimmed and says
// why; the selected card is never dimmed.
CardHand {
    cardFace: Component { MiniCard {} }
    dimSelected: false
}
