import QtQuick
import QtQuick.Layouts
import Tidepool

// Pig's table (the example game, tests/example_game/): the shared TablePage with the banked
// scores, the turn's points and the die in the middle, the viewer's bonus card, and Roll and Hold.
// Everything legal is the controller's (PigGame.canRoll, canHold): the page decides nothing.
TablePage {
    id: page
    handoverText: qsTr("Everyone else, please look away: %1's bonus card is next.").arg(page.game ? page.game.currentPlayerName : "")
    endScreen: Component { PigEnd { game: page.game } }

    ColumnLayout {
        anchors { left: parent.left; right: parent.right; top: parent.top; bottom: parent.bottom
                  // (boardTop: under the status line and the band of messages, "Suggest a move".)
                  topMargin: page.boardTop + Theme.px(16)
                  margins: Theme.px(24) }
        spacing: Theme.px(16)

        Text {
            objectName: "pigScores"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontBody
            color: Theme.ink
            text: {
                if (!page.game || !page.game.active)
                    return ""
                const names = page.game.seats.names
                const scores = page.game.scores
                return names.map((n, i) => qsTr("%1: %2").arg(n).arg(scores[i] !== undefined ? scores[i] : 0)).join("   ·   ")
                       + "   ·   " + qsTr("target %1").arg(page.game.target)
            }
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Text {
            objectName: "pigTurn"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            textFormat: Text.PlainText
            font.pixelSize: Theme.fontHuge
            font.bold: true
            color: Theme.ink
            text: page.game && page.game.active
                  ? (page.game.lastRoll > 0 ? qsTr("Die: %1 · this turn %2").arg(page.game.lastRoll).arg(page.game.turnPoints)
                                            : qsTr("This turn: %1").arg(page.game.turnPoints))
                  : ""
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Text {
            objectName: "bonusCard"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            textFormat: Text.PlainText
            font.pixelSize: Theme.fontBody
            color: Theme.inkSoft
            visible: page.game !== null && page.game.bonusCard >= 0
            text: page.game ? qsTr("Your secret bonus card: %1").arg(page.game.bonusCard) : ""
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Row {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.gap
            TButton {
                objectName: "rollButton"
                tone: "primary"
                text: qsTr("Roll")
                enabled: page.canAct && page.game.canRoll
                onClicked: page.game.roll()
            }
            TButton {
                objectName: "holdButton"
                text: qsTr("Hold")
                enabled: page.canAct && page.game.canHold
                onClicked: page.game.hold()
            }
        }
        Item { Layout.fillHeight: true }
    }
}
