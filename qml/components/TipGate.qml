pragma Singleton
import QtQuick

// The screens laid over the table (end screens, the handover screen, Ripple's scoring view): while
// one is up, no tooltip of what lies under it shows; tooltips inside it still do. Each such screen
// holds a TipCover; every Tip asks covered().
QtObject {
    /// The covering screens up now (items).
    property var covers: []

    function setCovering(item, on) {
        if (!item)
            return
        const rest = covers.filter(c => c !== item)
        if (on)
            rest.push(item)
        if (rest.length !== covers.length)
            covers = rest
    }

    /// The tip whose item has the keyboard (Tip.keyboard), shown in the table's caption strip
    /// (MoveCaption), or null.
    property Item focusTip: null
    function setFocusTip(tip, on) {
        if (on)
            focusTip = tip
        else if (focusTip === tip)
            focusTip = null
    }

    /// Whether `item` lies under a covering screen (and not inside it).
    function covered(item) {
        for (const cover of covers) {
            let inside = false
            for (let p = item; p; p = p.parent)
                if (p === cover) { inside = true; break }
            if (!inside)
                return true
        }
        return false
    }
}
