import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// Settings' statistics (SettingsPage): whether each person's games and wins are counted on this
// computer (PlayerStatistics; optional), each person's counts, and clearing them (two presses, so
// that a slip of the mouse clears nothing). Its sentences keep the SettingsPage translation context.
ColumnLayout {
    Layout.fillWidth: true
    spacing: Theme.px(8)
    ToggleSwitch {
        objectName: "keepStatistics"
        text: qsTranslate("SettingsPage", "Count each person's games and wins")
        checked: PlayerStatistics.keep
        onToggled: PlayerStatistics.setKeep(checked)
        FocusRing { shown: parent.visualFocus }
    }
    Repeater {
        model: PlayerStatistics.people
        delegate: Text {
            required property var modelData
            objectName: "statisticsRow"
            Layout.fillWidth: true
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            text: modelData.name + " — " + modelData.summary
            font.pixelSize: Theme.fontBody
            color: Theme.ink
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }
    Text {
        objectName: "noStatistics"
        visible: PlayerStatistics.people.length === 0
        Layout.fillWidth: true
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        text: qsTranslate("SettingsPage", "No finished games counted yet: a game played to the end at this screen counts for each person at the table (computers are not counted).")
        font.pixelSize: Theme.fontBody
        color: Theme.inkSoft
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
    // Two presses, so that a slip of the mouse clears nothing.
    TButton {
        id: clearStatistics
        objectName: "clearStatistics"
        property bool asking: false
        visible: PlayerStatistics.people.length > 0
        tone: asking ? "primary" : "secondary"
        text: asking ? qsTranslate("SettingsPage", "Press again to clear every count") : qsTranslate("SettingsPage", "Clear statistics…")
        onClicked: {
            if (asking) {
                asking = false
                PlayerStatistics.clear()
            } else {
                asking = true
                askTimer.restart()
            }
        }
        onActiveFocusChanged: if (!activeFocus) asking = false
        Timer { id: askTimer; interval: 5000; onTriggered: clearStatistics.asking = false }
    }
}
