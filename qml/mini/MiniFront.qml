import QtQuick
import Tidepool

// The front of Turtle Race Mini's row (MiniRace): the chequered finish line, "FRONT", the lettuce
// count and the three lettuce places, the first nearest the row's front. Stateless. Its sentences
// keep the MiniRace translation context.
Item {
    id: finish
    /// The race (MiniRace), named `race` as it is there: its game and sizes.
    required property Item race
    x: race.laneRight + Theme.px(4)
    width: race.finishW
    // Below the header, and below the finished tray's race labels (advanced game), which hang
    // under the tray right above the front.
    y: Math.max(race.headerH + Theme.px(10), race.trayLabelsBottom + Theme.px(4))
    height: race.groundY - y + Theme.px(16)

    // Finish line: a chequered strip
    Column {
        x: 0
        y: 0
        height: parent.height
        Repeater {
            model: Math.max(0, Math.floor(finish.height / Theme.px(10)))
            Row {
                required property int index
                Rectangle { width: Theme.px(5); height: Theme.px(10); color: index % 2 ? "#F6EEDC" : "#2B2118"; opacity: 0.75 }
                Rectangle { width: Theme.px(5); height: Theme.px(10); color: index % 2 ? "#2B2118" : "#F6EEDC"; opacity: 0.75 }
            }
        }
    }
    Text {
        textFormat: Text.PlainText
        objectName: "frontMarker"
        x: Theme.px(18)
        y: 0
        text: qsTranslate("MiniRace", "FRONT")
        font.family: Theme.displayFont
        font.pixelSize: Theme.fontSmall
        font.bold: true
        font.letterSpacing: Theme.px(2)
        color: Theme.gold
    }
    Text {
        textFormat: Text.PlainText
        objectName: "lettuceCount"
        x: Theme.px(18)
        y: Theme.px(18)
        width: parent.width - x
        text: qsTranslate("MiniRace", "Lettuce %1 / 3").arg(race.game ? race.game.lettuce : 0)
        font.pixelSize: Theme.fontSmall - Theme.px(1)
        color: Theme.sand
    }
    Column {
        id: lettuces
        objectName: "lettucePlaces"
        x: Theme.px(16)
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.px(14)
        spacing: Theme.px(6)
        readonly property real side: Math.min(finish.width - Theme.px(22), (finish.height - Theme.px(70)) / 3 - spacing)
        Repeater {
            model: 3
            Item {
                id: place
                required property int index
                // The first lettuce lies nearest the row's front.
                readonly property bool laid: race.game !== null && 2 - index < race.game.lettuce
                objectName: "lettuce-" + (2 - index)
                width: lettuces.side; height: width
                Rectangle {
                    anchors.fill: parent
                    radius: width / 2
                    color: place.laid ? "#40A7D36A" : "#26140A04"
                    border.color: place.laid ? "#A7D36A" : "#70E6CB93"
                    border.width: Math.max(1, Theme.px(2))
                }
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    visible: !place.laid
                    text: 3 - place.index
                    font.family: Theme.displayFont
                    font.pixelSize: parent.width * 0.34
                    color: "#80E6CB93"
                }
                Image {
                    anchors.centerIn: parent
                    width: parent.width * 0.96; height: width
                    source: Theme.art("lettuce")
                    sourceSize: Qt.size(width * 2, height * 2)
                    scale: place.laid ? 1 : 0
                    opacity: place.laid ? 1 : 0
                    Behavior on scale { NumberAnimation { duration: Theme.medium * 2; easing.type: Easing.OutBack } }
                    Behavior on opacity { NumberAnimation { duration: Theme.medium } }
                }
            }
        }
        Accessible.role: Accessible.StaticText
        Accessible.name: qsTranslate("MiniRace", "%1 of 3 lettuces laid out").arg(race.game ? race.game.lettuce : 0)
    }
}
