import QtQuick
import Tidepool

// Who has the keyboard at the table (TablePage; docs/accessibility.md, "Focus"). One place
// decides, whenever something that may own the keyboard comes or goes (the page calls
// settleFocus()), in this order:
// 1. the handover screen (it takes the focus itself once fully up: HandoverOverlay.wantsFocus);
// 2. a guided game's bubble whose step waits for Next (the step is said first and Enter goes on;
//    over an end screen or a round's scoring too: the step talks about them);
// 3. the end screen, "Show the results", or the game's own screen over the table (`coverScreen`:
//    a round's scoring, between races), whose controls keep Tab and Shift+Tab inside (the trap);
// 4. the turn: when the viewer's turn begins (or the keyboard was on something gone), the item a
//    guided step points at when it takes the keyboard, else where the game starts a turn
//    (`turnFocusRequested`: the hand, Ripple's beach or draw pile).
// It also places the keyboard after a suggestion (focusSuggestion()). It draws nothing.
Item {
    id: keyboard
    /// The table page (TablePage) whose keyboard this decides.
    required property Item page
    /// The handover screen (HandoverOverlay) when the game has one, else null.
    property Item handover: null
    /// The end screen when it is up, else null.
    property Item endScreenItem: null
    /// The game's review over the end screen when it is open, else null: it keeps Tab first.
    property Item reviewItem: null
    /// "Show the results" (shown while the end screen is put aside).
    required property Item showResults
    /// The status line's pill: the keyboard rests there while others play.
    required property Item statusPill
    /// The log (TableLog): while it has the keyboard, it keeps it.
    required property Item log
    /// The game menu (Esc opens and closes it; nothing is decided while it is open).
    required property GameMenu menu

    // Keys: Esc opens the menu, F1 the rules; a play waits for Enter (Done) or Backspace (Take
    // back), MoveConfirmBar; Enter, pressed afresh once the handover screen is up, confirms the
    // handover (HandoverOverlay). Each game adds its own.
    // (Esc closes the log first when it is open: it came over the table, it goes first.)
    Shortcut {
        sequences: ["Esc"]
        enabled: page.active
        onActivated: menu.opened ? menu.close() : page.logOpen ? page.toggleLog() : menu.open()
    }
    // The log (docs/accessibility.md, "Keyboard"): L opens it with the keyboard on its newest line
    // (Up and Down go over the moves before it), and closes it.
    // (Not under a screen that keeps the keyboard, the handover screen above all: the log opened
    // under it took the keyboard from it, and Tab from there walked the table behind the cover.)
    Shortcut {
        sequence: "L"
        enabled: page.active && !menu.opened && page.game !== null
                 && (page.logOpen || (!page.game.handover.pending && !page.handoverSettling && keyboard.trapRoot === null
                                      && !keyboard.showResults.visible))
        onActivated: page.toggleLog()
    }
    Shortcut {
        sequence: "F1"
        enabled: page.active
        onActivated: page.rulesRequested()
    }
    // What's on the table (docs/accessibility.md): the whole position in one announcement.
    Shortcut {
        sequence: "T"
        enabled: page.active && !menu.opened && page.game !== null
        onActivated: page.sayTable()
    }

    // Online, a game's key pressed while it is not the viewer's turn, or while the others' moves
    // are still being shown, is answered in words, never dropped silently (issue 44), as a click.
    // (Not in the replay, which is online too: its keys are the replay's, as at one screen.)
    Shortcut {
        sequences: page.waitingKeys
        enabled: page.active && !menu.opened && page.game !== null && page.game.online && !page.game.replay.active
                 && !page.canAct
        onActivated: page.game.sayWhyItWaits()
    }

    property bool turnFocusDue: true
    /// Asks for the keyboard's owner to be decided (after the current change settles); `turnBegins`:
    /// the viewer's turn (re)starts, so the turn's focus is due.
    function settleFocus(turnBegins) {
        if (turnBegins)
            turnFocusDue = true
        Qt.callLater(keyboard.decideFocus)
    }
    // The focused control went away (Next gone, the recap closed, Discard pressed and hidden).
    readonly property bool focusGone: page.focusedItem !== null && !page.focusedItem.visible
    onFocusGoneChanged: if (focusGone) settleFocus(false)
    Connections {
        target: page
        function onCanActChanged() { if (page.canAct) keyboard.settleFocus(true) }
        function onActiveChanged() { if (page.active) keyboard.settleFocus(true) }
        function onCoveredChanged() { keyboard.settleFocus(!page.covered) }
        function onEndShownChanged() { keyboard.settleFocus(false) }
        function onGuideFocusItemChanged() { keyboard.settleFocus(false) }
        function onCoverScreenChanged() { keyboard.settleFocus(!page.coverScreen) }
        function onMenuOpenedChanged() { if (!page.menuOpened) keyboard.settleFocus(false) }
    }
    Connections {
        target: page.game
        function onCurrentPlayerChanged() { page.settleFocus(true) }
    }
    Connections {
        target: page.game ? page.game.handover : null
        function onPendingChanged() { page.settleFocus(false) }
    }
    Component.onCompleted: settleFocus(true)
    /// The screen whose controls keep Tab inside (the end screen, else the game's cover), or null.
    readonly property Item trapRoot: keyboard.reviewItem ? keyboard.reviewItem
                                     : keyboard.endScreenItem ? keyboard.endScreenItem
                                     : page.coverScreen && page.coverScreen.visible ? page.coverScreen : null
    function decideFocus() {
        if (!page.inView || menu.opened || !page.game)
            return
        const current = page.Window.activeFocusItem
        if (page.game.handover.pending && !page.covered && keyboard.handover) {
            keyboard.handover.takeFocus()
            return
        }
        // The log has the keyboard: it keeps it while others play and the turn passes (a player
        // going back over the moves); the turn's focus waits for it to close.
        if (page.logOpen && keyboard.log.visible && keyboard.log.holds(current))
            return
        const guide = page.guideFocusItem
        if (guide && guide.visible) {
            if (current !== guide)
                guide.forceActiveFocus(Qt.OtherFocusReason)
            return
        }
        if (keyboard.trapRoot) {
            focusTrap()
            return
        }
        if (keyboard.showResults.visible) {
            if (current !== keyboard.showResults)
                keyboard.showResults.forceActiveFocus(Qt.TabFocusReason)
            return
        }
        // (Nothing, something hidden, or no control: the page, the StackView.)
        const lost = !current || !current.visible || !current.activeFocusOnTab
        if (page.canAct && (keyboard.turnFocusDue || lost)) {
            keyboard.turnFocusDue = false
            const target = page.guideTargetItem
            if (target && target.visible && target.activeFocusOnTab)
                target.forceActiveFocus(Qt.OtherFocusReason)
            else
                page.turnFocusRequested()
            // (A game whose page puts the keyboard nowhere at a turn: the status line.)
            const now = page.Window.activeFocusItem
            if ((!now || !now.visible || !now.activeFocusOnTab) && keyboard.statusPill.visible)
                keyboard.statusPill.forceActiveFocus(Qt.OtherFocusReason)
            return
        }
        // (While others play: the status line, named with whose turn it is, never the bare page.)
        if (lost)
            (keyboard.statusPill.visible ? keyboard.statusPill : page).forceActiveFocus(Qt.OtherFocusReason)
    }
    // (Shortcuts: Tab reaches them before the focus chain moves; a Keys handler on the loader never
    // saw it.) While a guided step waits for Next, Tab goes its ordinary way (to the bubble's Leave).
    Shortcut {
        sequences: ["Tab"]
        enabled: page.active && keyboard.trapRoot !== null && !menu.opened && page.guideFocusItem === null
        onActivated: keyboard.stepTrapFocus(true)
    }
    Shortcut {
        sequences: ["Backtab", "Shift+Tab"]
        enabled: page.active && keyboard.trapRoot !== null && !menu.opened && page.guideFocusItem === null
        onActivated: keyboard.stepTrapFocus(false)
    }
    function inTrap(item) {
        for (let p = item; p; p = p.parent)
            if (p === keyboard.trapRoot)
                return true
        return false
    }
    /// The end screen's (or cover's) controls in Tab order.
    function trapControls() {
        const root = keyboard.trapRoot
        const out = []
        if (!root)
            return out
        for (let item = root.nextItemInFocusChain(true); item && inTrap(item) && out.indexOf(item) < 0 && out.length < 50;
             item = item.nextItemInFocusChain(true))
            out.push(item)
        return out
    }
    function focusTrap() {
        const controls = trapControls()
        if (controls.length > 0 && !inTrap(page.Window.activeFocusItem))
            controls[0].forceActiveFocus(Qt.TabFocusReason)
    }
    function stepTrapFocus(forward) {
        const controls = trapControls()
        if (controls.length === 0)
            return
        // (The control holding the keyboard: a list's current row is inside its list.)
        let at = -1
        for (let p = page.Window.activeFocusItem; p && at < 0; p = p.parent)
            at = controls.indexOf(p)
        const next = at < 0 ? 0 : (at + (forward ? 1 : controls.length - 1)) % controls.length
        controls[next].forceActiveFocus(forward ? Qt.TabFocusReason : Qt.BacktabFocusReason)
    }
    /// The keyboard goes to the next thing the suggestion leaves to choose (its card is chosen
    /// already: the suggested turtle or tile, "Discard this card"), so Enter plays it at once; else
    /// the game's page places it (suggestionFocusRequested).
    function focusSuggestion() {
        const target = keyboard.findNamed(page, page.game.suggestionPointer())
        if (target && target.visible && target.enabled)
            target.forceActiveFocus(Qt.TabFocusReason)
        else
            page.suggestionFocusRequested()
    }
    /// The item in view named `name` (objectName) inside `item`, or null.
    function findNamed(item, name) {
        if (!item || name === "")
            return null
        if (item.objectName === name && item.visible)
            return item
        const kids = item.children
        for (let i = 0; i < kids.length; ++i) {
            const found = findNamed(kids[i], name)
            if (found)
                return found
        }
        return null
    }
}
