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

    /// Says `text` (nothing for ""): now, or after the sentences said before it. A `secret`
    /// sentence is for the person at the screen only (a suggestion for their hand): forgetSecrets()
    /// drops it when the screen passes to someone else.
    function say(text, secret) {
        if (text === "")
            return
        waiting.push({ text: text, secret: secret === true })
        if (!pace.running)
            showNext()
    }
    /// The screen passes to someone else (a handover screen comes): the secret sentences not said
    /// yet are dropped, and one still named in the tree leaves it.
    function forgetSecrets() { drop(true) }
    /// The screen is hidden or left (Back home, another page over it): every sentence not said yet
    /// is dropped and none stays named in the tree, so no stale notice (perhaps another seat's
    /// secret) is read later. `lastText` and `count` stay (tests read them).
    function forget() {
        pace.stop()
        drop(false)
    }
    function drop(secretOnly) {
        waiting = secretOnly ? waiting.filter(w => !w.secret) : []
        for (let i = 0; i < ring.count; ++i) {
            const notice = ring.itemAt(i)
            if (notice && (notice.secret || !secretOnly)) {
                notice.visible = false
                notice.text = ""
                notice.secret = false
            }
        }
    }
    property int ringAt: 0
    function showNext() {
        if (waiting.length === 0)
            return
        const next = waiting.shift()
        const text = next.text
        const previous = ring.itemAt(ringAt)
        ringAt = (ringAt + 1) % ring.count
        const notice = ring.itemAt(ringAt)
        if (previous)
            previous.visible = false // only the newest in the tree, as a screen reader lists it
        notice.visible = false // hidden, renamed, shown: one "showing" event carrying the new name
        notice.text = text
        notice.secret = next.secret
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
            property bool secret: false
            visible: false
            width: 1
            height: 1
            Accessible.role: Accessible.Notification
            Accessible.name: text
        }
    }
}
