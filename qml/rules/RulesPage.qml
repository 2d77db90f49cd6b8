import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// The rules reference: each game's rules in Tidepool's words (its page, app/<game>/README.md), with example
// positions drawn by the game's own components, the rulings and the rule-set options in use.
// Opened from the home screen (a game card's "Rules" or F1) and from every game screen (the Rules
// button or F1); Back, Esc or F1 return.
FocusScope {
    id: page
    // A focus scope, named: the keyboard goes straight to the control the page keeps it on when the
    // page is shown (a bare page gave a screen reader a nameless "layered pane" at each change of
    // screen), and the page's name says where one is (issue 19). A section, not a pane: Orca
    // reads a focused pane whole, every label under it (issue 43: a table's 20 face-down slots,
    // the whole rules), and a section by its name ("Ripple table section").
    Accessible.role: Accessible.Section
    Accessible.name: qsTr("How to play %1").arg(page.entry.title || "")
    objectName: "rulesPage"
    /// The game shown (a name of the registry, GameRegistry): the first game by default.
    property string game: GameRegistry.firstGame
    /// The game in play, whose options are shown (null from the home screen).
    property GameSession session: null
    signal back()

    readonly property bool active: StackView.status === StackView.Active
    /// The shown game's registry entry (title, rules section, icon).
    readonly property var entry: GameRegistry.byName[game] || ({})

    function show(name) {
        if (name === game) return
        game = name
        flick.contentY = 0
    }

    Shortcut {
        sequences: ["Esc", "F1"]
        enabled: page.active
        onActivated: page.back()
    }
    Shortcut {
        sequence: StandardKey.MoveToNextPage
        enabled: page.active
        onActivated: flick.scrollBy(flick.height * 0.9)
    }
    Shortcut {
        sequence: StandardKey.MoveToPreviousPage
        enabled: page.active
        onActivated: flick.scrollBy(-flick.height * 0.9)
    }
    Shortcut {
        sequence: "Down"
        enabled: page.active
        onActivated: flick.scrollBy(Theme.px(60))
    }
    Shortcut {
        sequence: "Up"
        enabled: page.active
        onActivated: flick.scrollBy(-Theme.px(60))
    }

    TableBackground { anchors.fill: parent }

    // ---------- Top bar: back, title, the three games ----------
    Item {
        id: topBar
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Theme.px(70)
        Rectangle {
            anchors.fill: parent
            gradient: Gradient {
                GradientStop { position: 0; color: "#90140A04" }
                GradientStop { position: 1; color: "#00140A04" }
            }
        }
        TButton {
            id: backButton
            objectName: "rulesBack"
            anchors { left: parent.left; leftMargin: Theme.gap; verticalCenter: parent.verticalCenter }
            tone: "quiet"
            text: page.session && page.session.active ? qsTr("‹  Back to the game") : qsTr("‹  Back")
            onClicked: page.back()
        }
        Text {
            anchors { left: backButton.right; leftMargin: Theme.gapLarge; verticalCenter: parent.verticalCenter }
            visible: page.width > Theme.px(1100)
            text: qsTr("Rules")
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.cream
            style: Text.Raised
            styleColor: "#6B3A1A"
        }
        Segmented {
            objectName: "rulesGames"
            anchors { right: parent.right; rightMargin: Theme.gap; verticalCenter: parent.verticalCenter }
            values: GameRegistry.games.map(g => g.name)
            labels: GameRegistry.games.map(g => g.title)
            current: page.game
            accent: Theme.goldDeep
            onChosen: (value) => page.show(value)
        }
    }

    // ---------- The sheet of rules ----------
    Flickable {
        id: flick
        objectName: "rulesFlick"
        anchors { left: parent.left; right: parent.right; top: topBar.bottom; bottom: parent.bottom }
        contentWidth: width
        contentHeight: sheet.height + Theme.px(40)
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        function scrollBy(dy) {
            contentY = Math.max(0, Math.min(contentHeight - height, contentY + dy))
        }
        ScrollBar.vertical: ScrollBar {
            Accessible.name: qsTr("Scroll the rules")
            policy: ScrollBar.AlwaysOn
            width: Theme.px(12)
        }

        PaperPanel {
            id: sheet
            x: (flick.width - width) / 2
            y: Theme.px(8)
            width: Math.min(flick.width - Theme.px(48), Theme.px(1000))
            height: content.implicitHeight + Theme.px(56)
            radius: Theme.px(16)

            Column {
                id: content
                x: Theme.px(32); y: Theme.px(28)
                width: parent.width - Theme.px(64)
                spacing: Theme.px(12)

                Row {
                    spacing: Theme.gap
                    Image {
                        anchors.verticalCenter: parent.verticalCenter
                        source: page.entry.icon ? Theme.art(page.entry.icon) : ""
                        height: Theme.px(54); width: height * (page.entry.iconAspect || 1)
                        fillMode: Image.PreserveAspectFit
                        sourceSize: Qt.size(width * 2, height * 2)
                    }
                    Text {
                        objectName: "rulesTitle"
                        anchors.verticalCenter: parent.verticalCenter
                        text: qsTr("How to play %1").arg(page.entry.title || "")
                        font.family: Theme.displayFont
                        font.pixelSize: Theme.fontHuge * 0.85
                        font.bold: true
                        color: Theme.ink
                        Accessible.role: Accessible.Heading
                        Accessible.name: text
                    }
                }
                Loader {
                    id: rules
                    objectName: "rulesLoader"
                    width: parent.width
                    // The game's own rules section (its registry entry's rules, in qml/<game>/).
                    source: GameRegistry.fileUrl(page.game, "rules")
                    onLoaded: item.session = Qt.binding(() => page.session)
                }
            }
        }
    }

}
