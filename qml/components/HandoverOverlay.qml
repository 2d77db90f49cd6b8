import QtQuick
import Tidepool

// Hot seat: an opaque screen that hides the table until the named player is at the screen.
Item {
    id: root
    objectName: "handover"
    property string playerName: ""
    /// What is about to be shown, per game: "Everyone else, please look away: …".
    property string secretText: qsTr("Everyone else, please look away: %1's cards are next.").arg(playerName)
    signal confirmed()
    visible: opacity > 0

    // Swallow every click and hover: nothing behind may be touched.
    MouseArea { anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.AllButtons; onWheel: (w) => w.accepted = true }

    TableBackground { anchors.fill: parent }
    Rectangle { anchors.fill: parent; color: "#B01A0E06" }

    PaperPanel {
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.8, Theme.px(620))
        height: col.implicitHeight + Theme.px(64)
        radius: Theme.px(22)
        Column {
            id: col
            anchors.centerIn: parent
            width: parent.width - Theme.px(64)
            spacing: Theme.px(14)
            Image {
                anchors.horizontalCenter: parent.horizontalCenter
                source: root.visible ? Theme.art("card-back") : "" // no work while hidden
                width: Theme.px(84); height: width * 200 / 140
                sourceSize: Qt.size(width * 2, height * 2)
                rotation: -6
            }
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("Pass the screen to")
                font.pixelSize: Theme.fontLarge
                color: Theme.inkSoft
            }
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: root.playerName
                font.family: Theme.displayFont
                font.pixelSize: Theme.fontHuge + Theme.px(8)
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
                Accessible.role: Accessible.Heading
            }
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: root.secretText
                font.pixelSize: Theme.fontBody
                color: Theme.inkSoft
            }
            Item { width: 1; height: Theme.px(4) }
            TButton {
                id: confirmButton
                anchors.horizontalCenter: parent.horizontalCenter
                tone: "primary"
                big: true
                objectName: "handoverConfirm"
                text: qsTr("I'm %1, show my cards").arg(root.playerName)
                onClicked: root.confirmed()
                focus: root.visible
                Keys.onReturnPressed: root.confirmed()
                Keys.onEnterPressed: root.confirmed()
                // The default action (Enter, through the page's shortcut): always ringed, so the
                // keyboard user sees what Enter does. It takes no focus from an open menu.
                FocusRing {
                    objectName: "defaultRing"
                    target: confirmButton
                    shown: root.visible
                    radius: confirmButton.height / 2
                }
            }
        }
    }
}
