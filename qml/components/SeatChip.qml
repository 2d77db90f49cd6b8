import QtQuick
import Tidepool

// A player at the table: name, cards in hand, computer or human, whose turn it is.
Item {
    id: chip
    required property int index
    required property string name
    required property string kind
    required property bool isHuman
    required property bool isCurrent
    required property string color
    required property int handSize
    required property bool isWinner
    required property bool isViewer
    property bool thinking: false
    /// The avatar's colour before a turtle colour is known (TablePage: the one chosen for the player).
    property color tint: Theme.seatTint(null, index)
    /// The widest the chip may be (TablePage: its share of the room between the top bar's buttons).
    /// Narrower than its natural width, the chip gives up, in turn, the word under the name
    /// ("computer", "to play": the ring and the robot face say it too), then the name's end (elided,
    /// whole in the tip and the accessible name), then the name: the avatar alone, with its initial.
    property real maxWidth: Infinity

    readonly property real avatarSide: implicitHeight - Theme.px(10)
    readonly property real textLeft: Theme.px(5) + avatarSide + content.spacing
    // (The natural width from the texts' own widths, never from what is shown: no binding loop.)
    readonly property real pipsWidth: Math.min(handSize, 6) * (Theme.px(8) + Theme.px(3))
    readonly property real naturalTextWidth: Math.max(Math.min(nameText.implicitWidth, Theme.px(240)),
                                                      pipsWidth + statusText.implicitWidth)
    implicitWidth: Math.max(Theme.px(150), textLeft + naturalTextWidth + Theme.px(19))
    implicitHeight: Theme.px(50)
    width: Math.max(implicitHeight, Math.min(implicitWidth, maxWidth))
    /// The room beside the avatar for the name and the line under it.
    readonly property real textRoom: width - textLeft - Theme.px(10)
    /// Too narrow for a readable piece of the name: the avatar alone.
    readonly property bool avatarOnly: textRoom < Theme.px(34)
    /// The name as shown is cut (its whole is in the tip and the accessible name).
    readonly property bool nameCut: avatarOnly || nameText.truncated

    Accessible.role: Accessible.StaticText
    // (Whose turn it is, the status line says; every hand holds five cards by the rules, shown by
    // the pips: "to play" and the count, one card less while a play waits for Done, renamed chips
    // at every move, events a screen reader must queue; issue 43.)
    Accessible.name: {
        let t = name + ", " + (isHuman ? qsTr("human") : qsTr("computer"))
        if (color !== "") t += ", " + qsTr("backs %1").arg(Theme.turtleName(color))
        if (isWinner) t += ", " + qsTr("winner")
        return t
    }

    // The whole name on hover when the chip shows only part of it.
    MouseArea {
        id: hover
        anchors.fill: parent
        hoverEnabled: chip.nameCut
        acceptedButtons: Qt.NoButton
    }
    Tip {
        visible: hover.containsMouse && chip.nameCut
        text: chip.Accessible.name
    }

    // Glow for the player to act
    Rectangle {
        anchors.fill: parent
        anchors.margins: -Theme.px(4)
        radius: height / 2
        color: "transparent"
        border.color: Theme.gold
        border.width: Theme.px(3)
        visible: chip.isCurrent || chip.isWinner
        opacity: 0.9
    }
    Rectangle {
        id: bg
        anchors.fill: parent
        radius: height / 2
        color: chip.isCurrent ? Theme.paper : "#D9F3E6CC"
        border.color: chip.isCurrent ? Theme.goldDeep : "#80B89A6A"
        border.width: Math.max(1, Theme.px(1))
        opacity: chip.isCurrent || chip.isWinner ? 1 : 0.92
    }

    Row {
        id: content
        anchors.verticalCenter: parent.verticalCenter
        x: Theme.px(5)
        spacing: Theme.px(8)
        Rectangle {
            id: avatar
            width: chip.avatarSide; height: width
            radius: width / 2
            color: chip.color !== "" ? Theme.turtleColor(chip.color) : chip.tint
            border.color: chip.isViewer ? Theme.teal : "#40000000"
            border.width: chip.isViewer ? Theme.px(3) : 1
            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                visible: chip.isHuman || chip.avatarOnly
                objectName: "avatarLetter"
                text: Theme.initial(chip.name)
                font.pixelSize: parent.width * 0.5; font.bold: true
                color: chip.color === "Y" ? Theme.ink : "#FFFFFF"
            }
            BotFace {
                anchors.centerIn: parent
                visible: !chip.isHuman && !chip.avatarOnly
                width: parent.width * 0.6; height: width
                faceColor: chip.color === "Y" ? Theme.ink : "#FFFFFF"
            }
            ColorLetter {
                letter: chip.color
                anchors { right: parent.right; bottom: parent.bottom; margins: -Theme.px(4) }
            }
        }
        Column {
            visible: !chip.avatarOnly
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.px(1)
            Row {
                spacing: Theme.px(4)
                Text {
                    id: nameText
                    objectName: "seatChipName"
                    textFormat: Text.PlainText
                    text: chip.isWinner ? "★ " + chip.name : chip.name
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    color: Theme.ink
                    elide: Text.ElideRight
                    // A long name ("Computer 1 (Medium)", five seats) takes a smaller font, down
                    // to the line beneath it's, before it is cut (issue 44).
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: Theme.fontSmall
                    width: Math.max(0, Math.min(implicitWidth, Theme.px(240), chip.textRoom))
                }
            }
            Row {
                id: pips
                spacing: Theme.px(3)
                Repeater {
                    // (As many as the room holds: the number is in the accessible name.)
                    model: Math.max(0, Math.min(chip.handSize, 6, Math.floor((chip.textRoom + pips.spacing) / (Theme.px(8) + pips.spacing))))
                    Rectangle {
                        width: Theme.px(8); height: Theme.px(11); radius: Theme.px(2)
                        color: Theme.tealDeep
                        border.color: Theme.gold
                        border.width: Math.max(1, Theme.px(1))
                    }
                }
                Text {
                    id: statusText
                    objectName: "seatChipStatus"
                    textFormat: Text.PlainText
                    // (Dropped when the chip is narrowed: the ring and the status line say it too.)
                    visible: chip.textRoom >= chip.pipsWidth + implicitWidth
                    text: chip.thinking ? qsTr("thinking…")
                        : chip.isCurrent ? qsTr("to play")
                        : !chip.isHuman ? qsTr("computer") : ""
                    font.pixelSize: Theme.fontSmall - Theme.px(1)
                    font.italic: chip.thinking
                    color: chip.isCurrent ? Theme.goldDeep : Theme.inkSoft
                    anchors.verticalCenter: parent.verticalCenter
                    leftPadding: Theme.px(4)
                }
            }
        }
    }
}
