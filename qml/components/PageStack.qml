import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// The main window's pages (Main.qml): a StackView whose pages fade and settle in, and fade and
// lift out, at Theme.medium.
StackView {
    pushEnter: Transition {
        ParallelAnimation {
            NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.medium; easing.type: Easing.OutCubic }
            NumberAnimation { property: "scale"; from: 1.03; to: 1; duration: Theme.medium; easing.type: Easing.OutCubic }
        }
    }
    pushExit: Transition {
        NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.medium }
    }
    popEnter: Transition {
        NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.medium }
    }
    popExit: Transition {
        ParallelAnimation {
            NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.medium }
            NumberAnimation { property: "scale"; from: 1; to: 1.03; duration: Theme.medium }
        }
    }
}
