import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// Settings (AppSettings and Sounds, stored with QSettings): language (switches at once), animation
// speed, the computer players' pace, sound on/off and its volume, learning mode for new games and
// its word after each move (Rate my moves),
// confirming each move, the online tables' server and name. Reached from
// home and the game menu.
// Keyboard: Tab moves between the choices, Left/Right change one, Escape goes back.
FocusScope {
    id: page
    // A focus scope, named: the keyboard goes straight to the control the page keeps it on when the
    // page is shown (a bare page gave a screen reader a nameless "layered pane" at each change of
    // screen), and the page's name says where one is (issue 19). A section, not a pane: Orca
    // reads a focused pane whole, every label under it (issue 43: a table's 20 face-down slots,
    // the whole rules), and a section by its name ("Ripple table section").
    Accessible.role: Accessible.Section
    Accessible.name: qsTr("Settings")
    objectName: "settingsPage"
    signal back()
    // The keyboard starts on the language choice.
    StackView.onActivated: Qt.callLater(() => language.forceActiveFocus(Qt.TabFocusReason))

    Shortcut {
        sequence: "Esc"
        enabled: page.StackView.status === StackView.Active
        onActivated: page.back()
    }

    TableBackground { anchors.fill: parent }

    Item {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Theme.px(72)
        TButton {
            objectName: "settingsBack"
            anchors { left: parent.left; leftMargin: Theme.gapLarge; verticalCenter: parent.verticalCenter }
            tone: "quiet"
            text: qsTr("‹  Back")
            onClicked: page.back()
        }
        Text {
            textFormat: Text.PlainText
            objectName: "settingsTitle"
            anchors.centerIn: parent
            text: qsTr("Settings")
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.cream
            style: Text.Raised
            styleColor: "#6B3A1A"
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
    }

    PaperPanel {
        anchors { top: header.bottom; horizontalCenter: parent.horizontalCenter; topMargin: Theme.gap }
        width: Math.min(parent.width - 2 * Theme.gapLarge, Theme.px(760))
        height: Math.min(parent.height - header.height - Theme.gapLarge, grid.implicitHeight + Theme.px(56))
        Flickable {
            id: flick
            anchors.fill: parent
            anchors.margins: Theme.px(28)
            contentHeight: grid.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            // Whatever doesn't fit is seen to scroll (issue 44: in Vietnamese "Xoá thống kê…" was
            // cut off at the foot of the paper at 1280x768, with nothing saying there was more).
            ScrollBar.vertical: ScrollBar {
                objectName: "settingsScrollBar"
                policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }
            GridLayout {
                id: grid
                width: flick.width - Theme.px(14) // room for the scroll bar
                columns: 2
                columnSpacing: Theme.gapLarge
                rowSpacing: Theme.px(16)

                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Language")
                    font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.ink
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Segmented {
                    id: language
                    objectName: "languageChoice"
                    focus: true
                    values: AppSettings.languages
                    labels: AppSettings.languages.map(code => AppSettings.languageName(code))
                    current: AppSettings.language
                    onChosen: (value) => AppSettings.setLanguage(value)
                    Accessible.name: qsTr("Language")
                }

                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Animations")
                    font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.ink
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Segmented {
                    objectName: "animationChoice"
                    values: ["0", "175", "350", "700"]
                    labels: [qsTr("Off"), qsTr("Fast"), qsTr("Normal"), qsTr("Slow")]
                    current: String(AppSettings.animationDuration)
                    onChosen: (value) => AppSettings.setAnimationDuration(Number(value))
                    Accessible.name: qsTr("Animations")
                }

                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Computer players")
                    font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.ink
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Segmented {
                    objectName: "paceChoice"
                    values: ["300", "900", "1800"]
                    labels: [qsTr("Quick"), qsTr("Normal"), qsTr("Relaxed")]
                    current: String(AppSettings.botDelay)
                    onChosen: (value) => AppSettings.setBotDelay(Number(value))
                    Accessible.name: qsTr("Computer players' pace")
                }

                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Sound")
                    font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.ink
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                RowLayout {
                    spacing: Theme.gapLarge
                    ToggleSwitch {
                        objectName: "soundOn"
                        text: qsTr("Sounds on")
                        checked: !Sounds.muted
                        onToggled: {
                            Sounds.muted = !checked
                            Sounds.play(Sounds.Card)
                        }
                        FocusRing { shown: parent.visualFocus }
                    }
                    Segmented {
                        objectName: "volumeChoice"
                        enabled: !Sounds.muted
                        values: ["35", "70", "100"]
                        labels: [qsTr("Quiet"), qsTr("Normal"), qsTr("Loud")]
                        current: String(Sounds.volume)
                        onChosen: (value) => {
                            Sounds.volume = Number(value)
                            Sounds.play(Sounds.Card)
                        }
                        Accessible.name: qsTr("Volume")
                    }
                }

                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Learning mode")
                    font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.ink
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                // Learning mode's two choices side by side, each label short (a row of its own made
                // Settings too tall to fit at 1280x768: tst_settings.qml); the switch's accessible
                // name says the whole of it.
                Flow {
                    objectName: "learningChoices"
                    Layout.fillWidth: true
                    spacing: Theme.gap
                    ToggleSwitch {
                        objectName: "learningDefault"
                        accessibleName: qsTr("Learning mode for new games")
                        text: qsTr("On for new games")
                        checked: AppSettings.learningModeDefault
                        onToggled: AppSettings.setLearningModeDefault(checked)
                        FocusRing { shown: parent.visualFocus }
                    }
                    ToggleSwitch {
                        objectName: "moveHints"
                        accessibleName: qsTr("In learning mode, after each move, say how good it was")
                        text: qsTr("Rate my moves")
                        checked: AppSettings.moveHints
                        onToggled: AppSettings.setMoveHints(checked)
                        FocusRing { shown: parent.visualFocus }
                    }
                }

                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Moves")
                    font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.ink
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                ToggleSwitch {
                    objectName: "confirmMoves"
                    text: qsTr("Confirm each move (Done or Take back)")
                    checked: AppSettings.confirmMoves
                    onToggled: AppSettings.setConfirmMoves(checked)
                    FocusRing { shown: parent.visualFocus }
                }

                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Online")
                    font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.ink
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                OnlineSettings {}

                Text {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignTop
                    text: qsTr("Statistics")
                    font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.ink
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                // Each person's games and wins, kept on this computer (PlayerStatistics; optional).
                StatisticsSettings {}

                Text {
                    objectName: "keyboardHelp"
                    textFormat: Text.PlainText
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: qsTr("Keyboard: Tab and the arrow keys move, Enter or Space acts, the number keys choose a card in your hand, Enter confirms a move and Backspace takes it back, T says what is on the table, L opens the log of moves, Escape opens the menu.")
                    font.pixelSize: Theme.fontBody
                    color: Theme.inkSoft
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
            }
        }
    }
}
