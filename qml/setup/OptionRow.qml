import QtQuick
import QtQuick.Layouts
import Tidepool

// One rule-set option: its label, the control for its value, the default, and what each of its
// values means (choiceHelp), the chosen one marked.
Item {
    id: row
    required property int index
    required property string key
    required property string label
    required property string help
    required property string value
    required property string defaultValue
    required property var choices
    required property var choiceHelp
    required property var choiceNames
    required property int minimum
    required property int maximum
    required property bool isNumber
    required property bool isBoolean
    property NewGameSetup setup

    function pretty(v) {
        if (isBoolean) return v === "true" ? qsTr("On") : qsTr("Off")
        if (v === "") return v
        const i = choices ? choices.indexOf(v) : -1
        if (i >= 0 && choiceNames && i < choiceNames.length) return choiceNames[i]   // translated
        return Theme.capitalized(v.replace(/-/g, " "))
    }
    readonly property int chosenIndex: choices ? choices.indexOf(value) : -1
    readonly property string valueHelp: chosenIndex >= 0 && choiceHelp && chosenIndex < choiceHelp.length
                                        ? choiceHelp[chosenIndex] : ""
    readonly property bool changed: value !== defaultValue
    /// Every value of a choice (or on/off) option has its own explanation.
    readonly property bool explainsChoices: choices && choices.length > 0 && choiceHelp && choiceHelp.length === choices.length

    width: parent ? parent.width : implicitWidth
    implicitHeight: col.implicitHeight + Theme.px(16)

    Accessible.role: Accessible.Grouping
    Accessible.name: label

    ColumnLayout {
        id: col
        anchors { left: parent.left; right: parent.right; top: parent.top; topMargin: Theme.px(8) }
        spacing: Theme.px(4)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            Column {
                Layout.fillWidth: true
                spacing: Theme.px(2)
                Text {
                    textFormat: Text.PlainText
                    width: parent.width
                    text: row.label
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    color: Theme.ink
                    wrapMode: Text.Wrap
                }
                Text {
                    textFormat: Text.PlainText
                    width: parent.width
                    text: row.changed ? qsTr("Default: %1 · changed").arg(row.pretty(row.defaultValue))
                                      : qsTr("Default: %1").arg(row.pretty(row.defaultValue))
                    font.pixelSize: Theme.fontSmall
                    color: row.changed ? Theme.goldDeep : Theme.inkFaint
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
            }
            // Control
            Loader {
                Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
                sourceComponent: row.isBoolean ? boolControl
                               : row.isNumber ? numberControl
                               : choiceControl
            }
        }
        // A number: what it counts. A choice: every value with what it means, so that a family can
        // compare them before choosing; the chosen one marked and in ink.
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: text !== "" && !row.explainsChoices
            text: row.help
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
            wrapMode: Text.Wrap
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Repeater {
            objectName: "choiceHelps"
            model: row.explainsChoices ? row.choices : []
            delegate: Text {
                required property string modelData
                required property int index
                readonly property bool chosen: modelData === row.value
                objectName: "choiceHelp-" + modelData
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: (chosen ? "\u25B8 " : "   ") + qsTr("%1: %2").arg(row.pretty(modelData)).arg(row.choiceHelp[index])
                font.pixelSize: Theme.fontSmall
                font.bold: chosen
                color: chosen ? Theme.ink : Theme.inkFaint
                wrapMode: Text.Wrap
                Accessible.role: Accessible.StaticText
                Accessible.name: chosen ? qsTr("%1 (chosen): %2").arg(row.pretty(modelData)).arg(row.choiceHelp[index])
                                        : qsTr("%1: %2").arg(row.pretty(modelData)).arg(row.choiceHelp[index])
            }
        }
    }
    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width; height: 1
        color: Theme.paperShade
    }

    Component {
        id: boolControl
        ToggleSwitch {
            accessibleName: row.label
            checked: row.value === "true"
            onToggled: row.setup.setOption(row.key, checked ? "true" : "false")
        }
    }
    Component {
        id: numberControl
        Stepper {
            objectName: "stepper-" + row.key
            accessibleName: row.label
            value: parseInt(row.value)
            minimum: row.minimum
            maximum: row.maximum
            onChangedTo: (v) => row.setup.setOption(row.key, String(v))
        }
    }
    Component {
        id: choiceControl
        Segmented {
            Accessible.name: row.label
            values: row.choices
            labels: row.choices.map(c => row.pretty(c))
            current: row.value
            segmentHeight: Theme.px(34)
            onChosen: (v) => row.setup.setOption(row.key, v)
        }
    }
}
