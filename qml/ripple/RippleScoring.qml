import QtQuick
import QtQuick.Layouts
import Tidepool

// The end of a round: every beach turned face up with each card's points on it, the matches and
// block sets framed, each player's sum (cards, blocks, penalty), and the table of rounds and totals.
Item {
    id: root
    // Tooltips of the table under this screen stay closed.
    TipCover {}
    property RippleGame game
    signal continued()

    readonly property int round: game ? game.scoringRound : 0
    readonly property int n: game ? game.playerCount : 2
    readonly property bool sideTable: n > 2
    readonly property int cols: n <= 2 ? n : n <= 4 ? 2 : 3
    readonly property int rows: Math.ceil(n / cols)

    function signed(v) { return v > 0 ? "+" + v : v < 0 ? "\u2212" + Math.abs(v) : "0" }
    /// What the table announces when the round's scoring comes (docs/accessibility.md): the
    /// heading, then each player's score for the round and in all.
    function spokenText() {
        const parts = [title.text]
        for (let i = 0; i < sectionRepeater.count; ++i) {
            const s = sectionRepeater.itemAt(i)
            if (s)
                parts.push(qsTr("%1: %2 this round, %3 in all").arg(s.name).arg(root.signed(s.scoreTotal)).arg(s.total))
        }
        return parts.join(". ") + "."
    }


    // A beat of animation as the round ends: the panel springs in and its title swells once. With
    // animations off (Settings) the panel is simply there.
    readonly property bool beatPlaying: beat.running
    SequentialAnimation {
        id: beat
        ParallelAnimation {
            NumberAnimation { target: panel; property: "scale"; from: 0.82; to: 1; duration: 520; easing.type: Easing.OutBack }
            NumberAnimation { target: panel; property: "rotation"; from: -2.5; to: 0; duration: 520; easing.type: Easing.OutBack }
        }
        NumberAnimation { target: title; property: "scale"; from: 1; to: 1.12; duration: 180; easing.type: Easing.OutQuad }
        NumberAnimation { target: title; property: "scale"; from: 1.12; to: 1; duration: 260; easing.type: Easing.InOutQuad }
    }
    function playBeat() {
        if (AppSettings.animationDuration > 0)
            beat.restart()
    }
    Component.onCompleted: playBeat()
    onRoundChanged: if (round > 0) playBeat()

    // Nothing behind may be touched.
    MouseArea { anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.AllButtons; onWheel: (w) => w.accepted = true }
    Rectangle { anchors.fill: parent; color: "#B01A0E06" }

    PaperPanel {
        id: panel
        anchors.centerIn: parent
        width: parent.width - Theme.px(32)
        height: parent.height - Theme.px(28)
        radius: Theme.px(22)

        Text {
            textFormat: Text.PlainText
            id: title
            anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: Theme.px(14) }
            text: root.game && root.game.finished && root.round === root.game.rounds
                  ? qsTr("Round %1 of %2: the last round").arg(root.round).arg(root.game.rounds)
                  : qsTr("Round %1 of %2 is over").arg(root.round).arg(root.game ? root.game.rounds : 3)
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.ink
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            textFormat: Text.PlainText
            id: subtitle
            anchors { horizontalCenter: parent.horizontalCenter; top: title.bottom; topMargin: Theme.px(2) }
            text: qsTr("Every card is turned up. Matches score 0, completed combos their bonus, block sets add to that.")
            font.pixelSize: Theme.fontSmall + Theme.px(1)
            color: Theme.inkSoft
        }

        // The beaches
        Item {
            id: beachArea
            anchors { left: parent.left; top: subtitle.bottom; leftMargin: Theme.px(16); topMargin: Theme.px(8)
                      right: root.sideTable ? tableBox.left : parent.right; rightMargin: Theme.px(16)
                      bottom: root.sideTable ? buttons.top : tableBox.top; bottomMargin: Theme.px(8) }
            readonly property real sectionW: (width - (root.cols - 1) * (root.n === 2 ? Theme.px(44) : Theme.px(16))) / root.cols
            readonly property real sectionH: (height - (root.rows - 1) * Theme.px(10)) / root.rows
            readonly property real cardW: Math.max(24, Math.min(sectionW / 5.6, (sectionH - Theme.px(62)) / 3.8, Theme.px(112)))

            Grid {
                anchors.centerIn: parent
                columns: root.cols
                columnSpacing: root.n === 2 ? Theme.px(44) : Theme.px(16)
                rowSpacing: Theme.px(10)
                Repeater {
                    id: sectionRepeater
                    model: root.game ? root.game.players : null
                    delegate: Item {
                        id: section
                        required property int index
                        required property string name
                        required property int scoreSlots
                        required property int scoreBlocks
                        required property int scorePenalty
                        required property int scoreTotal
                        required property int total
                        required property bool scoreEnded
                        required property var blocks
                        required property var scoreBeach
                        objectName: "scoreSection" + index
                        width: beachView.width
                        height: header.height + beachView.height + summary.height + Theme.px(8)
                        Row {
                            id: header
                            height: Theme.px(28)
                            spacing: Theme.px(8)
                            Text {
                                textFormat: Text.PlainText
                                anchors.verticalCenter: parent.verticalCenter
                                text: section.name
                                font.family: Theme.displayFont
                                font.pixelSize: Theme.fontLarge
                                font.bold: true
                                color: Theme.ink
                            }
                            Rectangle {
                                visible: section.scoreEnded
                                anchors.verticalCenter: parent.verticalCenter
                                width: endedText.implicitWidth + Theme.px(14); height: Theme.px(20); radius: height / 2
                                color: Theme.teal
                                Text {
                                    textFormat: Text.PlainText
                                    id: endedText
                                    anchors.centerIn: parent
                                    text: qsTr("ended the round")
                                    font.pixelSize: Theme.fontSmall - Theme.px(1)
                                    color: "#FFFFFF"
                                }
                            }
                        }
                        Beach {
                            id: beachView
                            anchors { top: header.bottom; topMargin: Theme.px(2) }
                            beach: section.scoreBeach
                            game: root.game
                            scoring: true
                            blocks: section.blocks
                            cardW: beachArea.cardW
                            objectPrefix: "scoreSlot" + section.index + "_"
                        }
                        Rectangle {
                            id: summary
                            objectName: "scoreSummary" + section.index
                            property int total: section.scoreTotal
                            anchors { top: beachView.bottom; topMargin: Theme.px(4); horizontalCenter: beachView.horizontalCenter }
                            width: summaryText.implicitWidth + Theme.px(24)
                            height: Theme.px(28)
                            radius: height / 2
                            color: Theme.cream
                            border.color: Theme.paperEdge
                            Text {
                                id: summaryText
                                anchors.centerIn: parent
                                textFormat: Text.StyledText
                                text: qsTr("Cards %1").arg(root.signed(section.scoreSlots))
                                      + (section.scoreBlocks !== 0 ? "  ·  " + qsTr("Block sets %1").arg(root.signed(section.scoreBlocks)) : "")
                                      + (section.scorePenalty !== 0 ? "  ·  <font color='#B5432F'>" + qsTr("Penalty %1").arg(root.signed(section.scorePenalty)) + "</font>" : "")
                                      + "  =  <b>" + root.signed(section.scoreTotal) + "</b>"
                                font.pixelSize: Theme.fontBody
                                color: Theme.ink
                            }
                            Accessible.role: Accessible.StaticText
                            Accessible.name: section.name + ": " + summaryText.text.replace(/<[^>]*>/g, "")
                        }
                    }
                }
            }
        }

        // The table of rounds
        Item {
            id: tableBox
            anchors { right: parent.right; rightMargin: Theme.px(16)
                      bottom: root.sideTable ? undefined : buttons.top; bottomMargin: Theme.px(10) }
            anchors.verticalCenter: root.sideTable ? beachArea.verticalCenter : undefined
            anchors.left: root.sideTable ? undefined : parent.left
            anchors.leftMargin: Theme.px(16)
            anchors.top: undefined
            width: root.sideTable ? Math.min(Theme.px(440), panel.width * 0.34) : undefined
            height: tableColumn.implicitHeight + Theme.px(24)
            Rectangle {
                anchors.fill: parent
                radius: Theme.radius
                color: "#80FFFFFF"
                border.color: Theme.paperEdge
            }
            Column {
                id: tableColumn
                anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter }
                spacing: Theme.px(6)
                Text {
                    textFormat: Text.PlainText
                    visible: root.sideTable
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: qsTr("Rounds and totals")
                    font.family: Theme.displayFont
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    color: Theme.teal
                }
                ScoreTable {
                    id: table
                    objectName: "scoreTable"
                    width: parent.width - Theme.px(16)
                    anchors.horizontalCenter: parent.horizontalCenter
                    game: root.game
                    highlightRound: root.round
                }
            }
        }

        Row {
            id: buttons
            objectName: "endActions" // kept clear by the guided game's bubble
            anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(14) }
            spacing: Theme.gap
            TButton {
                id: continueButton
                objectName: "continueButton"
                tone: "primary"
                big: true
                text: !root.game ? ""
                    : root.game.finished && root.round === root.game.scoredRounds ? qsTr("See the final results")
                    : root.round < root.game.scoredRounds ? qsTr("Back to the game")
                    : qsTr("Start round %1").arg(root.round + 1)
                onClicked: root.continued()
                focus: root.visible
                Keys.onReturnPressed: root.continued()
                Keys.onEnterPressed: root.continued()
            }
        }
    }
}
