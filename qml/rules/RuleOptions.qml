import QtQuick
import Tidepool

// The rule-set options of a game and what each changes: the engine's own lines (OptionInfo), with
// the values of the game in play (from its record) or, from the home screen, the defaults.
Column {
    id: root
    property string game: ""
    property GameSession session: null
    readonly property alias count: options.count
    readonly property bool inUse: options.inUse
    width: parent ? parent.width : 0
    spacing: Theme.px(10)

    RuleOptionsModel {
        id: options
        game: root.game
        session: root.session
    }

    RulesText {
        objectName: "optionsIntro"
        text: options.inUse ? qsTr("The game in play uses these settings. A setting marked <b>changed</b> is not the default.")
                            : qsTr("These are the defaults. Each can be changed on the new-game screen before a game starts.")
    }

    Repeater {
        model: options
        delegate: Rectangle {
            id: optionCard
            required property string key
            required property string label
            required property string help
            required property string valueText
            required property string valueHelp
            required property bool isDefault
            required property var choices
            required property bool isNumber
            required property int minimum
            required property int maximum
            objectName: "option-" + key
            width: root.width
            height: optionColumn.implicitHeight + Theme.px(20)
            radius: Theme.radiusSmall
            color: isDefault ? "#FFFDF6" : "#FFF4D6"
            border.color: isDefault ? Theme.paperEdge : Theme.gold
            border.width: Math.max(1, Theme.px(isDefault ? 1 : 2))
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("%1: %2. %3").arg(label).arg(valueText).arg(help)

            Column {
                id: optionColumn
                x: Theme.px(12); y: Theme.px(10)
                width: parent.width - Theme.px(24)
                spacing: Theme.px(4)
                Row {
                    spacing: Theme.px(10)
                    Text {
                        text: optionCard.label
                        font.bold: true
                        font.pixelSize: Theme.fontBody
                        color: Theme.ink
                        anchors.verticalCenter: parent.verticalCenter
                    }
                    Rectangle {
                        objectName: "optionValue"
                        property string value: optionCard.valueText
                        anchors.verticalCenter: parent.verticalCenter
                        width: valueLabel.implicitWidth + Theme.px(18)
                        height: valueLabel.implicitHeight + Theme.px(6)
                        radius: height / 2
                        color: Theme.teal
                        Text {
                            id: valueLabel
                            anchors.centerIn: parent
                            text: optionCard.valueText
                            color: "#FFFFFF"
                            font.bold: true
                            font.pixelSize: Theme.fontSmall
                        }
                    }
                    Text {
                        visible: !optionCard.isDefault
                        anchors.verticalCenter: parent.verticalCenter
                        text: qsTr("changed")
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                        color: Theme.goldDeep
                    }
                }
                RulesText {
                    text: optionCard.valueHelp !== "" ? qsTr("%1. Now: %2.").arg(optionCard.help).arg(optionCard.valueHelp)
                                                      : qsTr("%1.").arg(optionCard.help)
                    color: Theme.inkSoft
                }
                Repeater {
                    model: optionCard.choices
                    RulesText {
                        required property string modelData
                        bullet: true
                        fontSize: Theme.fontSmall
                        text: modelData
                        color: Theme.inkSoft
                    }
                }
                RulesText {
                    visible: optionCard.isNumber
                    bullet: true
                    fontSize: Theme.fontSmall
                    text: qsTr("From %1 to %2.").arg(optionCard.minimum).arg(optionCard.maximum)
                    color: Theme.inkSoft
                }
            }
        }
    }
}
