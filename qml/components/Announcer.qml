import QtQuick
import Tidepool

// Says sentences to a screen reader (docs/accessibility.md, "What is announced"). Qt 6.4 has no
// announcement call (QAccessibleAnnouncementEvent came in Qt 6.8), so each sentence is the name of
// a notification that is shown afresh: AT-SPI sends "showing" for it, which Orca speaks and keeps
// in its notification history. It draws nothing and takes no room or input.
Item {
    id: root
    objectName: "announcer"
    /// The last sentence said ("" before the first): tests read it.
    readonly property string lastText: notice.text
    /// How many sentences were said: tests read it.
    property int count: 0

    /// Says `text` now (nothing for "").
    function say(text) {
        if (text === "")
            return
        notice.visible = false // hidden, renamed, shown: one "showing" event carrying the new name
        notice.text = text
        notice.visible = true
        root.count += 1
    }

    width: 1
    height: 1

    Item {
        id: notice
        property string text: ""
        visible: false
        width: 1
        height: 1
        Accessible.role: Accessible.Notification
        Accessible.name: text
    }
}
