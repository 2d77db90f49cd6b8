import QtQuick
import Tidepool

// Turtle Race Mini's rules in Tidepool's words (app/mini/README.md, "Rules"), basic and
// advanced, with example rows drawn by the game's own race view, the rulings and the options in use.
Column {
    id: root
    objectName: "miniRules"
    property GameSession session: null
    width: parent ? parent.width : 0
    spacing: Theme.px(14)

    RulesText {
        text: qsTr("<i>2 to 5 players, about 15 minutes a race.</i> Twelve turtle tiles race in a row with no board: two of each colour, numbered 1 and 2, and two black ones that nobody owns. Each player secretly backs one colour; the cards you play move tiles, and tiles that land on each other stack up and ride along. When the third lettuce turns up, the race is over.")
    }

    RulesSection {
        title: qsTr("Setting up")
        RulesText { bullet: true; text: qsTr("The 12 tiles are shuffled and laid out in a row, one tile per place.") }
        RulesText { bullet: true; text: qsTr("Each player is dealt one of the five colour cards (red, yellow, green, blue, purple) in secret. Black is never a player's colour.") }
        RulesText { bullet: true; text: qsTr("The 50 movement cards are shuffled and each player is dealt 5; the rest is the draw pile. A lettuce dealt in an opening hand goes back into the draw pile, which is reshuffled, and the player gets another card.") }
        RulesText { bullet: true; text: qsTr("The first player is chosen when the game is set up (by tradition the youngest). Play goes round the table in seat order.") }
    }

    RulesSection {
        title: qsTr("A turn")
        RulesText { number: "1"; text: qsTr("Play one card from your hand face up onto the discard pile and do what it says.") }
        Row {
            x: Theme.px(26)
            spacing: Theme.px(14)
            Repeater {
                model: [
                    { kind: "color", turtle: "G", steps: 2, line: qsTr("A <b>colour card</b> moves one of the two tiles of its colour (you pick which) forward or back.") },
                    { kind: "multi", turtle: "", steps: -1, line: qsTr("A <b>multicolour card</b> moves any tile you choose, black included.") },
                    { kind: "shake", turtle: "", steps: 0, line: qsTr("A <b>shake</b> card shakes a stack: the tiles above its bottom tile are laid out behind it.") }
                ]
                Row {
                    required property var modelData
                    spacing: Theme.px(8)
                    MiniCard {
                        width: Theme.px(56); height: Math.round(width * 1.45)
                        kind: parent.modelData.kind
                        turtle: parent.modelData.turtle
                        steps: parent.modelData.steps
                    }
                    RulesText {
                        width: (root.width - Theme.px(26) - 2 * Theme.px(14)) / 3 - Theme.px(64)
                        anchors.verticalCenter: parent.verticalCenter
                        fontSize: Theme.fontSmall
                        text: parent.modelData.line
                    }
                }
            }
        }
        RulesText { number: "2"; text: qsTr("A tile that moves carries every tile above it in its stack; the tiles below it stay. Moving forward, it lands on top of the stack that many places nearer the front; moving back, on top of the stack that many places nearer the back.") }
        ExampleFrame {
            id: rowExample
            record: "mini-row.tidepool.json"
            example: MiniGame { }
            title: qsTr("Example: a tile and its rider move forward")
            before: qsTr("The front of the row is on the right. Yellow 2 is in the middle of a stack, with black 1 on top. Anna plays Yellow +2 on yellow 2.")
            pictureHeight: Theme.px(250)
            MiniRace { anchors.fill: parent; game: rowExample.example }
        }
        ExampleFrame {
            id: shakeExample
            record: "mini-shake.tidepool.json"
            example: MiniGame { }
            title: qsTr("Example: shaking a stack")
            before: qsTr("Green 1 carries red 2 and black 2. Anna plays a shake card on green 1.")
            pictureHeight: Theme.px(250)
            MiniRace { anchors.fill: parent; game: shakeExample.example }
        }
        RulesText { number: "3"; text: qsTr("Draw a card, so you hold 5 again. A drawn lettuce is shown and laid out in front of the row, and you draw again.") }
    }

    RulesSection {
        title: qsTr("The end")
        RulesText { text: qsTr("The race ends the moment the third lettuce is laid out. Everyone reveals their colour.") }
        RulesText { bullet: true; text: qsTr("<b>Basic game:</b> the owner of the best-placed colour wins. The ranking runs from the front stack to the back, each stack from the bottom up; black tiles and colours nobody holds are skipped.") }
        RulesText { bullet: true; text: qsTr("<b>Advanced game:</b> several races. After each race the first two tiles of the ranking that are not black finish and leave the game. The game ends when both tiles of one colour have finished, and that colour's owner wins.") }
    }

    RulesSection {
        title: qsTr("Rulings")
        RulesText { color: Theme.inkSoft; text: qsTr("Where the rulebook is unclear, Tidepool decides as follows.") }
        RulingItem { ruling: "M1"; title: qsTr("The row"); text: qsTr("The race is a row of stacks, front first, with no gaps: when a stack empties, the row closes up.") }
        RulingItem { ruling: "M2"; title: qsTr("Which tile"); text: qsTr("A colour card moves either tile of its colour; the player picks. A multicolour card moves any tile, black included. The moving tile carries everything above it.") }
        RulingItem { ruling: "M3"; title: qsTr("The ends"); text: qsTr("A move past either end stops on the end stack and the rest of the move is lost. A card that would move a tile in the front stack forward, or one in the back stack back, may still be played, with no effect; the game shows this before you play. With the option <i>Open ends</i> a tile that overshoots an end becomes a new stack of its own just beyond it.") }
        RulingItem { ruling: "M4"; title: qsTr("Shaking"); text: qsTr("Name the bottom tile of a stack of two or more: the tiles above it are laid out one per place directly behind it, the lowest first. When no stack has two tiles, a shake card may still be played, with no effect.") }
        RulingItem { ruling: "M5"; title: qsTr("Lettuce"); text: qsTr("A lettuce is never held: when drawn it is shown, laid out and replaced by another draw. The race ends as soon as the third lettuce is laid out; the player who drew it does not draw again.") }
        RulingItem { ruling: "M6"; title: qsTr("Empty draw pile"); text: qsTr("When a card must be drawn and the pile is empty, the discard pile is shuffled into a new draw pile.") }
        RulingItem { ruling: "M7"; title: qsTr("Ranking and the basic winner"); text: qsTr("The ranking runs from the front stack to the back, each stack from the bottom up. The winner of the basic game is the player whose colour comes first; black tiles and colours nobody holds are skipped.") }
        RulingItem { ruling: "M8"; title: qsTr("Advanced game"); text: qsTr("After each race the first two tiles of the ranking that are not black finish; black tiles always run again. For the next race every stack is split into a row behind its bottom tile, players keep their hands, and the lettuces and discards are shuffled back into the draw pile. When both tiles of a held colour have finished, its owner wins. If two held colours complete at once, or the completed colour belongs to nobody, the last race decides.") }
        RulingItem { ruling: "M9"; title: qsTr("Players"); text: qsTr("2 to 5 players. The first player is chosen when the game is set up.") }
    }

    RulesSection {
        title: qsTr("Options")
        RuleOptions { game: "mini"; session: root.session }
    }
}
