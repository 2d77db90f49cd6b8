import QtQuick
import Tidepool

// The app's looks for a file dialog (Open a saved game, Save a copy) where the desktop gives none.
// Qt asks the desktop for its own dialog through a platform theme (qt6-gtk-platformtheme, which
// the Debian package recommends, or xdg-desktop-portal's: docs/packaging.md); without one (no
// platform theme, offscreen) Qt's own QML dialog comes, grey and square in the Basic style. Its
// colours come from its palette: this gives it the paper, ink and teal of the app and rounds its
// corners. And what looks selected is selected: Qt's list highlights its first row when it opens,
// but Open stayed disabled until that row was clicked (issue 44); the highlighted row (a file or
// a folder, which Open goes into) is selected whenever it changes.
// Nothing is done to a desktop's own dialog, which has no item in the window.
QtObject {
    id: look
    /// The FileDialog (QtQuick.Dialogs) to dress.
    required property var dialog
    /// Qt's own dialog is showing (its list is in the window); false for a desktop's own.
    property bool fallbackShown: false
    property Item list: null

    function findList(item) {
        if (!item)
            return null
        if (item.objectName === "fileDialogListView")
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = findList(item.children[i])
            if (found)
                return found
        }
        return null
    }
    function dress() {
        const window = dialog.parentWindow
        const found = window && window.contentItem ? findList(window.contentItem.parent || window.contentItem) : null
        fallbackShown = found !== null && dialog.visible
        if (!found)
            return
        if (found === list) {
            selectHighlighted()
            return
        }
        list = found
        const popup = found.parent // Qt's popup item: a Control, whose palette its children take
        const p = popup.palette
        p.window = Theme.paper
        p.windowText = Theme.ink
        p.base = Theme.cream
        p.alternateBase = Theme.paper
        p.text = Theme.ink
        p.button = Theme.cream
        p.buttonText = Theme.ink
        p.light = Theme.paper
        p.midlight = Theme.cream
        p.mid = Theme.paperEdge
        p.dark = Theme.paperEdge
        p.shadow = "#2B2118"
        p.highlight = Theme.teal
        p.highlightedText = Theme.ink // the row is tinted with the highlight, not filled
        p.placeholderText = Theme.inkSoft
        if (popup.background) {
            popup.background.radius = Theme.radius
            popup.background.border.width = Math.max(1, Theme.px(1))
        }
        // The header and footer lie on the paper (their own square fills would cut its corners).
        if (popup.header && popup.header.background)
            popup.header.background.visible = false
        if (popup.footer && popup.footer.color !== undefined)
            popup.footer.color = "transparent"
        found.currentItemChanged.connect(look.selectHighlighted)
        selectHighlighted()
    }
    // As a click on the row does: Qt's dialog (each row's `dialog`) takes it as its selected file,
    // which enables Open (FileDialog.selectedFile, set while it is shown, reaches only the outer
    // dialog in Qt 6.4).
    function selectHighlighted() {
        const row = list && dialog.visible && dialog.fileMode === 0 ? list.currentItem : null // FileDialog.OpenFile
        if (row && row.dialog && String(row.dialog.selectedFile) !== String(row.fileUrl))
            row.dialog.selectedFile = row.fileUrl
    }

    property Connections watch: Connections {
        target: look.dialog
        function onVisibleChanged() { Qt.callLater(look.dress) }
    }
}
