import QtQuick
import QtQuick.Layouts
import Tidepool

// The end of the game: who won and why (the tie-break named when it decided), the winner
// celebrated (their badge ringed in gold, RippleWinners; confetti), and the final table of rounds
// and totals.
Item {
    id: root
    // Tooltips of the table under this screen stay closed.
    TipCover {}
    property RippleGame game
    /// Each seat's avatar colour (TablePage.avatars), for the winner's badge.
    property var avatars: []
    signal playAgain()
    signal home()
    signal viewBoard()
    signal replay()
    /// Review the game: every move graded, the key moments (ReviewPanel, over this screen).
    signal review()
    /// What the end screen shows beyond the result, in words (TablePage says it after the result):
    /// the final table's heading and each player's rounds and total.
    function spokenText() { return finalHeading.text + ". " + finalTable.spokenText() + "." }

    MouseArea { anchors.fill: parent; hoverEnabled: true }
    Rectangle { anchors.fill: parent; color: "#A01A0E06" }

    PaperPanel {
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.9, Theme.px(780))
        height: Math.min(parent.height * 0.94, col.implicitHeight + Theme.px(48))
        radius: Theme.px(22)

        ColumnLayout {
            id: col
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(24) }
            spacing: Theme.px(10)

            Row {
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.px(10)
                Repeater {
                    model: ["sun", "seashell", "wave"]
                    Image {
                        required property string modelData
                        source: Theme.art("ripple-" + modelData)
                        width: Theme.px(44); height: width
                        sourceSize: Qt.size(width * 2, height * 2)
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                objectName: "resultText"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: root.game ? root.game.result.text : ""
                font.family: Theme.displayFont
                font.pixelSize: Theme.fontHuge
                font.bold: true
                color: Theme.ink
                wrapMode: Text.Wrap
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                objectName: "resultReason"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: root.game ? root.game.result.reason : ""
                textFormat: Text.PlainText // the engine's words, never markup
                font.pixelSize: Theme.fontBody
                color: Theme.inkSoft
                wrapMode: Text.Wrap
                // The win reason is read too (the heading says only who won).
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            // The winner (or the winners of a tie), celebrated.
            RippleWinners {
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: badgeW * 0.3
                Layout.bottomMargin: badgeW * 0.1
                game: root.game
                avatars: root.avatars
                badgeW: root.height < Theme.px(700) ? Theme.px(44) : Theme.px(60)
            }
            Text {
                id: finalHeading
                textFormat: Text.PlainText
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.px(8)
                text: qsTr("Final table · the lowest total wins")
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.teal
            }
            ScoreTable {
                id: finalTable
                objectName: "finalTable"
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                game: root.game
            }
            RowLayout {
                objectName: "endActions" // kept clear by the guided game's bubble
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.px(12)
                spacing: Theme.gap
                TButton {
                    text: qsTr("Round scores")
                    onClicked: root.game.showScoring(root.game.scoredRounds)
                }
                TButton { text: qsTr("View the table"); onClicked: root.viewBoard() }
                TButton { objectName: "watchReplay"; text: qsTr("Watch the replay"); onClicked: root.replay() }
                ReviewButton { game: root.game; onClicked: root.review() }
                TButton { text: qsTr("Back home"); onClicked: root.home() }
                PlayAgainButton { game: root.game; onClicked: root.playAgain() }
            }
        }
    }

    // A short celebration as the end screen comes (none with animations off).
    Confetti {
        anchors.fill: parent
        z: 10
    }
}
