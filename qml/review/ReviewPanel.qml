import QtQuick
import QtQuick.Layouts
import Tidepool

// The review of a finished game (issue 45), over the end screen: "Review the game" opens it and it
// starts at once (GameReview works it out off the GUI thread, with its progress and Cancel), then
// shows each player's mistakes and inaccuracies, the key moments in whole sentences, and every
// move in a table a screen reader reads row by row (each row one sentence). Escape or Close leaves
// it (and stops a review still running). No grading here: the engine grades (GameReview).
FocusScope {
    id: panel
    objectName: "reviewPanel"
    /// The game reviewed (GameSession): over when the panel opens.
    property GameSession game
    /// Close or Escape: the panel is done (the end screen is under it).
    signal closed()

    readonly property alias review: review

    function close() {
        review.cancel()
        panel.closed()
    }

    GameReview {
        id: review
        objectName: "gameReview"
        game: panel.game
    }
    Component.onCompleted: {
        review.start()
        closeButton.forceActiveFocus(Qt.OtherFocusReason)
    }
    Connections {
        target: review
        // Ready: the keyboard goes to the table, whose first row a screen reader reads.
        function onReadyChanged() {
            if (!review.ready || moves.count === 0)
                return
            moves.currentIndex = 0
            moves.forceActiveFocus(Qt.OtherFocusReason)
        }
    }

    // Escape is the review's (the table's Esc shortcut would open the game menu over it).
    Keys.onShortcutOverride: (event) => event.accepted = event.key === Qt.Key_Escape
    Keys.onEscapePressed: panel.close()

    // The table under it is covered: clicks stop here.
    Rectangle {
        anchors.fill: parent
        color: "#B3000000"
        MouseArea { anchors.fill: parent; acceptedButtons: Qt.AllButtons; onWheel: (wheel) => wheel.accepted = true }
    }

    PaperPanel {
        id: sheet
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.px(32), Theme.px(1100))
        height: parent.height - Theme.px(32)

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: Theme.px(20)
            spacing: Theme.gap

            RowLayout {
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: qsTr("Game review")
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: Theme.ink
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                TButton {
                    id: closeButton
                    objectName: "closeReview"
                    text: review.working ? qsTr("Cancel") : qsTr("Close")
                    Accessible.name: review.working ? qsTr("Cancel the review") : qsTr("Close the review")
                    KeyNavigation.tab: moves.count > 0 ? moves : closeButton
                    KeyNavigation.backtab: moves.count > 0 ? moves : closeButton
                    onClicked: panel.close()
                }
            }

            // ---------- Working it out ----------
            ColumnLayout {
                visible: review.working
                Layout.fillWidth: true
                spacing: Theme.gapSmall
                Text {
                    objectName: "reviewProgressText"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    wrapMode: Text.Wrap
                    text: qsTr("Looking at every move from what its player could see: %1 of %2")
                          .arg(review.decisionsDone).arg(review.decisionCount)
                    font.pixelSize: Theme.fontBody
                    color: Theme.ink
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                Rectangle {
                    objectName: "reviewProgress"
                    Layout.fillWidth: true
                    implicitHeight: Theme.px(12)
                    radius: height / 2
                    color: Theme.paperEdge
                    Accessible.role: Accessible.ProgressBar
                    Accessible.name: qsTr("Review progress")
                    Rectangle {
                        width: review.decisionCount > 0 ? parent.width * review.decisionsDone / review.decisionCount : 0
                        height: parent.height
                        radius: height / 2
                        color: Theme.teal
                    }
                }
            }

            Text {
                objectName: "reviewError"
                visible: text !== ""
                Layout.fillWidth: true
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
                text: review.errorText
                font.pixelSize: Theme.fontBody
                color: Theme.ink
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }

            // ---------- The review ----------
            ColumnLayout {
                visible: review.ready
                Layout.fillWidth: true
                spacing: Theme.gapSmall
                Repeater {
                    model: review.summary
                    Text {
                        required property string modelData
                        Layout.fillWidth: true
                        textFormat: Text.PlainText
                        wrapMode: Text.Wrap
                        text: modelData
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        color: Theme.ink
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
                Text {
                    Layout.topMargin: Theme.gapSmall
                    textFormat: Text.PlainText
                    text: qsTr("Key moments")
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    color: Theme.ink
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    visible: review.keyMoments.length === 0
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    wrapMode: Text.Wrap
                    text: qsTr("No single move changed the game much.")
                    font.pixelSize: Theme.fontBody
                    color: Theme.ink
                }
                Repeater {
                    model: review.keyMoments
                    Text {
                        required property string modelData
                        objectName: "keyMoment"
                        Layout.fillWidth: true
                        textFormat: Text.PlainText
                        wrapMode: Text.Wrap
                        text: "• " + modelData
                        font.pixelSize: Theme.fontBody
                        color: Theme.ink
                        Accessible.role: Accessible.StaticText
                        Accessible.name: modelData
                    }
                }
                Text {
                    Layout.topMargin: Theme.gapSmall
                    textFormat: Text.PlainText
                    text: qsTr("Every move")
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    color: Theme.ink
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
            }

            ListView {
                id: moves
                objectName: "reviewMoves"
                visible: review.ready
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: review.decisions
                spacing: Theme.px(4)
                activeFocusOnTab: true
                keyNavigationEnabled: true
                highlightMoveDuration: 0
                KeyNavigation.tab: closeButton
                KeyNavigation.backtab: closeButton
                // Never squeezed out by a long summary and key moments (six players, three moments).
                Layout.minimumHeight: Theme.px(120)
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Every move, graded")
                // Read as the table takes the keyboard: the summary and the key moments first.
                Accessible.description: review.summary.concat(review.keyMoments).join(" ")
                delegate: Rectangle {
                    id: row
                    required property int index
                    required property int move
                    required property string player
                    required property string text
                    required property string grade
                    required property string gradeText
                    required property int chance
                    required property string better
                    required property string spoken
                    width: ListView.view.width
                    height: rowText.implicitHeight + Theme.px(12)
                    radius: Theme.radiusSmall
                    color: row.grade === "mistake" ? "#33D55E00" : row.grade === "inaccuracy" ? "#26E69F00" : "transparent"
                    border.color: row.ListView.isCurrentItem && moves.activeFocus ? Theme.tealDeep : "transparent"
                    border.width: Math.max(2, Theme.px(3))
                    Accessible.role: Accessible.ListItem
                    Accessible.name: row.spoken
                    Text {
                        id: rowText
                        anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.px(8) }
                        textFormat: Text.PlainText
                        wrapMode: Text.Wrap
                        text: row.spoken
                        font.pixelSize: Theme.fontBody
                        font.bold: row.grade === "mistake"
                        color: Theme.ink
                    }
                    MouseArea { anchors.fill: parent; onClicked: { moves.currentIndex = row.index; moves.forceActiveFocus() } }
                }
            }
            Item { visible: !review.ready; Layout.fillHeight: true }
        }
    }
}
