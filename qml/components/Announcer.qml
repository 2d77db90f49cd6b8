import QtQuick
import Tidepool

// Says sentences to a screen reader (docs/accessibility.md, "What is announced"): the view of a
// SpeechQueue (app/shell/speechqueue.h), which keeps the sentences in order, paces them `gap` ms
// apart and drops the secret ones at a handover. Each sentence is the name of a notification shown
// afresh (one of a ring: renamed while hidden, then shown), which a screen reader speaks. It draws
// nothing and takes no room or input.
Item {
    id: root
    objectName: "announcer"
    /// The last sentence shown ("" before the first): tests read it.
    readonly property alias lastText: queue.lastText
    /// How many sentences were shown: tests read it.
    readonly property alias count: queue.said
    /// The time between two sentences shown (ms); the first after a quiet spell is shown at once.
    property alias gap: queue.gap

    /// Says `text` (nothing for ""): now, or after the sentences said before it. A `secret`
    /// sentence is for the person at the screen only (a suggestion for their hand): forgetSecrets()
    /// drops it when the screen passes to someone else.
    function say(text, secret) { queue.say(text, secret === true) }
    /// The screen passes to someone else (a handover screen comes): the secret sentences not said
    /// yet are dropped, and one still named in the tree leaves it.
    function forgetSecrets() { queue.forgetSecrets() }
    /// The screen is hidden or left (Back home, another page over it): every sentence not said yet
    /// is dropped and none stays named in the tree, so no stale notice (perhaps another seat's
    /// secret) is read later. `lastText` and `count` stay (tests read them).
    function forget() { queue.forget() }

    width: 1
    height: 1
    // Its page hidden (another page over it, left): nothing waits and no notice stays in the tree,
    // where a screen reader read it again later (issue 43: "Player 3 added" as the table opened).
    onVisibleChanged: if (!visible) queue.forget()

    SpeechQueue { id: queue }
    Repeater {
        model: queue
        Item {
            required property string text
            required property bool shown
            visible: shown
            width: 1
            height: 1
            Accessible.role: Accessible.Notification
            Accessible.name: text
        }
    }
}
