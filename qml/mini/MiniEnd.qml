import QtQuick
import QtQuick.Layouts
import Tidepool

// The final reveal: who won and why (the engine's reason), every player's colour, and the tiles
// that decided it: the finished tiles race by race (advanced) or the race's ranking (basic).
Item {
    id: root
    // Tooltips of the table under this screen stay closed.
    TipCover {}
    objectName: "endScreen"
    property MiniGame game
    signal playAgain()
    /// Said when the screen comes, after the result and its reason (TablePage): every player's
    /// secret colour, revealed now (in a hot-seat game the others learn theirs only from it).
    function spokenText() {
        const seats = []
        for (let i = 0; i < seatRepeater.count; ++i) {
            const seat = seatRepeater.itemAt(i)
            if (seat.color !== "")
                seats.push(qsTr("%1 backed %2").arg(seat.name).arg(Theme.turtleName(seat.color).toLowerCase()))
        }
        return seats.length > 0 ? qsTr("Secret colours: %1.").arg(seats.join(", ")) : ""
    }
    signal home()
    signal viewBoard()
    signal replay()
    /// Review the game: every move graded, the key moments (ReviewPanel, over this screen).
    signal review()

    readonly property var races: game ? game.races : []
    /// Tiles ("G1") in order, in words for a screen reader: "1st green tile 1, 2nd blue tile 2".
    function placesInWords(tiles) {
        const out = []
        for (let i = 0; i < tiles.length; ++i)
            out.push(qsTr("%1 %2 tile %3").arg(Theme.ordinal(i + 1)).arg(Theme.turtleName(tiles[i].charAt(0)).toLowerCase())
                     .arg(tiles[i].substring(1)))
        return out.join(", ")
    }
    // Before any race ended (or without a game): race 0, no tiles.
    property miniRaceEnd noRace
    readonly property miniRaceEnd lastRace: game ? game.lastRace : noRace
    // Basic game: the first places of the race's ranking.
    readonly property var podium: {
        const ranking = lastRace.ranking
        return ranking.slice(0, 6)
    }

    MouseArea { anchors.fill: parent; hoverEnabled: true }
    Rectangle { anchors.fill: parent; color: "#A01A0E06" }

    component TileWithOwner: Column {
        id: tw
        property string tile: ""
        property string caption: ""
        property real tileW: Theme.px(84)
        property bool gold: false
        spacing: Theme.px(3)
        Text {
            textFormat: Text.PlainText
            visible: tw.caption !== ""
            anchors.horizontalCenter: parent.horizontalCenter
            text: tw.caption
            font.pixelSize: Theme.fontSmall
            font.bold: true
            color: tw.gold ? Theme.goldDeep : Theme.inkSoft
        }
        MiniTileFace {
            anchors.horizontalCenter: parent.horizontalCenter
            width: tw.tileW; height: width * 0.82
            color: tw.tile.charAt(0)
            number: Number(tw.tile.charAt(1))
        }
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            width: tw.tileW + Theme.px(20)
            horizontalAlignment: Text.AlignHCenter
            // Every colour is revealed at the end (the seats' colours); the game says who backed it.
            readonly property string who: root.game && root.game.finished ? root.game.backerOf(tw.tile) : ""
            text: tw.tile.charAt(0) === "K" ? qsTr("black") : who !== "" ? who : qsTr("nobody")
            font.pixelSize: Theme.fontSmall + Theme.px(1)
            font.bold: who !== ""
            font.italic: who === ""
            color: who !== "" ? Theme.ink : Theme.inkFaint
            elide: Text.ElideRight
            // (A long name on two lines, "Computer 3" over "(Medium)", before it is cut; never
            // inside a word: "Bartholome/w".)
            wrapMode: Text.WordWrap
            maximumLineCount: 2
        }
    }

    PaperPanel {
        id: panel
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.92, Theme.px(860))
        height: Math.min(parent.height * 0.96, col.implicitHeight + Theme.px(44))
        radius: Theme.px(22)

        ColumnLayout {
            id: col
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(22) }
            spacing: Theme.px(8)

            Text {
                textFormat: Text.PlainText
                objectName: "resultText"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: root.game ? root.game.result.text : ""
                font.family: Theme.displayFont
                font.pixelSize: Theme.fontHuge
                font.bold: true
                color: Theme.ink
                wrapMode: Text.Wrap
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                objectName: "resultReason"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: root.game ? root.game.result.reason : ""
                textFormat: Text.PlainText // the engine's words, never markup
                font.pixelSize: Theme.fontBody
                color: Theme.inkSoft
                wrapMode: Text.Wrap
                // The win reason is read too (the heading says only who won).
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }

            // Advanced: the finished tiles, race by race
            RowLayout {
                visible: root.game && root.game.advanced
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.px(6)
                spacing: Theme.px(14)
                Repeater {
                    model: root.races
                    delegate: Rectangle {
                        id: bay
                        required property var modelData
                        readonly property bool last: modelData.gameOver
                        implicitWidth: bayRow.implicitWidth + Theme.px(24)
                        implicitHeight: bayCol.implicitHeight + Theme.px(16)
                        radius: Theme.radius
                        color: last ? "#FFF1C9" : "#FFFFFF"
                        border.color: last ? Theme.gold : Theme.paperEdge
                        border.width: last ? Theme.px(2) : 1
                        // Read as "Race 1: 1st red tile 1, 2nd blue tile 2".
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("Race %1: %2").arg(bay.modelData.race).arg(root.placesInWords(bay.modelData.finished))
                        Column {
                            id: bayCol
                            anchors.centerIn: parent
                            spacing: Theme.px(4)
                            Text {
                                textFormat: Text.PlainText
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: qsTr("Race %1").arg(bay.modelData.race)
                                font.family: Theme.displayFont
                                font.pixelSize: Theme.fontBody
                                font.bold: true
                                color: Theme.teal
                            }
                            Row {
                                id: bayRow
                                spacing: Theme.px(8)
                                Repeater {
                                    model: bay.modelData.finished
                                    delegate: TileWithOwner {
                                        required property string modelData
                                        required property int index
                                        tile: modelData
                                        caption: Theme.ordinal(index + 1)
                                        tileW: Theme.px(70)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            // Advanced: how the last race ended; basic: the ranking
            Text {
                textFormat: Text.PlainText
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.px(4)
                text: root.game && root.game.advanced ? qsTr("How race %1, the last, ended").arg(Math.max(1, root.lastRace.race))
                                                      : qsTr("The final order")
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.teal
            }
            MiniRowPicture {
                visible: root.game && root.game.advanced
                Layout.alignment: Qt.AlignHCenter
                stacks: root.lastRace.row
                marked: root.lastRace.finished
                tileW: Math.min(Theme.px(46), (panel.width - Theme.px(120)) / Math.max(1, stacks.length) - Theme.px(5))
            }
            Row {
                visible: root.game && !root.game.advanced
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.px(10)
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("The final order: %1").arg(root.placesInWords(root.podium))
                Repeater {
                    model: root.podium
                    delegate: TileWithOwner {
                        required property string modelData
                        required property int index
                        tile: modelData
                        caption: Theme.ordinal(index + 1)
                        gold: index === 0
                        tileW: Theme.px(78)
                    }
                }
            }

            // Revealed colours
            Text {
                textFormat: Text.PlainText
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.px(4)
                text: qsTr("Secret colours")
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.teal
            }
            Flow {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.px(10)
                Repeater {
                    id: seatRepeater
                    model: root.game ? root.game.seats : null
                    delegate: Item {
                        id: seat
                        required property string name
                        required property string color
                        required property bool isWinner
                        width: seatRow.implicitWidth + Theme.px(20)
                        height: Theme.px(40)
                        Rectangle {
                            anchors.fill: parent
                            radius: height / 2
                            color: seat.isWinner ? "#FFF1C9" : Theme.cream
                            border.color: seat.isWinner ? Theme.gold : Theme.paperEdge
                        }
                        Row {
                            id: seatRow
                            anchors.centerIn: parent
                            spacing: Theme.px(6)
                            Image {
                                visible: seat.color !== ""
                                source: seat.color !== "" ? Theme.turtleSource(seat.color) : ""
                                width: Theme.px(42); height: width * 2 / 3
                                sourceSize: Qt.size(width * 2, height * 2)
                                anchors.verticalCenter: parent.verticalCenter
                            }
                            Text {
                                textFormat: Text.PlainText
                                text: (seat.isWinner ? "★ " : "") + seat.name
                                      + (seat.color !== "" ? " · " + Theme.turtleName(seat.color) : "")
                                font.pixelSize: Theme.fontBody
                                font.bold: seat.isWinner
                                color: Theme.ink
                                anchors.verticalCenter: parent.verticalCenter
                            }
                        }
                    }
                }
            }

            RowLayout {
                objectName: "endActions" // kept clear by the guided game's bubble
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.px(8)
                spacing: Theme.gap
                TButton { text: qsTr("View the table"); onClicked: root.viewBoard() }
                TButton { objectName: "watchReplay"; text: qsTr("Watch the replay"); onClicked: root.replay() }
                ReviewButton { game: root.game; onClicked: root.review() }
                TButton { text: qsTr("Back home"); onClicked: root.home() }
                PlayAgainButton { game: root.game; onClicked: root.playAgain() }
            }
        }
    }

    // A short celebration as the end screen comes (none with animations off).
    Confetti {
        anchors.fill: parent
        z: 10
    }
}
