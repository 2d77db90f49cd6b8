import QtQuick
import Tidepool

// Put inside a screen laid over the table: while `active` (by default while that screen is
// visible), the tooltips under it stay closed (TipGate).
Item {
    id: cover
    property bool active: parent ? parent.visible : false
    property Item registered: null
    function update() {
        if (registered && registered !== parent)
            TipGate.setCovering(registered, false)
        registered = parent
        TipGate.setCovering(registered, active)
    }
    onActiveChanged: update()
    Component.onCompleted: update()
    Component.onDestruction: TipGate.setCovering(registered, false)
}
