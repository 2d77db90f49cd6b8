import QtQuick
import Tidepool

// The Turtle Race Mini table (components/HandTablePage.qml): players along the top, the row of
// tiles with the lettuce places in the middle, the viewer's secret colour, hand, draw pile and last
// card along the bottom; log, menu, the between-races screen, handover and the final reveal on top.
HandTablePage {
    id: page
    objectName: "miniPage"
    // Keys: 1-5 select a card (the focus moves on to the tiles it may move, or to "Play it with no
    // effect" when it has no tile).

    cardFace: Component { MiniCard {} }
    secretCard: Component { MiniSecret {} }
    endScreen: Component { MiniEnd { game: page.game } }
    dimSelected: false
    overText: qsTr("The game is over.")
    handoverText: qsTr("Everyone else, please look away: %1's hand and secret colour card are next.")
                  .arg(page.game ? page.game.currentPlayerName : "")
    // Between two races, computer turns and the handover screen wait.
    covered: page.game !== null && page.game.betweenRaces
    onChosenByKey: {
        if (page.game.selectedHasNoTile)
            noTileButton.forceActiveFocus(Qt.TabFocusReason)
        else
            race.focusFirstTarget()
    }

    statusButtons: TButton {
        id: noTileButton
        objectName: "playWithNoTileButton"
        visible: page.game && page.game.selectedHasNoTile && page.canAct
        tone: "primary"
        implicitHeight: Theme.px(34)
        text: qsTr("Play it with no effect")
        onClicked: page.game.playWithNoTile()
    }

    // ---------- The race: a row of tiles, no board ----------
    MiniRace {
        id: race
        objectName: "race"
        game: page.game
        anchors { left: parent.left; right: parent.right; top: parent.top; bottom: parent.bottom
                  topMargin: page.boardTop; bottomMargin: page.height - page.boardBottom
                  leftMargin: Theme.px(16); rightMargin: Theme.px(16) }
    }

    // ---------- Between two races (advanced) ----------
    // A race's end is announced when its screen comes (after the move that ended it).
    readonly property bool between: game !== null && game.betweenRaces
    onBetweenChanged: if (between) page.sayAfterMove(() => page.between ? betweenRaces.spokenText() : "")
    // Between two races its screen has the keyboard (TablePage.coverScreen).
    coverScreen: between ? betweenRaces : null
    overlays: MiniBetweenRaces {
        id: betweenRaces
        anchors.fill: parent
        game: page.game
        visible: opacity > 0
        opacity: page.game && page.game.betweenRaces ? 1 : 0
        // Fading out, it no longer takes the table's clicks (it took the first clicks of the next
        // game opened while it faded: tst_mini's race-end and shaking-card tests, one after another).
        enabled: page.game !== null && page.game.betweenRaces
        Behavior on opacity { NumberAnimation { duration: Theme.medium } }
    }
}
