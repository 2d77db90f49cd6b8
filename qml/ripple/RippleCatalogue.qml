import QtQuick
import Tidepool

// Ripple's card catalogue: every kind of card, drawn with the game's own card, with its value, how
// many the deck holds and, for a combo, the two icons it needs and its bonus. The rows come from
// the engine's catalogue (engine/ripple/cards.json), never from this file.
Column {
    id: root
    readonly property alias count: catalogue.count
    width: parent ? parent.width : 0
    spacing: Theme.px(10)

    RippleCatalogueModel { id: catalogue }

    RulesText {
        objectName: "catalogueSummary"
        text: qsTr("%1 cards in %2 kinds: %3 combo cards, the rest standard cards.")
                  .arg(catalogue.deckSize).arg(catalogue.count).arg(catalogue.comboCount)
    }
    RulesText {
        visible: catalogue.errorText !== ""
        text: catalogue.errorText
        color: Theme.danger
    }

    Flow {
        id: flow
        objectName: "catalogueFlow"
        width: parent.width
        spacing: Theme.px(8)
        readonly property int columns: Math.max(2, Math.floor((width + spacing) / (Theme.px(200) + spacing)))
        readonly property real cellW: (width - (columns - 1) * spacing) / columns
        Repeater {
            id: kinds
            model: catalogue
            delegate: Rectangle {
                id: cell
                required property string card
                required property string icon
                required property string name
                required property string iconName
                required property int value
                required property int count
                required property bool combo
                required property string need1
                required property string need2
                required property string need1Name
                required property string need2Name
                required property int bonus
                objectName: "kind-" + card
                width: flow.cellW
                height: Math.max(face.height, info.implicitHeight) + Theme.px(16)
                radius: Theme.radiusSmall
                color: combo ? "#FFF4D6" : "#FFFDF6"
                border.color: combo ? Theme.gold : Theme.paperEdge
                border.width: Math.max(1, Theme.px(1))
                Accessible.role: Accessible.StaticText
                Accessible.name: info.sentence

                RippleCard {
                    id: face
                    x: Theme.px(8); y: Theme.px(8)
                    width: Theme.px(62); height: Math.round(width * 1.4)
                    icon: cell.icon
                    name: cell.name
                    value: cell.value
                    combo: cell.combo
                    need1: cell.need1
                    need2: cell.need2
                    bonus: cell.bonus
                }
                Column {
                    id: info
                    readonly property string sentence: cell.combo
                        ? qsTr("%1 combo, worth %2 until completed; needs %3 and %4; completed: %5; %6 in the deck")
                              .arg(cell.iconName).arg(cell.value).arg(cell.need1Name).arg(cell.need2Name)
                              .arg(cell.bonus).arg(cell.count)
                        : qsTr("%1, worth %2; %3 in the deck").arg(cell.name).arg(cell.value).arg(cell.count)
                    anchors { left: face.right; leftMargin: Theme.px(10); right: parent.right; rightMargin: Theme.px(6)
                              verticalCenter: parent.verticalCenter }
                    spacing: Theme.px(2)
                    Text {
                        width: parent.width
                        text: cell.combo ? qsTr("%1 combo").arg(cell.iconName) : cell.name
                        font.bold: true
                        font.pixelSize: Theme.fontBody
                        color: Theme.ink
                        wrapMode: Text.Wrap
                    }
                    Text {
                        width: parent.width
                        text: qsTr("Value %1 · ×%2").arg(cell.value).arg(cell.count)
                        font.pixelSize: Theme.fontSmall
                        color: Theme.inkSoft
                    }
                    Text {
                        visible: cell.combo
                        width: parent.width
                        wrapMode: Text.Wrap
                        text: qsTr("Needs %1 + %2").arg(cell.need1Name).arg(cell.need2Name)
                        font.pixelSize: Theme.fontSmall
                        color: Theme.inkSoft
                    }
                    Text {
                        visible: cell.combo
                        width: parent.width
                        text: qsTr("Completed: %1").arg(cell.bonus < 0 ? "\u2212" + Math.abs(cell.bonus) : cell.bonus)
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                        color: Theme.good
                    }
                }
            }
        }
    }
}
