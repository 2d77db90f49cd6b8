import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// One seat at the table: who starts, name, human or computer (and how strong), and with open
// colours the turtle colour they choose.
Item {
    id: row
    required property int index
    required property string name
    required property string kind
    required property string color
    required property bool isHuman
    required property int avatar
    property NewGameSetup setup
    property int seatCount: 0
    readonly property bool canRemove: setup && seatCount > setup.minPlayers
    readonly property bool starts: setup && setup.firstPlayer === index
    /// Removed with the keyboard (Space or Enter on its ✕): the page moves the focus on.
    signal removedByKeyboard()
    /// Remove asked for by any means (a click, a key, a screen reader's activate command): the
    /// page removes seat `index` (this row goes with it) and says so, naming `who`.
    signal removeRequested(int index, string who)
    function remove() {
        row.removeRequested(row.index, row.name !== "" ? row.name : qsTr("Player %1").arg(row.index + 1))
    }
    /// The keyboard to the name field (a seat just added when "Add a player" went away).
    function focusName() { nameField.forceActiveFocus(Qt.TabFocusReason) }
    readonly property var colorChoices: setup ? setup.colorChoices : []

    width: parent ? parent.width : implicitWidth
    implicitHeight: card.height + Theme.px(10)

    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Player %1").arg(index + 1)

    Rectangle {
        id: card
        width: parent.width
        height: content.implicitHeight + Theme.px(20)
        radius: Theme.radius
        color: "#FFFFFF"
        border.color: row.starts ? Theme.gold : Theme.paperEdge
        border.width: row.starts ? Theme.px(2) : Math.max(1, Theme.px(1))

        ColumnLayout {
            id: content
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(10) }
            spacing: Theme.px(8)

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.gap

                // Avatar: the player's initial (or a computer's face) on the colour chosen for
                // them (a click gives the next colour no one else has), or the chosen turtle's.
                Rectangle {
                    objectName: "seatAvatar"
                    Layout.preferredWidth: Theme.px(44); Layout.preferredHeight: Theme.px(44)
                    radius: width / 2
                    color: row.color !== "" ? Theme.turtleColor(row.color) : Theme.seatTint(null, row.avatar)
                    border.color: avatarMa.containsMouse ? Theme.ink : "#33000000"
                    border.width: avatarMa.containsMouse ? Theme.px(2) : 1
                    // By keyboard too (issue 19): Tab reaches it before the name, Space or Enter
                    // gives the next colour.
                    activeFocusOnTab: true
                    Keys.onSpacePressed: row.setup.nextSeatAvatar(row.index)
                    Keys.onReturnPressed: row.setup.nextSeatAvatar(row.index)
                    Keys.onEnterPressed: row.setup.nextSeatAvatar(row.index)
                    FocusRing {}
                    Accessible.role: Accessible.Button
                    Accessible.name: qsTr("Another colour for %1").arg(row.name)
                    Accessible.onPressAction: row.setup.nextSeatAvatar(row.index)
                    MouseArea {
                        id: avatarMa
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: row.setup.nextSeatAvatar(row.index)
                    }
                    Text {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        visible: row.isHuman
                        text: row.name !== "" ? row.name.charAt(0).toUpperCase() : (row.index + 1)
                        color: row.color === "Y" ? Theme.ink : "#FFFFFF"
                        font.pixelSize: Theme.fontLarge; font.bold: true
                    }
                    BotFace {
                        anchors.centerIn: parent
                        visible: !row.isHuman
                        width: parent.width * 0.62; height: width
                        faceColor: row.color === "Y" ? Theme.ink : "#FFFFFF"
                    }
                    ColorLetter {
                        letter: row.color
                        anchors { right: parent.right; bottom: parent.bottom; margins: -Theme.px(4) }
                    }
                }

                NameField {
                    id: nameField
                    Layout.fillWidth: true
                    Layout.preferredHeight: Theme.px(40)
                    text: row.name
                    placeholderText: qsTr("Name")
                    Accessible.name: qsTr("Name of player %1").arg(row.index + 1)
                    onTextEdited: row.setup.setSeatName(row.index, text)
                }

                // Who starts
                Rectangle {
                    id: startsChip
                    objectName: "startsChip"
                    activeFocusOnTab: visible
                    Keys.onSpacePressed: row.setup.setFirstPlayer(row.index)
                    Keys.onReturnPressed: row.setup.setFirstPlayer(row.index)
                    Keys.onEnterPressed: row.setup.setFirstPlayer(row.index)
                    // Only games whose rule set lets the table choose the first player.
                    visible: row.setup !== null && row.setup.canChooseFirstPlayer
                    Layout.preferredHeight: Theme.px(32)
                    Layout.preferredWidth: startsText.implicitWidth + Theme.px(24)
                    radius: height / 2
                    color: row.starts ? Theme.gold : (startsMa.containsMouse ? Theme.cream : "transparent")
                    border.color: row.starts ? Theme.goldDeep : Theme.paperEdge
                    Text {
                        textFormat: Text.PlainText
                        id: startsText
                        anchors.centerIn: parent
                        text: row.starts ? qsTr("★ Starts") : qsTr("Starts")
                        font.pixelSize: Theme.fontSmall; font.bold: row.starts
                        color: row.starts ? Theme.ink : Theme.inkSoft
                    }
                    MouseArea {
                        id: startsMa
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: row.setup.setFirstPlayer(row.index)
                    }
                    FocusRing {}
                    Accessible.role: Accessible.RadioButton
                    Accessible.name: qsTr("%1 starts").arg(row.name)
                    Accessible.checked: row.starts
                    Accessible.onPressAction: row.setup.setFirstPlayer(row.index)
                }

                // Remove
                Rectangle {
                    id: removeButton
                    objectName: "removeSeat"
                    Layout.preferredWidth: Theme.px(32); Layout.preferredHeight: Theme.px(32)
                    radius: width / 2
                    visible: row.canRemove
                    activeFocusOnTab: visible
                    // By keyboard: the page puts the focus on a control that stays (the seat and
                    // its controls are gone).
                    function removeByKeyboard() {
                        row.removedByKeyboard()
                        row.remove()
                    }
                    Keys.onSpacePressed: removeByKeyboard()
                    Keys.onReturnPressed: removeByKeyboard()
                    Keys.onEnterPressed: removeByKeyboard()
                    color: removeMa.containsMouse ? "#F6D5CC" : "transparent"
                    Text {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: "✕"
                        font.pixelSize: Theme.fontBody
                        color: removeMa.containsMouse ? Theme.danger : Theme.inkFaint
                    }
                    MouseArea {
                        id: removeMa
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: row.remove()
                    }
                    FocusRing {}
                    Accessible.role: Accessible.Button
                    Accessible.name: qsTr("Remove %1").arg(row.name)
                    Accessible.onPressAction: row.remove()
                }
            }

            // Human / computer
            Flow {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.px(56)
                spacing: Theme.gap
                Segmented {
                    Accessible.name: qsTr("%1: a person or a computer").arg(row.name)
                    values: ["human", "bot"]
                    labels: [qsTr("Human"), qsTr("Computer")]
                    current: row.isHuman ? "human" : "bot"
                    segmentHeight: Theme.px(32)
                    onChosen: (v) => {
                        if (v === "human" && !row.isHuman) row.setup.setSeatKind(row.index, "human")
                        else if (v === "bot" && row.isHuman) row.setup.setSeatKind(row.index, "bot:medium")
                    }
                }
                Segmented {
                    Accessible.name: qsTr("%1: how strong").arg(row.name)
                    visible: !row.isHuman
                    values: ["bot:easy", "bot:medium", "bot:hard"]
                    labels: [qsTr("Easy"), qsTr("Medium"), qsTr("Hard")]
                    current: row.kind
                    accent: Theme.goldDeep
                    segmentHeight: Theme.px(32)
                    minSegmentWidth: Theme.px(56)
                    onChosen: (v) => row.setup.setSeatKind(row.index, v)
                }
            }

            // Open colours: the turtle this player backs
            // A Flow: the note wraps under the swatches in a narrow window.
            Flow {
                visible: row.colorChoices.length > 0
                Layout.leftMargin: Theme.px(56)
                Layout.fillWidth: true
                spacing: Theme.px(8)
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Turtle:")
                    height: Theme.px(36)
                    verticalAlignment: Text.AlignVCenter
                    font.pixelSize: Theme.fontSmall
                    color: Theme.inkSoft
                }
                Repeater {
                    model: row.colorChoices
                    delegate: Rectangle {
                        id: swatch
                        required property string modelData
                        readonly property bool on: row.color === modelData
                        width: Theme.px(52); height: Theme.px(36)
                        radius: Theme.radiusSmall
                        color: on ? Qt.lighter(Theme.turtleColor(modelData), 1.6) : Theme.cream
                        border.color: on ? Theme.ink : Theme.paperEdge
                        border.width: on ? Theme.px(2) : 1
                        Image {
                            anchors.centerIn: parent
                            source: Theme.turtleSource(swatch.modelData)
                            width: parent.width * 0.86; height: width * 2 / 3
                            sourceSize: Qt.size(width * 2, height * 2)
                        }
                        MouseArea {
                            anchors.fill: parent
                            cursorShape: Qt.PointingHandCursor
                            onClicked: row.setup.setSeatColor(row.index, swatch.on ? "" : swatch.modelData)
                        }
                        Accessible.role: Accessible.RadioButton
                        Accessible.name: Theme.turtleName(modelData)
                        Accessible.checked: on
                        Accessible.onPressAction: row.setup.setSeatColor(row.index, swatch.modelData)
                    }
                }
                // A player who picks none gets a colour dealt at random (shown to everyone, as
                // open colours are): say so rather than leave it to be guessed.
                Text {
                    objectName: "dealtNote"
                    textFormat: Text.PlainText
                    visible: row.color === ""
                    height: Theme.px(36)
                    verticalAlignment: Text.AlignVCenter
                    text: qsTr("None picked: dealt at random")
                    font.pixelSize: Theme.fontSmall
                    font.italic: true
                    color: Theme.inkSoft
                }
            }
        }
    }
}
