import QtQuick
import Tidepool

// The table page of a game played from a private hand onto a board (a HandGame): TablePage with,
// along the bottom, the viewer's secret colour card, their hand, the draw pile and the last card
// played. A game fills it with its board (a child anchored between `boardTop` and `boardBottom`), its
// card (`cardFace`: kind, turtle, steps, dimmed, highlighted), its secret card (`secretCard`, an
// item with `game` and `turtle`) and its end screen.
TablePage {
    id: page

    /// The game's card picture, for the hand and the last card played.
    property Component cardFace
    /// The viewer's secret colour card.
    property Component secretCard
    /// Whether the selected card is dimmed too when it can't be played (CardHand.dimSelected).
    property bool dimSelected: true
    /// What the hand says when it is empty at the end of the game.
    property string overText: ""
    /// The bottom strip (secret card, hand, piles): the board ends at its top.
    readonly property alias handArea: bottomArea
    /// Where the board must end: above the hand and the move caption's strip (the caption and the
    /// notices lie there, never on the board; issue 44).
    readonly property real boardBottom: bottomArea.y - Theme.px(34)
    /// A card was chosen by key (1-5, Enter or Space in the hand): the focus goes on to its targets.
    signal chosenByKey()

    prompt: game ? game.prompt : ""
    waitingKeys: ["1", "2", "3", "4", "5"]
    captionBottomMargin: bottomArea.height + page.replayRoom + Theme.px(2)

    // Keys: 1-5 choose a card (the focus moves on to where it may be played), Tab moves through
    // the hand, the board and the buttons.
    Repeater {
        model: 5
        Item {
            required property int index
            Shortcut {
                sequence: String(index + 1)
                enabled: page.active && page.canAct && !page.menuOpened
                onActivated: hand.choose(index)
            }
        }
    }
    // When it becomes the viewer's turn, the keyboard starts in the hand (TablePage decides when).
    onTurnFocusRequested: hand.focusCard(0)
    // A suggestion chose its card: the keyboard goes to it.
    onSuggestionFocusRequested: if (game && game.selectedCard >= 0) hand.focusCard(game.selectedCard)

    // ---------- Bottom: secret card, hand, pile and last card ----------
    Item {
        id: bottomArea
        // (Above the replay bar while a game is replayed: the hands stay in view, TablePage.replayRoom.)
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; bottomMargin: page.replayRoom }
        height: Math.max(Theme.px(200), Math.min(page.height * 0.34, Theme.px(280)))
        z: 1 // over the board

        Rectangle {
            anchors.fill: parent
            gradient: Gradient {
                GradientStop { position: 0; color: "#00140A04" }
                GradientStop { position: 0.3; color: "#60140A04" }
                GradientStop { position: 1; color: "#A0140A04" }
            }
        }

        Loader {
            id: secret
            anchors { left: parent.left; leftMargin: Theme.px(24); verticalCenter: parent.verticalCenter }
            width: Theme.px(130)
            height: Math.min(parent.height - Theme.px(20), Theme.px(180))
            sourceComponent: page.secretCard
            visible: item !== null && item.turtle !== ""
            onLoaded: {
                item.objectName = "secretCard"
                item.game = Qt.binding(() => page.game)
            }
        }

        CardHand {
            id: hand
            objectName: "hand"
            game: page.game
            cardFace: page.cardFace
            dimSelected: page.dimSelected
            onChosenByKey: page.chosenByKey()
            anchors { left: secret.right; right: pileArea.left; top: parent.top; bottom: parent.bottom
                      leftMargin: Theme.px(16); rightMargin: Theme.px(16) }
        }
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: hand
            visible: hand.count === 0
            width: hand.width * 0.8
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: !page.game ? ""
                : page.game.finished ? page.overText
                : page.thinking ? qsTr("%1 is choosing a card…").arg(page.game.currentPlayerName)
                : qsTr("Cards are hidden until their owner is at the screen.")
            font.pixelSize: Theme.fontLarge
            font.italic: true
            color: "#D8E6CB93"
        }

        Row {
            id: pileArea
            anchors { right: parent.right; rightMargin: Theme.px(24); verticalCenter: parent.verticalCenter }
            spacing: Theme.px(16)
            // (Smaller on a narrow board, e.g. beside the game's review: the hand keeps its room.)
            readonly property real cardH: Math.min(bottomArea.height - Theme.px(70), Theme.px(150), bottomArea.width * 0.16)

            // Draw pile
            Column {
                spacing: Theme.px(6)
                Item {
                    width: pileArea.cardH * 0.7; height: pileArea.cardH
                    Repeater {
                        model: page.game ? Math.min(3, Math.ceil(page.game.drawPileCount / 10)) : 0
                        Image {
                            required property int index
                            source: Theme.art("card-back")
                            width: parent.width; height: parent.height
                            x: -index * Theme.px(3); y: -index * Theme.px(3)
                            sourceSize: Theme.cardBackSize(width)
                        }
                    }
                    Rectangle {
                        anchors { right: parent.right; bottom: parent.bottom; margins: -Theme.px(8) }
                        width: Theme.px(38); height: width; radius: width / 2
                        color: Theme.paper
                        border.color: Theme.goldDeep
                        border.width: Theme.px(2)
                        Text {
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            text: page.game ? page.game.drawPileCount : 0
                            font.pixelSize: Theme.fontBody; font.bold: true
                            color: Theme.ink
                        }
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: qsTr("Draw pile")
                    font.pixelSize: Theme.fontSmall
                    color: Theme.sand
                }
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Draw pile: %n card(s)", "", page.game ? page.game.drawPileCount : 0)
            }
            // Last card played
            Column {
                spacing: Theme.px(6)
                Item {
                    width: pileArea.cardH * 0.7; height: pileArea.cardH
                    Rectangle {
                        anchors.fill: parent
                        radius: width * 0.09
                        color: "transparent"
                        border.color: "#60E6CB93"
                        border.width: Theme.px(2)
                        visible: !lastCard.visible
                    }
                    Loader {
                        id: lastCard
                        anchors.fill: parent
                        visible: page.game !== null && page.game.lastCard !== ""
                        sourceComponent: page.cardFace
                        rotation: 4
                        onLoaded: {
                            item.kind = Qt.binding(() => page.game ? page.game.lastCardKind : "")
                            item.turtle = Qt.binding(() => page.game ? page.game.lastCardColor : "")
                            item.steps = Qt.binding(() => page.game ? page.game.lastCardSteps : 0)
                        }
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: qsTr("Last played")
                    font.pixelSize: Theme.fontSmall
                    color: Theme.sand
                }
                Accessible.role: Accessible.StaticText
                Accessible.name: page.game && page.game.lastCard !== "" ? qsTr("Last played: %1").arg(page.game.lastCardLabel) : qsTr("No card played yet")
            }
        }
    }
}
