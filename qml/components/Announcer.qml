import QtQuick
import Tidepool

// Says sentences to a screen reader (docs/accessibility.md, "What is announced"). Qt 6.4 has no
// announcement call (QAccessibleAnnouncementEvent came in Qt 6.8), so each sentence is the name of
// a notification that is shown afresh: AT-SPI sends "showing" for it, which Orca speaks and keeps
// in its notification history. A screen reader reads the name after the event, once the app is
// back in its event loop: sentences said close together (a lesson's step then a move, a round's
// scores then a move) wait in a queue and are shown one by one, `gap` ms apart, each by its own
// notification (a ring of them), whose name stays until the ring comes round again. It draws
// nothing and takes no room or input.
Item {
    id: root
    objectName: "announcer"
    /// The last sentence shown ("" before the first): tests read it.
    property string lastText: ""
    /// How many sentences were shown: tests read it.
    property int count: 0
    /// The time between two sentences shown (ms); the first after a quiet spell is shown at once.
    property int gap: 150
    /// Sentences said and not shown yet, oldest first.
    property var waiting: []

    /// Says `text` (nothing for ""): now, or after the sentences said before it.
    function say(text) {
        if (text === "")
            return
        waiting.push(text)
        if (!pace.running)
            showNext()
    }
    property int ringAt: 0
    function showNext() {
        if (waiting.length === 0)
            return
        const text = waiting.shift()
        const previous = ring.itemAt(ringAt)
        ringAt = (ringAt + 1) % ring.count
        const notice = ring.itemAt(ringAt)
        if (previous)
            previous.visible = false // only the newest in the tree, as a screen reader lists it
        notice.visible = false // hidden, renamed, shown: one "showing" event carrying the new name
        notice.text = text
        notice.visible = true
        root.lastText = text
        root.count += 1
        pace.restart()
    }
    Timer { id: pace; interval: root.gap; onTriggered: root.showNext() }

    width: 1
    height: 1

    Repeater {
        id: ring
        model: 8
        Item {
            property string text: ""
            visible: false
            width: 1
            height: 1
            Accessible.role: Accessible.Notification
            Accessible.name: text
        }
    }
}
