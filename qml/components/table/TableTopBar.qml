import QtQuick
import Tidepool

// The table page's top bar (TablePage, docs/architecture.md "The table page scaffold"): Menu,
// Rules, the game's centre piece (`page.topCenter`, centred), the game's buttons (`buttons`) and
// the Log. It holds no state: the log's state and the menu are the page's. Its sentences keep
// the TablePage translation context.
Item {
    id: topBar
    /// The table page (TablePage) whose bar this is.
    required property Item page
    /// Buttons left of the Log button (TablePage.topButtons).
    property alias buttons: topButtonRow.data
    /// The width the centre piece may take: from the Rules button on the left to the game's
    /// buttons and the Log on the right, with a gap to each (TablePage.topCenterRoom). The piece
    /// stands centred on the bar, moved aside only as far as it must to keep within that room (six
    /// seats' names at 1920x1080 were cut while the bar had room to spare; issue 44).
    readonly property real roomLeft: rulesButton.x + rulesButton.width + Theme.gapSmall
    readonly property real centerRoom: Math.max(0, topRight.x - Theme.gapSmall - roomLeft)
    /// The Menu button was pressed.
    signal menuRequested()
    /// The default centre piece (TablePage.topCenter): the seats.
    readonly property Component seats: Component { TableSeats { page: topBar.page } }

    height: page.topBarHeight
    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0; color: "#90140A04" }
            GradientStop { position: 1; color: "#00140A04" }
        }
    }
    TButton {
        id: menuButton
        objectName: "menuButton"
        anchors { left: parent.left; leftMargin: Theme.gap; verticalCenter: parent.verticalCenter }
        tone: "quiet"
        text: qsTranslate("TablePage", "☰  Menu")
        onClicked: topBar.menuRequested()
    }
    TButton {
        id: rulesButton
        objectName: "rulesButton"
        anchors { left: menuButton.right; leftMargin: Theme.gapSmall; verticalCenter: parent.verticalCenter }
        tone: "quiet"
        text: qsTranslate("TablePage", "?  Rules")
        Accessible.name: qsTranslate("TablePage", "Rules (F1)")
        onClicked: page.rulesRequested()
    }
    Loader {
        id: centerPiece
        anchors.verticalCenter: parent.verticalCenter
        x: Math.max(topBar.roomLeft, Math.min((topBar.width - width) / 2, topBar.roomLeft + topBar.centerRoom - width))
        sourceComponent: page.topCenter
    }
    Row {
        id: topRight
        anchors { right: parent.right; rightMargin: Theme.gap; verticalCenter: parent.verticalCenter }
        spacing: Theme.px(6)
        Row {
            id: topButtonRow
            spacing: Theme.px(6)
        }
        TButton {
            objectName: "logButton"
            tone: "quiet"
            text: page.logOpen ? qsTranslate("TablePage", "Hide log") : qsTranslate("TablePage", "Log")
            onClicked: page.toggleLog()
        }
    }
}
