import QtQuick
import Tidepool

// A Ripple card, drawn from its icon, value and (for a combo) its two needed icons and bonus; or
// its back when face down. Cards stacked behind a combo peek out above it. Purely a picture: the
// beaches, the piles and the held card all use it.
Item {
    id: card
    property bool up: true
    property string icon: ""
    property string name: ""
    property int value: 0
    property bool combo: false
    property string need1: ""
    property string need2: ""
    property bool has1: false
    property bool has2: false
    property int bonus: 0
    property var stacked: []
    property bool completed: false
    /// "" or a glow: "ripple" (teal), "combo" (gold), "match" (teal), "picked" (gold), "take" (teal)
    property string glow: ""
    property bool dimmed: false
    /// Small cards drop the name band and keep the value, the icon and a combo's needs.
    readonly property bool compact: width < Theme.px(74)

    implicitWidth: Theme.px(120)
    implicitHeight: Math.round(implicitWidth * 1.4)

    readonly property real w: width
    readonly property var tints: ({
        "dolphin": "#DCEBF5", "beachball": "#FCE3D6", "boat": "#F3E1D0", "wave": "#D3EEEE",
        "pineapple": "#FBEBC0", "palmtree": "#DCEFD2", "turtle": "#D6EBCF", "sun": "#FFF1B8",
        "fish": "#FDE0C2", "octopus": "#EBDDF3", "castle": "#F3E6C8", "flower": "#FADCE8",
        "seashell": "#FCE6D8", "crab": "#F9D6D0"
    })
    function tint(id) { const t = tints[id]; return t === undefined ? Theme.paper : t }
    function iconSource(id) { return id !== "" ? Theme.art("ripple-" + id) : "" }
    function signed(n) { return n > 0 ? "+" + n : n < 0 ? "\u2212" + Math.abs(n) : "0" }
    readonly property color glowColor: glow === "combo" || glow === "picked" ? Theme.gold : "#3FD0C9"

    // Cards stacked behind a combo: their tops peek out above it, each with its icon.
    Repeater {
        model: card.up ? card.stacked : []
        Rectangle {
            required property int index
            required property string modelData
            x: card.w * (0.1 + 0.1 * index)
            y: -card.height * (0.11 + 0.07 * (card.stacked.length - 1 - index))
            width: card.w * 0.8
            height: card.height * 0.4
            radius: card.w * 0.07
            color: card.tint(modelData)
            border.color: "#8A6E4A"
            border.width: Math.max(1, card.w * 0.012)
            Image {
                anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: card.w * 0.015 }
                width: card.w * 0.17; height: width
                source: card.iconSource(parent.modelData)
                sourceSize: Qt.size(width * 2, height * 2)
            }
        }
    }

    // Shadow
    Rectangle {
        x: card.w * 0.025; y: card.w * 0.04
        width: parent.width; height: parent.height
        radius: frame.radius
        color: "#55000000"
    }
    // Glow around a card that may be clicked (learning mode)
    Rectangle {
        visible: card.glow !== ""
        anchors.fill: parent
        anchors.margins: -Math.max(3, card.w * 0.05)
        radius: frame.radius + Math.max(3, card.w * 0.05)
        color: "transparent"
        border.color: card.glowColor
        border.width: Math.max(3, card.w * 0.045)
        SequentialAnimation on opacity {
            running: card.glow !== "" && card.visible && AppSettings.animationDuration > 0 // steady with motion off
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.45; duration: 700; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.45; to: 1; duration: 700; easing.type: Easing.InOutSine }
        }
    }

    // Back
    Image {
        visible: !card.up
        anchors.fill: parent
        source: card.up ? "" : Theme.art("ripple-card-back") // no work for hidden art
        sourceSize: Qt.size(width * 2, height * 2)
        smooth: true
    }

    // Face
    Rectangle {
        id: frame
        visible: card.up
        anchors.fill: parent
        radius: card.w * 0.09
        color: Theme.cream
        border.color: card.combo ? Theme.goldDeep : "#B8A07A"
        border.width: card.combo ? Math.max(2, card.w * 0.035) : Math.max(1, card.w * 0.014)

        Rectangle {
            id: face
            anchors.fill: parent
            anchors.margins: card.w * 0.05
            radius: card.w * 0.06
            gradient: Gradient {
                GradientStop { position: 0.0; color: Qt.lighter(card.tint(card.icon), 1.04) }
                GradientStop { position: 1.0; color: Qt.darker(card.tint(card.icon), 1.06) }
            }
            border.color: "#30000000"
            border.width: 1
        }

        // Value, top left
        Rectangle {
            id: valueBadge
            x: card.w * 0.06; y: card.w * 0.06
            width: card.w * (card.compact ? 0.42 : 0.3); height: width
            radius: width / 2
            color: Theme.cream
            border.color: Theme.ink
            border.width: Math.max(1, card.w * 0.018)
            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: card.value
                font.family: Theme.displayFont
                font.pixelSize: parent.width * (card.value >= 10 ? 0.56 : 0.68)
                font.bold: true
                color: Theme.ink
            }
        }
        // The same, smaller, bottom right when there is room (classic card corners). Upright, never
        // turned: a turned index reads 9 as "6" and 10 as "01" (issue 20).
        Text {
            objectName: "cornerValue"
            textFormat: Text.PlainText
            visible: !card.compact && !card.combo
            anchors { right: parent.right; bottom: parent.bottom; rightMargin: card.w * 0.1; bottomMargin: card.w * 0.04 }
            text: card.value
            font.family: Theme.displayFont
            font.pixelSize: card.w * 0.14
            font.bold: true
            color: Theme.inkSoft
        }

        // The icon
        Image {
            id: picture
            anchors.horizontalCenter: parent.horizontalCenter
            y: card.compact ? card.height * (card.combo ? 0.3 : 0.36) : card.height * (card.combo ? 0.16 : 0.22)
            width: card.w * (card.compact ? (card.combo ? 0.55 : 0.66) : (card.combo ? 0.6 : 0.7))
            height: width
            source: card.up ? card.iconSource(card.icon) : ""
            sourceSize: Qt.size(width * 2, height * 2)
            smooth: true
        }

        // Name band (standard cards, big enough)
        Text {
            textFormat: Text.PlainText
            visible: !card.compact && !card.combo
            anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: card.height * 0.13 }
            width: card.w * 0.86
            horizontalAlignment: Text.AlignHCenter
            text: card.name
            font.pixelSize: Math.max(9, card.w * 0.12)
            font.bold: true
            color: Theme.ink
            elide: Text.ElideRight
        }

        // Combo: the bonus, top right, and the two needed icons along the bottom.
        // Made only for combo cards (most cards are not).
        Loader {
            anchors.fill: parent
            active: card.combo
            sourceComponent: Item {
                Rectangle {
                    visible: card.combo
                    anchors { right: parent.right; top: parent.top; margins: card.w * 0.06 }
                    width: bonusText.implicitWidth + card.w * 0.1
                    height: card.w * (card.compact ? 0.3 : 0.24)
                    radius: height / 2
                    color: card.completed ? Theme.good : Theme.gold
                    border.color: card.completed ? "#1F5A2C" : Theme.goldDeep
                    border.width: Math.max(1, card.w * 0.015)
                    Text {
                        textFormat: Text.PlainText
                        id: bonusText
                        anchors.centerIn: parent
                        text: card.signed(card.bonus)
                        font.family: Theme.displayFont
                        font.pixelSize: parent.height * 0.72
                        font.bold: true
                        color: card.completed ? "#FFFFFF" : Theme.ink
                    }
                }
                Rectangle {
                    visible: card.combo
                    anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: card.w * 0.06 }
                    height: card.height * (card.compact ? 0.27 : 0.3)
                    radius: card.w * 0.05
                    color: "#E6FFF8EA"
                    border.color: Theme.goldDeep
                    border.width: Math.max(1, card.w * 0.012)
                    Text {
                        textFormat: Text.PlainText
                        visible: !card.compact
                        anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: card.w * 0.01 }
                        text: qsTr("COMBO NEEDS")
                        font.pixelSize: Math.max(7, card.w * 0.075)
                        font.bold: true
                        font.letterSpacing: card.w * 0.005
                        color: Theme.goldDeep
                    }
                    Row {
                        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: card.w * 0.02 }
                        spacing: card.w * 0.08
                        Repeater {
                            model: [{ id: card.need1, has: card.has1 }, { id: card.need2, has: card.has2 }]
                            Item {
                                required property var modelData
                                width: card.w * (card.compact ? 0.36 : 0.3); height: width
                                Rectangle {
                                    anchors.fill: parent
                                    radius: width / 2
                                    color: parent.modelData.has ? "#CDEBD3" : "#FFFFFF"
                                    border.color: parent.modelData.has ? Theme.good : "#B8A07A"
                                    border.width: Math.max(1, card.w * 0.015)
                                }
                                Image {
                                    anchors.centerIn: parent
                                    width: parent.width * 0.82; height: width
                                    source: card.iconSource(parent.modelData.id)
                                    sourceSize: Qt.size(width * 2, height * 2)
                                    opacity: parent.modelData.has ? 1 : 0.9
                                }
                                Rectangle {
                                    visible: parent.modelData.has
                                    anchors { right: parent.right; top: parent.top; margins: -width * 0.25 }
                                    width: parent.width * 0.45; height: width; radius: width / 2
                                    color: Theme.good
                                    border.color: "#FFFFFF"
                                    border.width: Math.max(1, card.w * 0.01)
                                    Text {
                                        textFormat: Text.PlainText
                                        anchors.centerIn: parent
                                        text: "\u2713"
                                        font.pixelSize: parent.width * 0.8
                                        font.bold: true
                                        color: "#FFFFFF"
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    // Dimmed: not a legal target now (learning mode)
    Rectangle {
        visible: card.dimmed
        anchors.fill: parent
        radius: card.w * 0.09
        color: "#80140A04"
    }
}
