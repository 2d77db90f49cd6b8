import QtQuick
import Tidepool

// The Ribbit table (components/HandTablePage.qml): players along the top, the pond track in the
// middle, the viewer's secret turtle, hand, draw pile and last card along the bottom; log, menu,
// handover and end on top.
HandTablePage {
    id: page
    // Keys: 1-5 choose a card (the focus moves on to the turtles it may move: arrows, then Enter
    // or Space, or to "Discard this card" when no card can be played).

    cardFace: Component { RibbitCard {} }
    secretCard: Component { SecretCard {} }
    endScreen: Component { RibbitEnd { game: page.game } }
    overText: qsTr("The race is over.")
    handoverText: {
        const name = page.game ? page.game.currentPlayerName : ""
        return page.game && page.game.openColors
               ? qsTr("Everyone else, please look away: %1's hand is next.").arg(name)
               : qsTr("Everyone else, please look away: %1's hand and secret turtle colour are next.").arg(name)
    }
    onChosenByKey: {
        if (page.game.mustDiscard)
            discardButton.forceActiveFocus(Qt.TabFocusReason)
        else
            track.focusFirstTarget()
    }

    statusButtons: TButton {
        id: discardButton
        visible: page.game && page.game.mustDiscard && page.canAct
        tone: "primary"
        implicitHeight: Theme.px(34)
        objectName: "discardButton"
        text: qsTr("Discard this card")
        enabled: page.game && page.game.selectedCard >= 0
        onClicked: page.game.discardSelected()
    }

    // ---------- The board ----------
    Track {
        id: track
        game: page.game
        anchors { left: parent.left; right: parent.right; top: parent.top; bottom: parent.bottom
                  topMargin: page.boardTop; bottomMargin: page.height - page.boardBottom
                  leftMargin: Theme.px(16); rightMargin: Theme.px(16) }
    }
}
