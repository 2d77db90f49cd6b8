import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// The guided first game's callout over a game screen: the step's text, what to do, a glowing ring
// around the part of the table it talks about (found by objectName in the page), and Next/Leave.
// It takes no clicks outside its bubble, so the player plays the step on the table itself. On a
// table page the bubble stands in the band of messages above the board (`inBand`, TablePage's
// guideRoom), wide and low, never on what it talks about (issue 44); over an end screen at the top,
// the end screen below it; over a game's own screen (a round's scoring) in a free place.
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

    /// The bubble stands in the table page's band of messages (over an end screen: at the top; over
    /// a game's own screen, a round's scoring, it finds a free place as below).
    readonly property bool inBand: visible && page !== null && page.messages !== undefined && (!endShown || page.endShown)
    Binding { target: root.page; property: "guideRoom"; value: root.inBand ? bubble.height : 0
              when: root.page !== null && root.page.hasOwnProperty("guideRoom") }
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
    /// The hand row of a game with a hand (overlay coordinates; followed by locate(), so that the
    /// bubble's place is worked out again when the page's layout settles), else an empty rect.
    property rect handRect: Qt.rect(0, 0, 0, 0)
    /// The step's other items to leave in view (Tutorial.keepInView), in overlay coordinates.
    property var keepRects: []
    function locate() {
        const handItem = root.page && root.page.handArea ? root.page.handArea : null
        const hr = handItem && handItem.visible ? handItem.mapToItem(root, 0, 0, handItem.width, handItem.height) : Qt.rect(0, 0, 0, 0)
        if (hr.x !== handRect.x || hr.y !== handRect.y || hr.width !== handRect.width || hr.height !== handRect.height)
            handRect = hr
        const end = findItem(root.page, "endActions")
        const e = end && end.width > 0 ? end.mapToItem(root, 0, 0, end.width, end.height) : Qt.rect(0, 0, 0, 0)
        if (e.x !== endRect.x || e.y !== endRect.y || e.width !== endRect.width || e.height !== endRect.height)
            endRect = e
        // What else the step's text speaks of (Tutorial.keepInView): the bubble leaves it in view.
        const kept = []
        for (const keepName of (tutorial ? tutorial.keepInView : [])) {
            const k = findItem(root.page, keepName)
            if (k && k.width > 0)
                kept.push(k.mapToItem(root, 0, 0, k.width, k.height))
        }
        if (JSON.stringify(kept) !== JSON.stringify(keepRects))
            keepRects = kept
        const name = tutorial ? tutorial.pointAt : ""
        const item = name !== "" ? findItem(root.page, name) : null
        targetItem = item
        if (!item || item.width <= 0) {
            targetRect = Qt.rect(0, 0, 0, 0)
            stackRect = Qt.rect(0, 0, 0, 0)
            return
        }
        const r = item.mapToItem(root, 0, 0, item.width, item.height)
        if (r.x !== targetRect.x || r.y !== targetRect.y || r.width !== targetRect.width || r.height !== targetRect.height)
            targetRect = r
        // A turtle or tile is described with its stack: every turtle or tile on its space.
        let u = r
        if (/^(turtle|tile)-/.test(name) && item.parent) {
            const kids = item.parent.children
            for (let i = 0; i < kids.length; ++i) {
                const k = kids[i]
                if (!k.visible || !/^(turtle|tile)-/.test(k.objectName) || k.width <= 0)
                    continue
                const q = k.mapToItem(root, 0, 0, k.width, k.height)
                const c = q.x + q.width / 2
                if (c < r.x || c > r.x + r.width)
                    continue
                const x = Math.min(u.x, q.x), y = Math.min(u.y, q.y)
                u = Qt.rect(x, y, Math.max(u.x + u.width, q.x + q.width) - x, Math.max(u.y + u.height, q.y + q.height) - y)
            }
        }
        if (u.x !== stackRect.x || u.y !== stackRect.y || u.width !== stackRect.width || u.height !== stackRect.height)
            stackRect = u
    }
    /// What the step describes, which the bubble leaves free: the target, with its whole stack for
    /// a turtle or tile (overlay coordinates).
    property rect stackRect: Qt.rect(0, 0, 0, 0)
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
        const text = root.tutorial.todo !== "" ? step + " " + root.tutorial.todo : step
        // After the moves that led to it (the learner's, then the scripted opponents'), which
        // the table says once they have settled.
        if (typeof root.page.sayAfterMove === "function")
            root.page.sayAfterMove(() => text)
        else
            root.page.say(text)
    }
    Component.onCompleted: root.announceStep()
    Binding {
        target: root.page
        property: "guided"
        value: root.visible
        when: root.page && root.page.hasOwnProperty("guided")
    }
    Binding {
        target: root.page
        property: "guideFocusItem"
        value: card.nextButton.visible ? card.nextButton : null
        when: root.page && root.page.hasOwnProperty("guideFocusItem")
    }
    Binding {
        target: root.page
        property: "guideTargetItem"
        value: root.visible ? root.targetItem : null
        when: root.page && root.page.hasOwnProperty("guideTargetItem")
    }
    // Enter on the focused Next goes on with the guided game, not to a page's own Enter.
    Binding {
        target: root.page
        property: "guideHasKeyboard"
        value: card.nextButton.activeFocus
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

    TutorialRing { id: ring; root: root } // the ring around the target

    // The speech bubble: in the band of messages; over an end screen, the first of the places around
    // the target (or a corner) that fits without touching it, covering the least of what matters.
    Item {
        id: bubble
        objectName: "tutorialBubble"
        Accessible.role: Accessible.Grouping
        Accessible.name: root.tutorial ? root.tutorial.title : ""
        // Wider (so lower) over an end screen, to leave its buttons free.
        width: root.inBand ? Math.min(Theme.px(1100), root.width - 2 * Theme.px(16))
                           : Math.min(Theme.px(!root.hasTarget && root.endShown ? 760 : 500), root.width - 2 * Theme.gapLarge)
        height: card.height
        readonly property real margin: Theme.px(22)
        readonly property real tx: root.targetRect.x - ring.pad
        readonly property real ty: root.targetRect.y - ring.pad
        readonly property real tw: root.targetRect.width + 2 * ring.pad
        readonly property real th: root.targetRect.height + 2 * ring.pad
        readonly property real tcx: tx + tw / 2
        readonly property real tcy: ty + th / 2
        readonly property bool low: tcy > root.height * 0.65 // the hand, the held card, the secret card
        // Turtles and tiles carry their riders above them: keep that space clear.
        readonly property bool ridersAbove: root.targetItem !== null && /^(turtle|tile)-/.test(root.targetItem.objectName)
        function clamp(v, lo, hi) { return Math.max(lo, Math.min(hi, v)) }
        function overlap(a, b) {
            const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
            const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
            return w > 0 && h > 0 ? w * h : 0
        }
        /// The hand row of a game with a hand (in the overlay's coordinates), else an empty rect.
        function handRect() { return root.handRect }
        /// The top bar and the status line (down to the page's boardTop), else an empty rect.
        function topRect() {
            return root.page && root.page.boardTop !== undefined ? Qt.rect(0, 0, root.width, root.page.boardTop) : Qt.rect(0, 0, 0, 0)
        }
        /// Where the bubble goes: { side: "above", "below", "left", "right", "corner" or "none", x, y }.
        readonly property var placement: {
            const W = root.width, H = root.height, w = width, h = height, m = margin
            const edge = Theme.gapLarge, top = Theme.px(8)
            if (root.inBand && root.page.endShown)
                return { side: "none", x: (W - w) / 2, y: top }
            if (root.inBand) // (the overlay fills the page: the band's y is the bubble's)
                return { side: !root.hasTarget ? "none" : tcy < root.page.messages.y ? "below" : "above",
                         x: (W - w) / 2, y: root.page.messages.y }
            if (!root.hasTarget) {
                // With nothing to point at (the welcome, the end): over an end screen, under its
                // buttons when there is room, else at the top, never over them; else just under
                // the status line when the page has a hand row (the hand stays in view), or low.
                const belowEnd = root.endRect.y + root.endRect.height + m
                const hand = handRect()
                return { side: "none", x: (W - w) / 2,
                         y: root.endShown ? (belowEnd + h < H - Theme.gapSmall ? belowEnd : top)
                            : hand.height > 0 ? topRect().height + Theme.gapSmall : H - h - edge }
            }
            const cx = clamp(tcx - w / 2, edge, W - w - edge)
            // A target in the hand row (a card, the secret card): above the whole row.
            const hand = handRect()
            const inHand = hand.height > 0 && tcy > hand.y && tcy < hand.y + hand.height
            // Beside the target: level with it, but above the hand row when it is not in it.
            const cy = clamp(tcy - h / 2, top, (hand.height > 0 && !inHand ? hand.y - Theme.gapSmall : H - top) - h)
            const left = { side: "left", x: tx - m - w, y: cy }
            const right = { side: "right", x: tx + tw + m, y: cy }
            const sTop = Math.min(ty, root.stackRect.width > 0 ? root.stackRect.y : ty)
            const sBottom = Math.max(ty + th, root.stackRect.width > 0 ? root.stackRect.y + root.stackRect.height : ty + th)
            const above = { side: "above", x: cx, y: Math.min(sTop - m, inHand ? hand.y - Theme.gapSmall : sTop - m) - h }
            const below = { side: "below", x: cx, y: sBottom + m }
            const order = low ? (tcx > W / 2 ? [left, right, above, below] : [right, left, above, below])
                        : ridersAbove ? [below, right, left, above] : [above, below, right, left]
            order.push({ side: "corner", x: edge, y: top }, { side: "corner", x: W - w - edge, y: top },
                       { side: "corner", x: edge, y: H - h - top }, { side: "corner", x: W - w - edge, y: H - h - top })
            const st = root.stackRect.width > 0 ? root.stackRect : root.targetRect
            const target = Qt.rect(Math.min(tx, st.x), Math.min(ty, st.y),
                                   Math.max(tx + tw, st.x + st.width) - Math.min(tx, st.x),
                                   Math.max(ty + th, st.y + st.height) - Math.min(ty, st.y))
            // What to leave in view (each covered pixel counts): riders, the hand row, the top bar,
            // the end screen's buttons, what the step speaks of; earlier places are preferred.
            const riders = ridersAbove ? Qt.rect(tx, ty - th, tw, th) : Qt.rect(0, 0, 0, 0)
            const keepClear = [riders, hand, hand, hand, root.endRect, topRect()]
            for (const k of root.keepRects)
                keepClear.push(k, k, k)
            let best = null, bestCost = Infinity
            for (let i = 0; i < order.length; ++i) {
                const c = order[i]
                if (c.x < Theme.px(4) || c.y < Theme.px(4) || c.x + w > W - Theme.px(4) || c.y + h > H - Theme.px(4))
                    continue
                const r = Qt.rect(c.x, c.y, w, h)
                if (overlap(r, target) > 0)
                    continue
                let cost = i * 0.02 * w * h
                for (const k of keepClear)
                    cost += overlap(r, k)
                if (cost < bestCost) {
                    best = c
                    bestCost = cost
                }
            }
            return best ? best : { side: "corner", x: edge, y: top }
        }
        readonly property string side: placement.side
        readonly property bool above: side === "above"
        x: placement.x + nudge
        y: placement.y
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

        TutorialPointer {
            root: root
            bubble: bubble
        }

        TutorialCard { id: card; root: root; wide: root.inBand }
        MouseArea { anchors.fill: card; z: -1 } // (clicks on the bubble don't fall through to the table)
    }
}
