import QtQuick
import Tidepool

// The table of rounds and totals: one row per player, one column per round (those still to play
// show a dash), the total last; the lowest total is marked, and the winners once the game is over.
Item {
    id: root
    property RippleGame game
    property int highlightRound: 0 // the round shown above the table, 0 for none

    readonly property int roundCount: game ? game.rounds : 3
    /// The widest name as written in its row (px, with its star and padding).
    readonly property real namesWidth: {
        let widest = 0
        for (let i = 0; i < rows.count; ++i)
            if (rows.itemAt(i))
                widest = Math.max(widest, rows.itemAt(i).nameWidth)
        return widest
    }
    // Every name whole when the table has the room ("★ Computer 2 (Medium)" was cut at 1920x1080
    // with room to spare: issue 44); the rounds keep at least their short headings' width.
    readonly property real nameW: Math.max(Theme.px(84), Math.min(Math.max(Theme.px(150), namesWidth + Theme.px(4)),
                                                                 width - totalW - roundCount * Theme.px(44)))
    readonly property real totalW: Theme.px(76)
    readonly property real cellW: Math.max(Theme.px(40), Math.min(Theme.px(80), (width - nameW - totalW) / Math.max(1, roundCount)))
    readonly property real rowH: Theme.px(30)
    implicitWidth: Math.max(Theme.px(150), namesWidth + Theme.px(4)) + roundCount * Theme.px(70) + totalW
    /// Each player's row in words, as its accessible name ("Ann: 12, 20, 5, total 37"), joined.
    function spokenText() {
        const parts = []
        for (let i = 0; i < rows.count; ++i)
            if (rows.itemAt(i))
                parts.push(rows.itemAt(i).Accessible.name)
        return parts.join(". ")
    }
    implicitHeight: table.implicitHeight

    function signed(n) { return n > 0 ? "+" + n : n < 0 ? "\u2212" + Math.abs(n) : "0" }

    Column {
        id: table
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 0
        // Header
        Row {
            height: root.rowH
            Text {
                textFormat: Text.PlainText
                width: root.nameW; height: parent.height
                verticalAlignment: Text.AlignVCenter
                text: qsTr("Player")
                font.pixelSize: Theme.fontSmall; font.bold: true
                color: Theme.teal
            }
            Repeater {
                model: root.roundCount
                Rectangle {
                    required property int index
                    width: root.cellW; height: root.rowH
                    radius: Theme.px(6)
                    color: root.highlightRound === index + 1 ? "#33F2B33D" : "transparent"
                    Text {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: root.cellW >= Theme.px(62) ? qsTr("Round %1").arg(parent.index + 1) : qsTr("R%1").arg(parent.index + 1)
                        font.pixelSize: Theme.fontSmall; font.bold: true
                        color: Theme.teal
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                width: root.totalW; height: parent.height
                horizontalAlignment: Text.AlignHCenter; verticalAlignment: Text.AlignVCenter
                text: qsTr("Total")
                font.pixelSize: Theme.fontSmall; font.bold: true
                color: Theme.teal
            }
        }
        Rectangle { width: table.width; height: 1; color: Theme.paperEdge }
        Repeater {
            id: rows
            model: root.game ? root.game.players : null
            delegate: Rectangle {
                id: line
                required property int index
                required property string name
                required property int total
                required property var roundScores
                required property bool isWinner
                // Who leads is the engine's (the lowest total once a round is scored, the winners at the end).
                required property bool leads
                objectName: "tableRow" + index
                readonly property real nameWidth: nameText.implicitWidth
                readonly property bool leading: leads
                width: table.width
                height: root.rowH + Theme.px(4)
                color: leading ? "#FFF1C9" : (index % 2 ? "#0A000000" : "transparent")
                radius: Theme.px(6)
                Row {
                    anchors.verticalCenter: parent.verticalCenter
                    Text {
                        id: nameText
                        objectName: "tableName" + line.index
                        textFormat: Text.PlainText
                        width: root.nameW
                        height: line.height
                        verticalAlignment: Text.AlignVCenter
                        text: (line.isWinner ? "\u2605 " : "") + line.name
                        font.pixelSize: Theme.fontBody
                        font.bold: line.leading
                        color: Theme.ink
                        elide: Text.ElideRight
                        leftPadding: Theme.px(6)
                    }
                    Repeater {
                        model: root.roundCount
                        Text {
                            textFormat: Text.PlainText
                            required property int index
                            width: root.cellW
                            height: line.height
                            verticalAlignment: Text.AlignVCenter
                            horizontalAlignment: Text.AlignHCenter
                            text: index < line.roundScores.length ? root.signed(line.roundScores[index]) : "\u2013"
                            font.pixelSize: Theme.fontBody
                            font.bold: root.highlightRound === index + 1
                            color: index < line.roundScores.length ? Theme.ink : Theme.inkFaint
                        }
                    }
                    Text {
                        textFormat: Text.PlainText
                        objectName: "total" + line.index
                        width: root.totalW
                        height: line.height
                        verticalAlignment: Text.AlignVCenter
                        horizontalAlignment: Text.AlignHCenter
                        text: root.signed(line.total)
                        font.family: Theme.displayFont
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        color: line.leading ? Theme.goldDeep : Theme.ink
                    }
                }
                Accessible.role: Accessible.Row
                Accessible.name: qsTr("%1: %2, total %3").arg(line.name).arg(line.roundScores.join(", ")).arg(line.total)
            }
        }
    }
}
