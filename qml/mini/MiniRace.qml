import QtQuick
import Tidepool

// The race with no board: the row of stacks on the table, the front on the right next to the three
// lettuce places; above it the race number and (advanced) the finished tiles in order. Places
// are spots on the felt, numbered from the front; the tiles are the model's twelve rows.
Item {
    id: race
    property MiniGame game
    property bool animate: false

    // Room for at least eight places: as the row closes up, the tiles grow.
    readonly property int places: Math.max(rowSize, 8)
    readonly property real finishW: Math.max(Theme.px(96), width * 0.09)
    readonly property real headerH: Theme.px(64)
    readonly property real laneLeft: Theme.px(10)
    readonly property real laneRight: width - finishW - Theme.px(14)
    readonly property real slotW: Math.min((laneRight - laneLeft) / places, Theme.px(130))
    // As wide as the place allows, and low enough for the tallest stack (its name badges showing).
    readonly property real tileW: Math.min(slotW * 0.9,
        (groundY - headerH - Theme.px(10)) / (0.82 * (1 + 0.42 * (tallest - 1))))
    readonly property real tileH: tileW * 0.82
    readonly property real groundY: height - Theme.px(30)
    readonly property int tallest: game ? Math.max(1, game.tallestStack) : 1
    // Stacks rise as far as the room above the row allows.
    readonly property real stackStep: tallest <= 1 ? tileH * 0.6
        : Math.min(tileH * 0.6, (groundY - headerH - tileH - Theme.px(8)) / (tallest - 1))
    readonly property int rowSize: game ? game.rowSize : 0

    function stackCenterX(stack) { return laneRight - (stack + 0.5) * slotW }

    // The finished tray, top right: two tiles a race, in finishing order.
    readonly property real trayScale: 0.52
    readonly property real traySlot: tileW * trayScale + Theme.px(6)
    readonly property real trayY: headerH / 2
    function trayX(outIndex) {
        const race = Math.floor(outIndex / 2)
        return tray.x + Theme.px(12) + trayLabel.width + Theme.px(10)
               + race * (2 * traySlot + Theme.px(16)) + (outIndex % 2 + 0.5) * traySlot
    }

    onWidthChanged: settle.restart()
    onHeightChanged: settle.restart()
    Timer {
        id: settle
        interval: 250
        onTriggered: race.animate = true
        onRunningChanged: if (running) race.animate = false
    }
    Component.onCompleted: settle.restart()

    // How far the tray's race labels ("race 1"…) hang below it, and where the lowest one ends
    // (0 with no tray): the front's marker begins below them.
    readonly property real trayLabelDrop: Theme.px(15)
    readonly property real trayLabelsBottom: tray.visible ? tray.y + tray.height - Theme.px(4) + trayLabelDrop : 0

    // ---------- Header: the race number, the finished tiles ----------
    Rectangle {
        id: raceBadge
        objectName: "raceBadge"
        x: race.laneLeft
        anchors.verticalCenter: tray.verticalCenter
        width: raceText.implicitWidth + Theme.px(28)
        height: Theme.px(44)
        radius: height / 2
        color: "#E6FBF3E2"
        border.color: Theme.goldDeep
        border.width: Theme.px(2)
        Text {
            textFormat: Text.PlainText
            id: raceText
            anchors.centerIn: parent
            text: !race.game ? ""
                : race.game.advanced ? qsTr("Race %1").arg(race.game.round) + "  ·  " + qsTr("advanced game")
                : qsTr("One race: the third lettuce ends it")
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontBody + Theme.px(1)
            font.bold: true
            color: Theme.ink
        }
        Accessible.role: Accessible.StaticText
        Accessible.name: raceText.text
    }

    Rectangle {
        id: tray
        objectName: "finishedTray"
        visible: race.game && race.game.advanced
        anchors { right: parent.right; rightMargin: Theme.px(10) }
        y: (race.headerH - height) / 2
        height: race.tileH * race.trayScale + Theme.px(22)
        width: Theme.px(12) + trayLabel.width + Theme.px(10) + 3 * (2 * race.traySlot + Theme.px(16))
        radius: Theme.px(14)
        color: "#66140A04"
        border.color: "#80E6CB93"
        Text {
            textFormat: Text.PlainText
            id: trayLabel
            x: Theme.px(12)
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Finished")
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.sand
        }
        // One bay per race: two places each, with the race's number under it.
        Repeater {
            model: 3
            Item {
                id: bay
                required property int index
                x: race.trayX(index * 2) - tray.x - race.traySlot / 2 - Theme.px(4)
                y: Theme.px(4)
                width: 2 * race.traySlot + Theme.px(8)
                height: tray.height - Theme.px(8)
                Rectangle {
                    anchors.fill: parent
                    radius: Theme.px(10)
                    color: "transparent"
                    border.color: "#50E6CB93"
                    border.width: Math.max(1, Theme.px(1))
                    visible: race.game && bay.index * 2 >= race.game.outTiles.length
                }
                Text {
                    textFormat: Text.PlainText
                    objectName: "trayRaceLabel" + bay.index
                    anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: -race.trayLabelDrop }
                    text: qsTr("race %1").arg(bay.index + 1)
                    font.pixelSize: Theme.fontSmall - Theme.px(2)
                    color: Theme.sand
                }
            }
        }
        Accessible.role: Accessible.StaticText
        Accessible.name: race.game && race.game.outTiles.length > 0 ? qsTr("Finished: %1").arg(race.game.outTiles.join(", ")) : qsTr("No tile has finished yet")
    }

    // ---------- The places of the row, numbered from the front ----------
    Repeater {
        model: race.rowSize
        delegate: Item {
            id: spot
            required property int index
            x: race.stackCenterX(index) - width / 2
            y: race.groundY - height / 2 + Theme.px(2)
            width: race.slotW * 0.96
            height: race.tileH * 0.34
            Rectangle {
                anchors.fill: parent
                radius: height / 2
                color: "#38140A04"
                border.color: "#40E6CB93"
                border.width: Math.max(1, Theme.px(1))
            }
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                y: parent.height * 0.5 + Theme.px(4)
                text: Theme.ordinal(spot.index + 1)
                font.pixelSize: Math.max(Theme.px(11), race.tileW * 0.14)
                font.bold: spot.index === 0
                color: spot.index === 0 ? Theme.gold : Theme.sand
                style: Text.Outline
                styleColor: "#5A3A14"
            }
        }
    }

    // ---------- The front: the finish line and the three lettuce places ----------
    MiniFront { race: race }

    // The back of the row
    Text {
        textFormat: Text.PlainText
        x: race.stackCenterX(Math.max(0, race.rowSize - 1)) - race.slotW / 2 - width - Theme.px(4)
        y: race.groundY - height / 2
        // Only where it fits: a long row reaches the window's edge.
        visible: race.rowSize > 1 && x >= 0
        text: "← " + qsTr("back")
        font.pixelSize: Theme.fontSmall - Theme.px(1)
        color: "#A0E6CB93"
        Behavior on x { enabled: race.animate; NumberAnimation { duration: AppSettings.animationDuration } }
    }

    /// Gives the keyboard focus to the next tile in the row from `row` in direction `step` (+1/-1),
    /// in tile order, skipping finished tiles.
    function focusTile(row, step) {
        const n = tileRepeater.count
        for (let k = 1; k <= n; ++k) {
            const item = tileRepeater.itemAt((((row + k * step) % n) + n) % n)
            if (item && item.racing) {
                item.forceActiveFocus(Qt.TabFocusReason)
                return
            }
        }
    }
    /// Focuses the first tile the selected card may be played on, preferring one where the play
    /// changes something (or the first tile in the row).
    function focusFirstTarget() {
        for (const effective of [true, false]) {
            for (let i = 0; i < tileRepeater.count; ++i) {
                const item = tileRepeater.itemAt(i)
                if (item && item.racing && item.isTarget && (!effective || !item.noEffect)) {
                    item.forceActiveFocus(Qt.TabFocusReason)
                    return
                }
            }
        }
        focusTile(-1, 1)
    }

    // ---------- The tiles ----------
    Repeater {
        id: tileRepeater
        model: race.game ? race.game.tiles : null
        delegate: MiniTile { board: race; game: race.game }
    }
}
