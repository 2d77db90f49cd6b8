import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// One turtle on the track, drawn from the art and placed from its model roles. Stacks are drawn
// bottom to top, each turtle raised by its height. Moves glide (Behavior) and hop.
Item {
    id: turtle
    objectName: "turtle-" + color
    required property int index
    required property string color
    required property int space
    required property int stackIndex
    required property int stackCount
    required property var model
    required property int stackSize
    required property bool isLast
    required property bool isTarget
    required property int rank
    required property string owner
    required property string description
    /// Moved by the last turn (MovedMark).
    required property bool moved
    // The stack level (the model's "height" role; Item already has a height).
    readonly property int level: model.height
    property Item board
    property RibbitGame game

    readonly property real tw: board.turtleW
    readonly property real th: board.turtleH
    readonly property bool choosing: game && game.handover.viewerToAct && game.selectedCard >= 0
    readonly property bool showTarget: isTarget && game && game.learningMode && choosing
    property real hop: 0
    property real bounce: 0

    // Geometry only: where the roles say the turtle is.
    x: board.stackCenterX(space, stackIndex, stackCount) - tw * 0.47 + level * tw * 0.04
    y: board.groundY - th * 0.93 - level * board.stackStep
    width: tw
    height: th
    z: 10 + level

    // Keyboard: Tab reaches the turtles, the arrow keys go from one to the next, Enter or Space
    // plays the selected card on the focused turtle.
    activeFocusOnTab: true
    function act() { if (game && game.handover.viewerToAct) game.playOn(color) }
    Keys.onReturnPressed: act()
    Keys.onEnterPressed: act()
    Keys.onSpacePressed: act()
    Keys.onLeftPressed: board.focusTurtle(index - 1)
    Keys.onUpPressed: board.focusTurtle(index - 1)
    Keys.onRightPressed: board.focusTurtle(index + 1)
    Keys.onDownPressed: board.focusTurtle(index + 1)

    Behavior on x {
        enabled: board.animate
        NumberAnimation { duration: AppSettings.animationDuration; easing.type: Easing.InOutCubic }
    }
    Behavior on y {
        enabled: board.animate
        NumberAnimation { duration: AppSettings.animationDuration; easing.type: Easing.InOutCubic }
    }

    onSpaceChanged: if (board.animate && AppSettings.animationDuration > 0) hopAnim.restart()
    SequentialAnimation {
        id: hopAnim
        NumberAnimation { target: turtle; property: "hop"; to: -turtle.th * 0.45; duration: AppSettings.animationDuration * 0.5; easing.type: Easing.OutQuad }
        NumberAnimation { target: turtle; property: "hop"; to: 0; duration: AppSettings.animationDuration * 0.5; easing.type: Easing.InQuad }
    }
    SequentialAnimation {
        running: turtle.showTarget && AppSettings.animationDuration > 0 // still with motion off
        loops: Animation.Infinite
        onStopped: turtle.bounce = 0
        NumberAnimation { target: turtle; property: "bounce"; to: -turtle.th * 0.10; duration: 380; easing.type: Easing.OutQuad }
        NumberAnimation { target: turtle; property: "bounce"; to: 0; duration: 380; easing.type: Easing.InQuad }
        PauseAnimation { duration: 160 }
    }

    Item {
        id: body
        width: turtle.tw
        height: turtle.th
        y: turtle.hop + turtle.bounce
        scale: mouse.containsMouse && turtle.choosing ? 1.06 : 1
        Behavior on scale { NumberAnimation { duration: Theme.fast } }

        // Learning mode: a warm glow behind a legal target.
        Rectangle {
            id: glow
            objectName: "glow"
            visible: turtle.showTarget
            anchors.centerIn: parent
            anchors.verticalCenterOffset: turtle.th * 0.05
            width: turtle.tw * 1.18
            height: turtle.th * 1.08
            radius: height / 2
            color: "#80FFD54A"
            border.color: "#FFF3B0"
            border.width: Math.max(2, Theme.px(3))
            Rectangle {
                anchors.centerIn: parent
                width: parent.width + Theme.px(10); height: parent.height + Theme.px(10)
                radius: height / 2
                color: "transparent"
                border.color: "#B0F2B33D"
                border.width: Math.max(2, Theme.px(4))
            }
            SequentialAnimation on opacity {
                running: glow.visible && AppSettings.animationDuration > 0 // steady with motion off
                loops: Animation.Infinite
                NumberAnimation { from: 0.55; to: 1; duration: 500 }
                NumberAnimation { from: 1; to: 0.55; duration: 500 }
            }
        }
        // What the last turn moved: a ring round the turtle (and its riders, each its own).
        MovedMark {
            shown: turtle.moved
            anchors.topMargin: -turtle.th * 0.02
            anchors.bottomMargin: turtle.th * 0.04
            radius: height / 2
        }
        // The finish-line moment: the winning turtle (ranked first by the engine) once the race is over.
        FinishMoment {
            anchors.fill: parent
            shown: turtle.game !== null && turtle.game.finished && turtle.rank === 1
        }
        // Shadow on the pad (bottom turtles only)
        Rectangle {
            visible: turtle.level === 0
            x: turtle.tw * 0.12
            y: turtle.th * 0.86 - turtle.hop - turtle.bounce
            width: turtle.tw * 0.72
            height: turtle.th * 0.16
            radius: height / 2
            color: "#40000000"
        }
        FocusRing { target: body; shown: turtle.activeFocus }
        Image {
            anchors.fill: parent
            source: Theme.turtleSource(turtle.color)
            sourceSize: Qt.size(turtle.tw * 2, turtle.th * 2)
            smooth: true
            mipmap: true
        }
    }

    // The move preview: a highlighted turtle's ghost where the selected card would leave it (the
    // engine's landing, TurtleModel's landing roles; placed by the track's geometry only).
    Item {
        id: ghost
        objectName: "ghost"
        readonly property bool shown: turtle.showTarget && turtle.model.landingSpace >= 0
        visible: shown
        enabled: false
        width: turtle.tw
        height: turtle.th
        x: turtle.board.stackCenterX(turtle.model.landingSpace, turtle.model.landingStack, turtle.model.landingStackCount)
           - turtle.tw * 0.47 + turtle.model.landingHeight * turtle.tw * 0.04 - turtle.x
        y: turtle.board.groundY - turtle.th * 0.93 - turtle.model.landingHeight * turtle.board.stackStep - turtle.y
        z: -1
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 1.05
            height: parent.height * 0.95
            radius: height / 2
            color: "#33FFF8EA"
            border.color: "#E6FFF3B0"
            border.width: Math.max(2, Theme.px(2))
        }
        Image {
            anchors.fill: parent
            source: ghost.shown ? Theme.turtleSource(turtle.color) : ""
            sourceSize: Qt.size(turtle.tw * 2, turtle.th * 2)
            opacity: 0.45
            smooth: true
        }
    }

    MouseArea {
        id: mouse
        // The shell and body, not the empty corners of the picture.
        x: turtle.tw * 0.1; y: turtle.th * 0.12 + body.y
        width: turtle.tw * 0.82; height: turtle.th * 0.8
        hoverEnabled: true
        cursorShape: turtle.choosing ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: if (turtle.game && turtle.game.handover.viewerToAct) turtle.game.playOn(turtle.color); else if (turtle.game) turtle.game.sayWhyItWaits()
    }

    // Why the chosen card can't move this turtle ("" when no card is chosen). whyNot() is a call:
    // reading selectedCard makes the words follow another card chosen (they kept the first card's,
    // on screen and for a screen reader).
    readonly property string whyNotText: choosing && game && game.selectedCard >= 0 ? game.whyNot(color) : ""

    Tip {
        objectName: "turtleTip"
        visible: mouse.containsMouse
        keyboard: turtle.activeFocus
        heading: turtle.description
        text: {
            let lines = []
            if (turtle.owner !== "")
                lines.push(qsTr("Backed by %1").arg(turtle.owner))
            if (turtle.choosing && !turtle.isTarget) {
                if (turtle.whyNotText !== "")
                    lines.push(turtle.whyNotText)
            } else if (turtle.choosing && turtle.isTarget) {
                lines.push(turtle.activeFocus ? qsTr("Enter to move it") : qsTr("Click to move it"))
            }
            return lines.join("\n")
        }
    }

    Accessible.role: Accessible.Button
    Accessible.name: description
    // What it can do now, while it has the keyboard only: a description that changed on every
    // turtle at each choice of a card flooded the screen reader (issue 43, docs/accessibility.md).
    Accessible.description: !activeFocus ? "" : showTarget ? qsTr("Can be moved with the selected card")
                          : !isTarget ? whyNotText : ""
    Accessible.onPressAction: if (game && game.handover.viewerToAct) game.playOn(color)
}
