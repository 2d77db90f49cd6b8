import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// The guided first game's callout over a game screen: the step's text, what to do, a glowing ring
// around the part of the table it talks about (found by objectName in the page), and Next/Leave.
// It takes no clicks outside its bubble, so the player plays the step on the table itself.
Item {
    id: root
    objectName: "tutorialOverlay"
    property Tutorial tutorial
    /// The game screen to search for the target item (the overlay's parent by default).
    property Item page: parent
    signal leaveRequested()
    signal finishRequested()

    anchors.fill: parent
    z: 950 // above the table and its end screen, below the page's toasts
    visible: tutorial !== null && tutorial.active && !tutorial.completed

    readonly property bool lastStep: tutorial !== null && tutorial.stepIndex === tutorial.stepCount - 1
    // The target's rectangle in the overlay's coordinates (width 0 when there is none).
    property rect targetRect: Qt.rect(0, 0, 0, 0)
    readonly property bool hasTarget: targetRect.width > 0
    /// The item pointed at now, or null (for tests: click it to follow the step).
    property Item targetItem: null

    function findItem(item, name) {
        if (!item || !item.visible)
            return null
        if (item.objectName === name)
            return item
        const kids = item.children
        for (let i = 0; i < kids.length; ++i) {
            const found = findItem(kids[i], name)
            if (found)
                return found
        }
        return null
    }
    // The end screen's buttons (objectName "endActions") when it is up: the bubble keeps them clear.
    property rect endRect: Qt.rect(0, 0, 0, 0)
    readonly property bool endShown: endRect.width > 0
    function locate() {
        const end = findItem(root.page, "endActions")
        const e = end && end.width > 0 ? end.mapToItem(root, 0, 0, end.width, end.height) : Qt.rect(0, 0, 0, 0)
        if (e.x !== endRect.x || e.y !== endRect.y || e.width !== endRect.width || e.height !== endRect.height)
            endRect = e
        const name = tutorial ? tutorial.pointAt : ""
        const item = name !== "" ? findItem(root.page, name) : null
        targetItem = item
        if (!item || item.width <= 0) {
            targetRect = Qt.rect(0, 0, 0, 0)
            return
        }
        const r = item.mapToItem(root, 0, 0, item.width, item.height)
        if (r.x !== targetRect.x || r.y !== targetRect.y || r.width !== targetRect.width || r.height !== targetRect.height)
            targetRect = r
    }
    Connections {
        target: root.tutorial
        function onPointAtChanged() { root.locate() }
        function onStepChanged() { root.locate(); bubble.bump(); root.announceStep() }
    }
    // Heard as well as read (docs/accessibility.md): each step is said through the page's announcer
    // ("Step 3 of 15: ... Play Green +2 on the green turtle."). The keyboard is the page's to place
    // (TablePage, "Who has the keyboard"): the overlay tells it that Next wants it while a step
    // waits for Next, and what the step points at (it takes the keyboard when Next goes and it can).
    function announceStep() {
        if (!root.tutorial || !root.tutorial.active || root.tutorial.completed || !root.page || typeof root.page.say !== "function")
            return
        const step = qsTr("Step %1 of %2: %3").arg(root.tutorial.stepIndex + 1).arg(root.tutorial.stepCount).arg(root.tutorial.text)
        root.page.say(root.tutorial.todo !== "" ? step + " " + root.tutorial.todo : step)
    }
    Component.onCompleted: root.announceStep()
    Binding {
        target: root.page
        property: "guideFocusItem"
        value: nextButton.visible ? nextButton : null
        when: root.page && root.page.hasOwnProperty("guideFocusItem")
    }
    Binding {
        target: root.page
        property: "guideTargetItem"
        value: root.visible ? root.targetItem : null
        when: root.page && root.page.hasOwnProperty("guideTargetItem")
    }
    // Enter on the focused Next goes on with the guided game, not to a page's own Enter (Ripple's
    // Enter closes a round's scoring).
    Binding {
        target: root.page
        property: "guideHasKeyboard"
        value: nextButton.activeFocus
        when: root.page && root.page.hasOwnProperty("guideHasKeyboard")
    }
    Connections {
        target: root.tutorial ? root.tutorial.session : null
        // A refused action: the page's toast says why; the bubble nods to draw the eye back.
        function onNotice(text) { bubble.shake() }
    }
    // Things on the table move (animations, a stack growing): follow the target.
    Timer {
        interval: 120
        repeat: true
        running: root.visible
        triggeredOnStart: true
        onTriggered: root.locate()
    }

    // The ring around the target.
    Rectangle {
        id: ring
        objectName: "tutorialRing"
        visible: root.hasTarget
        readonly property real pad: Theme.px(8)
        x: root.targetRect.x - pad
        y: root.targetRect.y - pad
        width: root.targetRect.width + 2 * pad
        height: root.targetRect.height + 2 * pad
        radius: Theme.px(14)
        color: "transparent"
        border.color: Theme.gold
        border.width: Theme.px(4)
        Behavior on x { NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic } }
        Behavior on y { NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic } }
        Behavior on width { NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic } }
        Behavior on height { NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic } }
        Rectangle {
            anchors.fill: parent
            anchors.margins: -Theme.px(5)
            radius: parent.radius + Theme.px(5)
            color: "transparent"
            border.color: "#66F2B33D"
            border.width: Theme.px(5)
        }
        SequentialAnimation on opacity {
            running: ring.visible
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.45; duration: 700; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.45; to: 1; duration: 700; easing.type: Easing.InOutSine }
        }
    }

    // The speech bubble, never over the target: beside it when the target is low and near the left
    // or right edge (the secret card, the held card), else above it when there is room, else below.
    Item {
        id: bubble
        objectName: "tutorialBubble"
        Accessible.role: Accessible.Grouping
        Accessible.name: root.tutorial ? root.tutorial.title : ""
        // Wider (so lower) over an end screen, to leave its buttons free.
        width: Math.min(Theme.px(!root.hasTarget && root.endShown ? 760 : 500), root.width - 2 * Theme.gapLarge)
        height: card.height
        readonly property real margin: Theme.px(22)
        readonly property real tx: root.targetRect.x - ring.pad
        readonly property real ty: root.targetRect.y - ring.pad
        readonly property real tw: root.targetRect.width + 2 * ring.pad
        readonly property real th: root.targetRect.height + 2 * ring.pad
        readonly property real tcx: tx + tw / 2
        readonly property real tcy: ty + th / 2
        readonly property bool low: tcy > root.height * 0.65 // the hand, the held card, the secret card
        readonly property string side: !root.hasTarget ? "none"
            : low && tcx > root.width * 0.68 && tx - margin - width > Theme.gap ? "left"
            : low && tcx < root.width * 0.32 && tx + tw + margin + width < root.width - Theme.gap ? "right"
            : ridersAbove && ty + th + margin + height < root.height - Theme.gap ? "below"
            : ty - margin - height > Theme.px(8) ? "above" : "below"
        // Turtles and tiles carry their riders above them: keep that space clear.
        readonly property bool ridersAbove: root.targetItem !== null && /^(turtle|tile)-/.test(root.targetItem.objectName)
        readonly property bool above: side === "above"
        function clamp(v, lo, hi) { return Math.max(lo, Math.min(hi, v)) }
        x: (side === "left" ? tx - margin - width
            : side === "right" ? tx + tw + margin
            : clamp(root.hasTarget ? tcx - width / 2 : (root.width - width) / 2,
                    Theme.gapLarge, root.width - width - Theme.gapLarge)) + nudge
        // With nothing to point at (the welcome, the end): low on the table; over an end screen,
        // under its buttons when there is room, else at the top, never over the buttons.
        readonly property real belowEnd: root.endRect.y + root.endRect.height + margin
        y: side === "none" ? (!root.endShown ? root.height - height - Theme.gapLarge
                              : belowEnd + height < root.height - Theme.gapSmall ? belowEnd : Theme.px(8))
           : side === "left" || side === "right" ? clamp(tcy - height / 2, Theme.px(8), root.height - height - Theme.px(8))
           : side === "above" ? ty - margin - height
           : Math.min(root.height - height - Theme.gap, ty + th + margin)
        property real nudge: 0

        function shake() { shakeAnimation.restart() }
        function bump() { bumpAnimation.restart() }
        SequentialAnimation {
            id: shakeAnimation
            NumberAnimation { target: bubble; property: "nudge"; to: Theme.px(10); duration: 60 }
            NumberAnimation { target: bubble; property: "nudge"; to: -Theme.px(10); duration: 90 }
            NumberAnimation { target: bubble; property: "nudge"; to: Theme.px(6); duration: 80 }
            NumberAnimation { target: bubble; property: "nudge"; to: 0; duration: 70 }
        }
        SequentialAnimation {
            id: bumpAnimation
            NumberAnimation { target: card; property: "scale"; to: 1.03; duration: Theme.fast; easing.type: Easing.OutCubic }
            NumberAnimation { target: card; property: "scale"; to: 1; duration: Theme.medium; easing.type: Easing.OutCubic }
        }

        // The pointer towards the target.
        Rectangle {
            visible: root.hasTarget
            width: Theme.px(22); height: width
            rotation: 45
            color: Theme.paper
            border.color: Theme.goldDeep
            border.width: Theme.px(2)
            x: bubble.side === "left" ? bubble.width - width / 2 - Theme.px(1)
               : bubble.side === "right" ? -width / 2 + Theme.px(1)
               : bubble.clamp(bubble.tcx - bubble.x - width / 2, Theme.px(24), bubble.width - Theme.px(46))
            y: bubble.side === "left" || bubble.side === "right"
               ? bubble.clamp(bubble.tcy - bubble.y - height / 2, Theme.px(16), bubble.height - Theme.px(38))
               : bubble.above ? bubble.height - height / 2 - Theme.px(1) : -height / 2 + Theme.px(1)
        }

        PaperPanel {
            id: card
            width: parent.width
            height: content.implicitHeight + 2 * Theme.px(18)
            radius: Theme.px(16)
            elevation: Theme.px(8)
            borderColor: Theme.goldDeep

            Column {
                id: content
                x: Theme.px(22); y: Theme.px(18)
                width: parent.width - 2 * Theme.px(22)
                spacing: Theme.px(10)

                Row {
                    width: parent.width
                    spacing: Theme.gapSmall
                    Rectangle {
                        width: Theme.px(26); height: width; radius: width / 2
                        color: Theme.teal
                        anchors.verticalCenter: parent.verticalCenter
                        Text {
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            text: "?"
                            color: Theme.cream
                            font.family: Theme.displayFont
                            font.bold: true
                            font.pixelSize: Theme.fontBody
                        }
                    }
                    Text {
                        textFormat: Text.PlainText
                        objectName: "tutorialTitle"
                        Accessible.role: Accessible.Heading
                        Accessible.name: text
                        anchors.verticalCenter: parent.verticalCenter
                        text: root.tutorial ? root.tutorial.title : ""
                        font.family: Theme.displayFont
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        color: Theme.tealDeep
                    }
                    Item { width: Theme.gap; height: 1 }
                    // Progress: one dot per step.
                    Row {
                        anchors.verticalCenter: parent.verticalCenter
                        spacing: Theme.px(4)
                        Repeater {
                            model: root.tutorial ? root.tutorial.stepCount : 0
                            Rectangle {
                                required property int index
                                width: Theme.px(8); height: width; radius: width / 2
                                color: index < root.tutorial.stepIndex ? Theme.teal
                                       : index === root.tutorial.stepIndex ? Theme.goldDeep : Theme.paperEdge
                            }
                        }
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    objectName: "tutorialText"
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    width: parent.width
                    text: root.tutorial ? root.tutorial.text : ""
                    wrapMode: Text.Wrap
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.fontBody
                    lineHeight: 1.15
                    color: Theme.ink
                }
                Rectangle {
                    visible: root.tutorial !== null && root.tutorial.todo !== ""
                    width: parent.width
                    height: todoText.implicitHeight + Theme.px(16)
                    radius: Theme.radiusSmall
                    color: "#33F2B33D"
                    border.color: Theme.gold
                    border.width: Math.max(1, Theme.px(1))
                    Text {
                        textFormat: Text.PlainText
                        id: todoText
                        objectName: "tutorialTodo"
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                        x: Theme.px(12)
                        width: parent.width - Theme.px(24)
                        anchors.verticalCenter: parent.verticalCenter
                        text: root.tutorial ? root.tutorial.todo : ""
                        wrapMode: Text.Wrap
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        color: Theme.ink
                    }
                }
                Item {
                    width: parent.width
                    height: leaveButton.height
                    Text {
                        textFormat: Text.PlainText
                        anchors.left: parent.left
                        anchors.verticalCenter: parent.verticalCenter
                        text: root.tutorial ? qsTr("Step %1 of %2").arg(root.tutorial.stepIndex + 1).arg(root.tutorial.stepCount) : ""
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                        font.pixelSize: Theme.fontSmall
                        color: Theme.inkSoft
                    }
                    Row {
                        anchors.right: parent.right
                        spacing: Theme.gapSmall
                        TButton {
                            id: leaveButton
                            objectName: "tutorialLeave"
                            text: qsTr("Leave")
                            onClicked: root.leaveRequested()
                        }
                        TButton {
                            id: nextButton
                            objectName: "tutorialNext"
                            visible: root.tutorial !== null && root.tutorial.waitsForNext
                            tone: "primary"
                            text: root.lastStep ? qsTr("Finish") : qsTr("Next")
                            onClicked: {
                                const last = root.lastStep
                                root.tutorial.next()
                                if (last)
                                    root.finishRequested()
                            }
                        }
                    }
                }
            }
        }
        // The bubble itself takes clicks (so they don't fall through to the table).
        MouseArea { anchors.fill: card; z: -1 }
    }
}
