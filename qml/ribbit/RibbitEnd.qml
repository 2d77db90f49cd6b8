import QtQuick
import QtQuick.Layouts
import Tidepool

// The end of the race: who won and why, the full ranking of the turtles with their backers,
// and every player's revealed colour.
Item {
    id: root
    // Tooltips of the table under this screen stay closed.
    TipCover {}
    objectName: "endScreen"
    property RibbitGame game
    signal playAgain()
    /// Said when the screen comes, after the result and its reason (TablePage): the whole ranking
    /// with each turtle's backer, the secret colours revealed (a sighted table reads it here;
    /// in a hot-seat game the others learn their own turtle's place only from it).
    function spokenText() {
        const places = []
        for (let i = 0; i < rankingRepeater.count; ++i)
            places.push(rankingRepeater.itemAt(i).Accessible.name)
        return places.length > 0 ? qsTr("Ranking: %1.").arg(places.join("; ")) : ""
    }
    signal home()
    signal viewBoard()
    signal replay()
    /// Review the game: every move graded, the key moments (ReviewPanel, over this screen).
    signal review()

    MouseArea { anchors.fill: parent; hoverEnabled: true }
    Rectangle { anchors.fill: parent; color: "#A01A0E06" }

    PaperPanel {
        id: panel
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.9, Theme.px(760))
        height: Math.min(parent.height * 0.94, col.implicitHeight + Theme.px(48))
        radius: Theme.px(22)

        ColumnLayout {
            id: col
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(24) }
            spacing: Theme.px(10)

            Text {
                textFormat: Text.PlainText
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

            // Ranking: a podium row of turtles
            Row {
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.px(6)
                spacing: Theme.px(10)
                Repeater {
                    id: rankingRepeater
                    // The turtles in the engine's ranking order (RibbitGame.ranking).
                    model: root.game ? root.game.ranking : null
                    delegate: Rectangle {
                        id: place
                        required property var model
                        readonly property int rank: model.rank
                        readonly property string turtle: model.color
                        readonly property string owner: model.owner
                        readonly property bool first: rank === 1
                        width: Theme.px(118)
                        height: Theme.px(150)
                        radius: Theme.radius
                        color: first ? "#FFF1C9" : "#FFFFFF"
                        border.color: first ? Theme.gold : Theme.paperEdge
                        border.width: first ? Theme.px(3) : 1
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("%1: %2 turtle%3").arg(Theme.ordinal(rank))
                                         .arg(Theme.turtleName(turtle))
                                         .arg(owner !== "" ? qsTr(", backed by %1").arg(owner) : qsTr(", nobody's"))
                        Column {
                            anchors.centerIn: parent
                            spacing: Theme.px(4)
                            Text {
                                textFormat: Text.PlainText
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: Theme.ordinal(place.rank)
                                font.family: Theme.displayFont
                                font.pixelSize: Theme.fontLarge + Theme.px(2)
                                font.bold: true
                                color: place.first ? Theme.goldDeep : Theme.inkSoft
                            }
                            Image {
                                anchors.horizontalCenter: parent.horizontalCenter
                                source: Theme.turtleSource(place.turtle)
                                width: Theme.px(96); height: width * 2 / 3
                                sourceSize: Qt.size(width * 2, height * 2)
                            }
                            Text {
                                textFormat: Text.PlainText
                                anchors.horizontalCenter: parent.horizontalCenter
                                width: place.width - Theme.px(10)
                                horizontalAlignment: Text.AlignHCenter
                                text: place.owner !== "" ? place.owner : qsTr("nobody")
                                font.pixelSize: Theme.fontBody
                                font.bold: place.owner !== ""
                                font.italic: place.owner === ""
                                color: place.owner !== "" ? Theme.ink : Theme.inkFaint
                                elide: Text.ElideRight
                                // (A long name on two lines, "Computer 3" over "(Medium)", before it is cut; never
                                // inside a word: "Bartholome/w".)
                                wrapMode: Text.WordWrap
                                maximumLineCount: 2
                            }
                        }
                    }
                }
            }

            // Revealed colours
            Text {
                textFormat: Text.PlainText
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.px(6)
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
                Layout.topMargin: Theme.px(10)
                spacing: Theme.gap
                TButton { text: qsTr("View the board"); onClicked: root.viewBoard() }
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
