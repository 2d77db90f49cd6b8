import QtQuick
import QtQuick.Templates as T
import Tidepool

// Hot seat: an opaque screen that hides the table until the named player is at the screen.
Item {
    id: root
    // Tooltips of the table under this screen stay closed.
    TipCover {}
    objectName: "handover"
    property string playerName: ""
    /// What is about to be shown, per game: "Everyone else, please look away: …".
    property string secretText: qsTr("Everyone else, please look away: %1's cards are next.").arg(playerName)
    /// The handover is due (the game's handover.pending).
    property bool pending: false
    /// What happened since the player's last turn (the game's handover.sinceLastTurn), oldest first.
    property var since: []
    /// How long the table stays in view before the screen covers it (ms): a computer's move is
    /// shown at the computer pace first (nothing private is drawn meanwhile: the viewer is nobody).
    property int holdBack: 0
    /// The screen is due but still waits for holdBack.
    readonly property bool holding: hold.running
    /// The page is in view and nothing (a menu) is open over it: the keys may confirm.
    property bool keysEnabled: true
    /// How long the screen is fully up before it takes an answer (ms). Only input begun after
    /// that reveals the next hand: not a second Enter just after the one that played, not a held
    /// key's repeats, not the second click of a double click (issue 17). Then Enter or Space, each
    /// pressed afresh (no key repeat), or a click whose press began once the screen was ready.
    property int guard: 600
    /// The screen is fully up and the guard time has passed: it takes an answer now.
    readonly property bool armed: pending && shownFully && !guardTimer.running
    readonly property bool shownFully: pending && !hold.running && opacity === 1
    /// The hand was just revealed: for the guard time after, no key, click or tap acts on it (a
    /// second Enter just after the one that revealed would choose a card, a third play it; a
    /// review found that). The page's turn begins when this ends (TablePage's canAct).
    readonly property bool settling: settleTimer.running
    Timer { id: settleTimer; interval: root.guard }
    onShownFullyChanged: {
        if (shownFully)
            guardTimer.restart()
        else
            guardTimer.stop()
    }
    // Once up, the screen holds the keyboard focus (a screen reader reads whom to pass the screen
    // to and what to look away from); Tab stays on it: nothing under the cover is reached. One
    // condition, watched once: up, and the page in view with no menu over it.
    readonly property bool wantsFocus: shownFully && keysEnabled
    onWantsFocusChanged: if (wantsFocus) focusTimer.restart()
    // Made already up (a page's Loader may build it with the page in view and the handover due):
    // the guard time and the focus as if it had just come up.
    Component.onCompleted: {
        if (shownFully)
            guardTimer.restart()
        if (wantsFocus)
            focusTimer.restart()
    }
    // After the page's own focus (it may focus its hand or board on the same change).
    Timer { id: focusTimer; interval: 0; onTriggered: root.takeFocus() }
    function takeFocus() {
        if (wantsFocus && !focusElsewhere() && cardLoader.item)
            cardLoader.item.forceActiveFocus()
    }
    // The keyboard is in something over the page: a menu or dialog (a popup, even one still
    // opening), which lives in the window's overlay.
    function focusElsewhere() {
        for (let item = Window.activeFocusItem; item; item = item.parent)
            if (item === T.Overlay.overlay)
                return true
        return false
    }
    Timer { id: guardTimer; interval: root.guard }
    // A held key's repeats reach nothing, even when the window system sends them as fresh presses.
    readonly property bool repeatsGuarded: KeyRepeatGuard.installed
    /// The named player answers: reveals only when armed (see guard).
    function tryConfirm() {
        if (!armed)
            return
        settleTimer.restart()
        confirmed()
    }
    signal confirmed()
    // Still there (transparent) while settling: it takes the clicks meant for the cover.
    visible: opacity > 0 || settling
    opacity: pending && !hold.running ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.fast } }
    // Both may change on the same state change, in either order: hold once per handover.
    onPendingChanged: updateHold()
    onHoldBackChanged: updateHold()
    property bool held: false
    function updateHold() {
        if (!pending) {
            held = false
            hold.stop()
        } else if (holdBack > 0 && !held) {
            held = true
            hold.restart()
        }
    }
    Timer { id: hold; interval: root.holdBack }

    // Enter or Space, pressed afresh once the screen is ready: never a key's repeats. While the
    // screen is due, and while the revealed hand settles, these keys go nowhere else (not to a
    // turtle or card focused behind it, not to the revealed hand).
    Shortcut {
        sequences: ["Return", "Enter", "Space"]
        autoRepeat: false
        enabled: (root.pending || root.settling) && root.keysEnabled
        onActivated: root.tryConfirm()
    }

    // Swallow every click and hover: nothing behind may be touched.
    MouseArea { anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.AllButtons; onWheel: (w) => w.accepted = true }

    TableBackground { anchors.fill: parent }
    Rectangle { anchors.fill: parent; color: "#B01A0E06" }

    // The dialog (the card) is made for each handover, with this handover's name and description,
    // before it takes the focus, and dropped once the screen is gone (not while a computer's move
    // is still shown: it is made then, invisible): a screen reader keeps what it
    // read of an object and reads the focus event's words from that (when it does not listen to
    // their changes), so one card kept from handover to handover was announced with the last
    // player's name and description (a review).
    Loader {
        id: cardLoader
        anchors.centerIn: parent
        active: root.visible || root.pending
        sourceComponent: cardComponent
    }
    Component {
        id: cardComponent
        PaperPanel {
            id: card
            objectName: "handoverCard"
            // Enter and Space answer through the shortcut; Tab and Shift+Tab stay on the cover.
            Keys.onTabPressed: (event) => event.accepted = true
            Keys.onBacktabPressed: (event) => event.accepted = true
            Accessible.role: Accessible.Dialog
            Accessible.name: qsTr("Pass the screen to %1").arg(root.playerName)
            // Everything the card says, in one description (a screen reader reads it with the
            // name as the dialog takes the focus): its lines are not objects of their own, whose
            // showing and hiding with each handover were a score of events to queue (issue 43).
            Accessible.description: [root.since.length > 0 ? qsTr("Since your last turn:") + " " + root.since.join(" ") : "",
                                     root.secretText].filter(t => t !== "").join(" ")
            FocusRing { shown: card.activeFocus && !root.armed; radius: card.radius }
            width: Math.min(root.width * 0.8, Theme.px(620))
            height: col.implicitHeight + Theme.px(64)
            radius: Theme.px(22)
            Column {
                id: col
                anchors.centerIn: parent
                width: parent.width - Theme.px(64)
                spacing: Theme.px(14)
                Image {
                    anchors.horizontalCenter: parent.horizontalCenter
                    source: root.visible ? Theme.art("card-back") : "" // no work while hidden
                    // Smaller when the moves since the last turn are listed, so all fits at 1024x640.
                    width: root.since.length > 0 ? Theme.px(48) : Theme.px(84); height: width * 200 / 140
                    sourceSize: Qt.size(width * 2, height * 2)
                    rotation: -6
                }
                Text {
                    textFormat: Text.PlainText
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    text: qsTr("Pass the screen to")
                    font.pixelSize: Theme.fontLarge
                    color: Theme.inkSoft
                }
                Text {
                    textFormat: Text.PlainText
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    text: root.playerName
                    font.family: Theme.displayFont
                    font.pixelSize: Theme.fontHuge + Theme.px(8)
                    font.bold: true
                    color: Theme.ink
                    elide: Text.ElideRight
                }
                // Since your turn: the moves made while this player looked away, in the log's words.
                Column {
                    objectName: "sinceLastTurn"
                    width: parent.width
                    spacing: Theme.px(2)
                    visible: root.since.length > 0
                    Text {
                        textFormat: Text.PlainText
                        width: parent.width
                        text: qsTr("Since your last turn:")
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        color: Theme.inkSoft
                    }
                    Repeater {
                        model: root.since
                        delegate: Text {
                            objectName: "sinceLine"
                            required property string modelData
                            width: parent.width
                            text: "• " + modelData
                            textFormat: Text.PlainText
                            wrapMode: Text.Wrap
                            maximumLineCount: 2
                            elide: Text.ElideRight
                            // As large as the card's other lines: this is what the player reads first.
                            font.pixelSize: Theme.fontBody
                            color: Theme.ink
                        }
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    text: root.secretText
                    font.pixelSize: Theme.fontBody
                    color: Theme.inkSoft
                }
                Item { width: 1; height: Theme.px(4) }
                TButton {
                    id: confirmButton
                    anchors.horizontalCenter: parent.horizontalCenter
                    tone: "primary"
                    big: true
                    objectName: "handoverConfirm"
                    width: Math.min(implicitWidth, parent.width) // a long name shrinks, then elides
                    text: qsTr("I'm %1, show my cards").arg(root.playerName)
                    // Not yet ready: dimmed, and deaf to the press (see guard).
                    opacity: root.armed ? 1 : 0.6
                    // No keyboard focus: a key that was already down (the Enter that played) must not
                    // click it; Enter and Space reach it through the shortcut below.
                    focusPolicy: Qt.NoFocus
                    // Only a press that began once the screen was ready counts (not a double click's
                    // second press).
                    property bool pressBeganArmed: false
                    onPressed: pressBeganArmed = root.armed
                    onClicked: {
                        if (pressBeganArmed)
                            root.tryConfirm()
                        pressBeganArmed = false
                    }
                    Accessible.onPressAction: root.tryConfirm()
                    // The default action (Enter): ringed once ready, so the keyboard user sees what
                    // Enter does. It takes no focus from an open menu.
                    FocusRing {
                        objectName: "defaultRing"
                        target: confirmButton
                        shown: root.armed
                        radius: confirmButton.height / 2
                    }
                }
            }
        }
    }
}
