import QtQuick
import QtQuick.Layouts
import Tidepool

// Between two races of the advanced game: who drew the third lettuce, the two tiles that finished
// (and any black tile passed over), how the race ended and the row the next race starts from.
// Public information only, so it may show before the handover.
Item {
    id: root
    // Tooltips of the table under this screen stay closed.
    TipCover {}
    objectName: "betweenRaces"
    property MiniGame game
    // Before any race ended (or without a game): race 0, no tiles.
    property miniRaceEnd noRace
    readonly property miniRaceEnd info: game ? game.lastRace : noRace
    readonly property var finishedTiles: info.finished
    // Black tiles ranked ahead of the last finisher: they run again (the engine's RaceEnd).
    readonly property var skippedBlack: info.passedOver
    /// A tile ("G1") in words: "green tile 1".
    function tileWords(tile) { return qsTr("%1 tile %2").arg(Theme.turtleName(tile.charAt(0)).toLowerCase()).arg(tile.substring(1)) }
    /// What the table announces when a race ends (docs/accessibility.md): the race, who drew the
    /// third lettuce, the two tiles that finish, the black tiles that run again.
    function spokenText() {
        // Said after the move that ended the race, whose sentence already says who drew the third
        // lettuce and that the race is over (saying it again told it twice): the finishers in
        // words. (Each sentence starts with a capital, though it starts with a tile's words.)
        const tiles = finishedTiles.map(tileWords)
        const parts = []
        if (tiles.length > 1)
            parts.push(Theme.capitalized(qsTr("%1 and %2 finish and leave the game.").arg(tiles[0]).arg(tiles[1])))
        if (skippedBlack.length > 0)
            parts.push(Theme.capitalized(qsTr("%1 ran ahead, but black tiles never finish: they run again.").arg(skippedBlack.map(tileWords).join(qsTr(" and ")))))
        return parts.join(" ")
    }


    // A beat of animation as a race ends: the panel springs in and its title swells once. With
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
    onVisibleChanged: if (visible) playBeat()

    MouseArea { anchors.fill: parent; hoverEnabled: true; onWheel: (w) => w.accepted = true }
    Rectangle { anchors.fill: parent; color: "#B01A0E06" }

    PaperPanel {
        id: panel
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.92, Theme.px(860))
        height: Math.min(parent.height * 0.96, col.implicitHeight + Theme.px(40))
        radius: Theme.px(22)

        ColumnLayout {
            id: col
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(20) }
            spacing: Theme.px(8)

            Text {
                id: title
                textFormat: Text.PlainText
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("Race %1 is over").arg(Math.max(1, root.info.race))
                font.family: Theme.displayFont
                font.pixelSize: Theme.fontTitle + Theme.px(4)
                font.bold: true
                color: Theme.ink
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("%1 drew the third lettuce.").arg(root.info.playerName)
                font.pixelSize: Theme.fontBody
                color: Theme.inkSoft
            }

            // The two finishers
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.px(18)
                Repeater {
                    model: root.finishedTiles
                    delegate: Column {
                        required property string modelData
                        required property int index
                        objectName: "finisher-" + modelData
                        spacing: Theme.px(2)
                        Text {
                            textFormat: Text.PlainText
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: index === 0 ? qsTr("First out") : qsTr("Second out")
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            color: Theme.goldDeep
                        }
                        MiniTileFace {
                            width: Theme.px(96); height: width * 0.82
                            color: parent.modelData.charAt(0)
                            number: Number(parent.modelData.charAt(1))
                        }
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    Layout.maximumWidth: Theme.px(300)
                    text: qsTr("%1 and %2 finish and leave the game.").arg(root.finishedTiles.length > 0 ? root.finishedTiles[0] : "").arg(root.finishedTiles.length > 1 ? root.finishedTiles[1] : "")
                          + (root.skippedBlack.length > 0
                             ? " " + qsTr("%1 ran ahead, but black tiles never finish: they run again.").arg(root.skippedBlack.join(qsTr(" and ")))
                             : "")
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontBody
                    color: Theme.ink
                }
            }

            Text {
                textFormat: Text.PlainText
                Layout.topMargin: Theme.px(4)
                text: qsTr("How race %1 ended").arg(Math.max(1, root.info.race))
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.teal
            }
            MiniRowPicture {
                objectName: "endedRow"
                Layout.alignment: Qt.AlignHCenter
                stacks: root.info.row
                marked: root.finishedTiles
                tileW: Math.min(Theme.px(50), (panel.width - Theme.px(120)) / Math.max(1, stacks.length) - Theme.px(5))
            }
            Text {
                textFormat: Text.PlainText
                Layout.topMargin: Theme.px(4)
                text: qsTr("Race %1 starts from this row").arg(Math.max(1, root.info.race) + 1)
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.teal
            }
            MiniRowPicture {
                objectName: "nextRow"
                Layout.alignment: Qt.AlignHCenter
                stacks: root.info.nextRow
                tileW: Math.min(Theme.px(50), (panel.width - Theme.px(120)) / Math.max(1, stacks.length) - Theme.px(5))
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: qsTr("Every stack splits into a row behind its bottom tile. Everyone keeps their cards; the lettuces and the played cards are shuffled back into the draw pile. Colours stay secret.")
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
            }
            TButton {
                objectName: "continueRaceButton"
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.px(4)
                tone: "primary"
                big: true
                text: qsTr("Start race %1").arg(Math.max(1, root.info.race) + 1)
                onClicked: root.game.continueRace()
                focus: root.visible
                Keys.onReturnPressed: root.game.continueRace()
                Keys.onEnterPressed: root.game.continueRace()
            }
        }
    }
}
