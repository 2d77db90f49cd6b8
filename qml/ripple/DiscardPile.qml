import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// A discard pile: its top card face up (or an empty outline), how many cards it holds, whose it
// is; a click takes the top card when that is legal now. With two players each has piles a and b,
// and the one their next discard goes to is marked.
Item {
    id: root
    property RippleGame game
    property int pileIndex: 0
    property string pile: ""
    property string label: ""
    property int size: 0
    property string icon: ""
    property string name: ""
    property int value: 0
    property bool combo: false
    property string need1: ""
    property string need2: ""
    property int bonus: 0
    property bool canTake: false
    property bool isNext: false
    property bool showNext: false
    property string hint: ""
    property string keyName: ""
    property real cardW: Theme.px(80)
    property bool showLabel: true
    /// What a screen reader calls the pile: whose it is ("Ann's pile", "Pile a of Ben"), where the
    /// caption on the table may leave the owner out ("discards", "pile a").
    property string spokenLabel: label

    objectName: "pile" + pile

    // Keyboard: Tab reaches a pile whose top card may be taken; Enter or Space takes it; the arrow
    // keys go on to the next control.
    activeFocusOnTab: canTake || activeFocus // (never turned off while it has the keyboard: Qt refuses)
    Keys.onShortcutOverride: (event) => event.accepted = event.key === Qt.Key_Space
    Keys.onReturnPressed: if (root.canTake) root.game.take(root.pileIndex)
    Keys.onEnterPressed: if (root.canTake) root.game.take(root.pileIndex)
    Keys.onSpacePressed: if (root.canTake) root.game.take(root.pileIndex)
    Keys.onLeftPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
    Keys.onUpPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
    Keys.onRightPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
    Keys.onDownPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
    width: cardW
    height: cardW * 1.4 + (showLabel ? labelText.height + Theme.px(4) : 0)

    Item {
        id: cardArea
        width: root.cardW
        height: root.cardW * 1.4
        // A hint of the cards beneath
        Rectangle {
            visible: root.size > 1
            x: root.cardW * 0.04; y: root.cardW * 0.05
            width: parent.width; height: parent.height
            radius: root.cardW * 0.09
            color: "#D9C29A"
            border.color: "#8A6E4A"
            rotation: 3
        }
        Rectangle {
            visible: root.size === 0
            anchors.fill: parent
            radius: root.cardW * 0.09
            color: "#18FFF8EA"
            border.color: "#80E6CB93"
            border.width: Math.max(1, Theme.px(2))
            Text {
                textFormat: Text.PlainText
                objectName: "emptyLabel"
                anchors.centerIn: parent
                width: parent.width * 0.86
                height: parent.height * 0.8
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                // Never broken inside a word: a narrow pile shrinks the word to fit.
                wrapMode: Text.WordWrap
                fontSizeMode: Text.Fit
                minimumPixelSize: 6
                text: qsTr("empty")
                font.pixelSize: Math.max(9, root.cardW * 0.14)
                font.italic: true
                color: "#B0E6CB93"
            }
        }
        RippleCard {
            visible: root.size > 0
            anchors.fill: parent
            icon: root.icon
            name: root.name
            value: root.value
            combo: root.combo
            need1: root.need1
            need2: root.need2
            bonus: root.bonus
            glow: root.canTake && root.game && root.game.learningMode ? "take" : ""
            scale: mouse.containsMouse && root.canTake ? 1.05 : 1
            Behavior on scale { NumberAnimation { duration: Theme.fast } }
        }
        // Count
        Rectangle {
            visible: root.size > 0
            anchors { right: parent.right; bottom: parent.bottom; margins: -Theme.px(6) }
            width: Math.max(Theme.px(22), root.cardW * 0.3); height: width; radius: width / 2
            color: Theme.paper
            border.color: Theme.goldDeep
            border.width: Math.max(1, Theme.px(1.5))
            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: root.size
                font.pixelSize: parent.width * 0.5
                font.bold: true
                color: Theme.ink
            }
        }
        // Key letter
        Rectangle {
            visible: root.canTake && root.keyName !== ""
            anchors { left: parent.left; bottom: parent.bottom; margins: -Theme.px(6) }
            width: Theme.px(22); height: width; radius: Theme.px(5)
            color: Theme.tealDeep
            border.color: "#FFFFFF"
            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: root.keyName
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: "#FFFFFF"
            }
        }
        MouseArea {
            id: mouse
            anchors.fill: parent
            hoverEnabled: true
            cursorShape: root.canTake ? Qt.PointingHandCursor : Qt.ArrowCursor
            onClicked: if (root.canTake) root.game.take(root.pileIndex)
                       else if (root.hint !== "") root.game.take(root.pileIndex)
        }
        FocusRing { objectName: "focusRing"; shown: root.activeFocus }
        Tip {
            visible: mouse.containsMouse
            keyboard: root.activeFocus
            heading: root.label + (root.size > 0 ? " · " + qsTr("%n card(s)", "", root.size) : "")
            text: [root.size > 0 ? qsTr("Top: %1 (%2)").arg(root.name).arg(root.value) : "",
                   root.hint,
                   root.canTake && root.keyName !== "" ? qsTr("Key %1").arg(root.keyName) : ""].filter(l => l !== "").join("\n")
        }
    }
    Text {
        textFormat: Text.PlainText
        id: labelText
        visible: root.showLabel
        anchors { horizontalCenter: cardArea.horizontalCenter; top: cardArea.bottom; topMargin: Theme.px(4) }
        width: Math.max(root.cardW + Theme.px(20), implicitWidth)
        horizontalAlignment: Text.AlignHCenter
        text: (root.showNext && root.isNext ? "\u25B8 " : "") + root.label
        font.pixelSize: Math.max(10, Math.min(Theme.fontSmall, root.cardW * 0.16))
        font.bold: root.showNext && root.isNext
        color: Theme.sand
        elide: Text.ElideRight
    }

    Accessible.role: root.canTake ? Accessible.Button : Accessible.StaticText
    // Named once the pile's properties have all come (they are set one by one from the model: the
    // name went through "top card " and back, each an event a screen reader must queue: issue 43).
    readonly property string sentence: root.size > 0 ? qsTr("%1, top card %2").arg(root.spokenLabel).arg(root.name) : qsTr("%1, empty").arg(root.spokenLabel)
    property string spokenName: sentence
    // (The pile may be gone by then: a table closed at once.)
    onSentenceChanged: Qt.callLater(() => { if (root) root.spokenName = root.sentence })
    Accessible.name: spokenName
    Accessible.onPressAction: if (root.canTake) root.game.take(root.pileIndex)
}
