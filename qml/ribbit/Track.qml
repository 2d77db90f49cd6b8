import QtQuick
import Tidepool

// The race track on a pond: the START beach with the flag, a row of lily pads, the lettuce island.
// Each turtle is placed from its TurtleModel roles (space, stackIndex/stackCount, height): the view
// computes where things are drawn, never what is legal.
Item {
    id: track
    property RibbitGame game
    // Turtle moves animate only once the layout has settled (not while the window resizes).
    property bool animate: false

    readonly property int spaces: game && game.trackLength > 1 ? game.trackLength : 10
    readonly property bool startStacked: game ? game.startStacked : false
    readonly property real startUnits: startStacked ? 1.6 : 4.7
    readonly property real spaceUnits: 1.16
    readonly property real sideMargin: Theme.px(20)
    /// Room below the pond for the spaces' numbers (START, 1…, FINISH), inside the track.
    readonly property real labelRoom: Theme.px(14)
    // Turtle width: as large as both the width and the height of a five-turtle stack allow.
    readonly property real turtleW: Math.max(20, Math.min(
        (width - 2 * sideMargin) / (startUnits + (spaces - 1) * spaceUnits + 0.15),
        (height - labelRoom - Theme.px(40)) / 3.25,
        Theme.px(150)))
    readonly property real turtleH: turtleW * 2 / 3
    readonly property real stackStep: turtleH * 0.775
    readonly property real spaceW: turtleW * spaceUnits
    readonly property real startW: turtleW * startUnits
    readonly property real trackW: startW + (spaces - 1) * spaceW
    readonly property real originX: (width - trackW) / 2
    // The line the bottom turtles stand on.
    readonly property real groundY: pond.y + pond.height - turtleH * 0.62

    function spaceCenterX(space) {
        if (space <= 0)
            return originX + startW / 2
        return originX + startW + (space - 0.5) * spaceW
    }
    // Centre x of a stack (START can hold several stacks side by side).
    function stackCenterX(space, stackIndex, stackCount) {
        if (space <= 0 && stackCount > 1) {
            // leave room for the flag at the left end of the beach
            const slot = (startW - turtleW * 0.42) / stackCount
            return originX + turtleW * 0.36 + slot * (stackIndex + 0.5)
        }
        return spaceCenterX(space)
    }

    onWidthChanged: settle.restart()
    onHeightChanged: settle.restart()
    Timer {
        id: settle
        interval: 250
        onTriggered: track.animate = true
        onRunningChanged: if (running) track.animate = false
    }
    Component.onCompleted: settle.restart()

    // The pond
    Rectangle {
        id: pond
        x: track.originX - track.sideMargin * 0.5
        width: track.trackW + track.sideMargin
        // (The spaces' numbers hang below the pond: the track keeps their room, `labelRoom`.)
        height: Math.min(track.height - track.labelRoom, track.turtleH * 5.1 + Theme.px(30))
        y: (track.height - track.labelRoom - height) / 2 + Theme.px(4)
        radius: Theme.px(28)
        border.color: "#8C6A3E"
        border.width: Theme.px(4)
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#3E9C9C" }
            GradientStop { position: 0.55; color: "#2A7F86" }
            GradientStop { position: 1.0; color: "#1D5F69" }
        }
        // Sandy rim
        Rectangle {
            anchors.fill: parent
            anchors.margins: -Theme.px(8)
            z: -1
            radius: parent.radius + Theme.px(8)
            color: Theme.sandDark
            opacity: 0.9
        }
        Rectangle {
            anchors.fill: parent
            anchors.margins: -Theme.px(14)
            z: -2
            radius: parent.radius + Theme.px(14)
            color: "#50000000"
        }
        // Floating leaves and flowers, for the look only
        Repeater {
            model: [[0.20, 0.14, 0.045], [0.56, 0.08, 0.035], [0.74, 0.36, 0.04], [0.38, 0.40, 0.03], [0.93, 0.07, 0.03]]
            Item {
                required property var modelData
                required property int index
                x: pond.width * modelData[0]
                y: pond.height * modelData[1]
                width: pond.width * modelData[2]
                height: width * 0.55
                Rectangle {
                    anchors.fill: parent
                    radius: height / 2
                    color: "#5E9E3C"
                    opacity: 0.55
                    border.color: "#3E7426"
                }
                Rectangle {
                    visible: index % 2 === 0
                    width: parent.height * 0.55; height: width; radius: width / 2
                    x: parent.width * 0.55; y: -height * 0.2
                    color: "#F3A6C8"
                    border.color: "#C7568A"
                    Rectangle { anchors.centerIn: parent; width: parent.width * 0.4; height: width; radius: width / 2; color: "#F7D65A" }
                }
            }
        }
        // Ripples on the water
        Repeater {
            model: [[0.30, 0.20, 0.10], [0.64, 0.28, 0.08], [0.47, 0.10, 0.06], [0.85, 0.16, 0.07], [0.12, 0.30, 0.06]]
            Item {
                required property var modelData
                x: pond.width * modelData[0]
                y: pond.height * modelData[1]
                width: pond.width * modelData[2]
                height: width * 0.28
                opacity: 0.22
                Rectangle {
                    anchors.fill: parent
                    radius: height / 2
                    color: "transparent"
                    border.color: "#FFFFFF"
                    border.width: Math.max(1, Theme.px(1.5))
                }
                Rectangle {
                    anchors.centerIn: parent
                    width: parent.width * 0.5; height: parent.height * 0.5
                    radius: height / 2
                    color: "transparent"
                    border.color: "#FFFFFF"
                    border.width: Math.max(1, Theme.px(1.5))
                }
            }
        }
    }

    // START beach
    Rectangle {
        id: beach
        objectName: "space-0" // the guided game points at START by this name
        x: track.originX
        width: track.startW - track.turtleW * 0.06
        height: track.turtleH * 0.55
        y: track.groundY - height * 0.5 + track.turtleH * 0.04
        radius: height / 2
        border.color: "#A88349"
        border.width: Theme.px(2)
        gradient: Gradient {
            GradientStop { position: 0; color: "#F0D9A4" }
            GradientStop { position: 1; color: Theme.sandDark }
        }
    }
    Image {
        source: Theme.art("start-flag")
        width: track.turtleW * 0.9
        height: width
        sourceSize: Qt.size(width * 2, height * 2)
        // the pole's foot is at (27, 90) of 100
        x: beach.x - width * 0.05
        y: beach.y + beach.height * 0.5 - height * 0.9
        z: 1
    }
    Text {
        textFormat: Text.PlainText
        x: beach.x + beach.width / 2 - width / 2
        y: beach.y + beach.height + Theme.px(4)
        text: qsTr("START")
        font.family: Theme.displayFont
        font.pixelSize: Math.max(Theme.px(12), track.turtleW * 0.16)
        font.bold: true
        font.letterSpacing: Theme.px(2)
        color: Theme.cream
        style: Text.Outline
        styleColor: "#5A3A14"
    }

    // Lily pads, spaces 1 .. trackLength-1; the last is the lettuce island.
    Repeater {
        model: Math.max(0, track.spaces - 1)
        delegate: Item {
            id: pad
            required property int index
            readonly property int space: index + 1
            readonly property bool finish: space === track.spaces - 1
            objectName: finish ? "lettuce" : "space-" + space
            x: track.spaceCenterX(space) - width / 2
            y: track.groundY - height / 2
            width: track.spaceW * (finish ? 1.0 : 0.9)
            height: track.turtleH * (finish ? 0.62 : 0.5)

            // Lettuce behind the finish pad
            Image {
                visible: pad.finish
                source: Theme.art("lettuce")
                width: track.spaceW * 1.25
                height: width
                sourceSize: Qt.size(width * 2, height * 2)
                x: (pad.width - width) / 2
                y: pad.height * 0.55 - height
                z: -1
            }
            Rectangle {
                anchors.fill: parent
                radius: height / 2
                border.color: pad.finish ? "#4D6B2A" : Theme.lilyPadDark
                border.width: Math.max(1, Theme.px(2))
                gradient: Gradient {
                    GradientStop { position: 0; color: pad.finish ? "#A7D36A" : "#7DBA4F" }
                    GradientStop { position: 1; color: pad.finish ? "#6E9B3A" : Theme.lilyPadDark }
                }
                // The notch of a lily pad
                Rectangle {
                    visible: !pad.finish
                    width: parent.height * 0.42
                    height: width
                    rotation: 45
                    x: parent.width * 0.5 - width / 2
                    y: -height * 0.62
                    color: "#2A7F86"
                }
                // Veins
                Rectangle {
                    visible: !pad.finish
                    anchors.centerIn: parent
                    width: parent.width * 0.55; height: Math.max(1, Theme.px(1.5))
                    color: "#40FFFFFF"
                }
            }
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                y: parent.height + Theme.px(2)
                text: pad.finish ? qsTr("FINISH") : pad.space
                font.family: Theme.displayFont
                font.pixelSize: Math.max(Theme.px(12), track.turtleW * (pad.finish ? 0.16 : 0.2))
                font.bold: true
                color: Theme.cream
                style: Text.Outline
                styleColor: "#1D4A50"
            }
        }
    }

    /// Gives the keyboard focus to the turtle at `row` (wrapping), in colour order.
    function focusTurtle(row) {
        const n = turtleRepeater.count
        if (n === 0)
            return
        const item = turtleRepeater.itemAt(((row % n) + n) % n)
        if (item)
            item.forceActiveFocus(Qt.TabFocusReason)
    }
    /// Focuses the first turtle the selected card may move (or the first turtle).
    function focusFirstTarget() {
        for (let i = 0; i < turtleRepeater.count; ++i) {
            const item = turtleRepeater.itemAt(i)
            if (item && item.isTarget) {
                item.forceActiveFocus(Qt.TabFocusReason)
                return
            }
        }
        focusTurtle(0)
    }

    // The turtles
    Repeater {
        id: turtleRepeater
        model: track.game ? track.game.turtles : null
        delegate: Turtle { board: track; game: track.game }
    }
}
