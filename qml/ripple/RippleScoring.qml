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


    // A beat of animation as the round ends: the panel springs in and its title swells once, and
    // each player's sum is tallied (RippleScoreSection: the cards count up, then the block sets,
    // the penalty and the total, about 1.2 s). A click, Space, Enter or Escape skips to the end
    // (the final figures, exact); with animations off (Settings) the panel and its figures are
    // simply there. What is said (spokenText) has the final figures from the start.
    readonly property bool beatPlaying: beat.running
    /// The tally's progress: 0 at its start, 1 at its end (the final figures).
    property real tally: 1
    readonly property bool tallying: tallyRun.running
    NumberAnimation {
        id: tallyRun
        target: root
        property: "tally"
        from: 0
        to: 1
        duration: Math.max(1000, Math.min(1500, AppSettings.animationDuration * 4))
        easing.type: Easing.Linear
    }
    /// The tally jumps to its end: the final figures.
    function skipTally() {
        tallyRun.stop()
        root.tally = 1
    }
    /// Continue (the button, Enter, Space): while the tally runs, it only skips to its end.
    function proceed() {
        if (root.tallying)
            skipTally()
        else
            root.continued()
    }
    // Escape while the tally runs skips it (not the game menu); Enter and Space press Continue.
    Keys.onShortcutOverride: (event) => event.accepted = root.tallying && event.key === Qt.Key_Escape
    Keys.onEscapePressed: (event) => { if (root.tallying) root.skipTally(); else event.accepted = false }
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
        if (AppSettings.animationDuration > 0) {
            beat.restart()
            tallyRun.restart()
        } else {
            skipTally()
        }
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
                    delegate: RippleScoreSection {
                        scoring: root
                        cardW: beachArea.cardW
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
            // (Quieter while the sums are tallied, the eye on them; readable all along.)
            opacity: root.tally < 0.8 ? 0.5 : 0.5 + 0.5 * (root.tally - 0.8) / 0.2
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
                // (Enter and Space click it: TButton.)
                onClicked: root.proceed()
                focus: root.visible
            }
        }
    }

    // While the tally runs, a click anywhere on the view skips it (the button too: the final
    // figures first, a second click goes on).
    MouseArea {
        objectName: "tallySkip"
        anchors.fill: parent
        enabled: root.tallying
        z: 100
        onClicked: root.skipTally()
    }
}
