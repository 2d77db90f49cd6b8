import QtQuick
import Tidepool

// Ribbit's rules in Tidepool's words (app/ribbit/README.md, "Rules"), with example positions drawn by the
// game's own track and cards, the rulings and the rule-set options in use.
Column {
    id: root
    objectName: "ribbitRules"
    property GameSession session: null
    width: parent ? parent.width : 0
    spacing: Theme.px(14)

    RulesText {
        text: qsTr("<i>2 to 5 players, about 20 minutes.</i> Five turtles race from START to the lettuce. Each player secretly backs one colour. The cards you play move turtles: yours, and other people's, to throw everyone off your trail. Turtles that land on each other stack up and ride along.")
    }

    RulesSection {
        title: qsTr("Setting up")
        RulesText { bullet: true; text: qsTr("Each player is dealt one turtle colour in secret. Colours that no one holds stay hidden until the end, so no one knows which turtles are nobody's.") }
        RulesText { bullet: true; text: qsTr("The 52 cards are shuffled and each player gets a hand of 5. The rest is the face-down draw pile.") }
        RulesText { bullet: true; text: qsTr("The first player is chosen when the game is set up (by tradition the youngest). Play goes round the table in seat order.") }
    }

    RulesSection {
        title: qsTr("A turn")
        RulesText { number: "1"; text: qsTr("Play one card from your hand face up and move the turtle it shows. You must move that turtle even if it isn't yours.") }
        Row {
            x: Theme.px(26)
            spacing: Theme.px(14)
            Repeater {
                model: [
                    { kind: "color", turtle: "R", steps: 1, line: qsTr("A <b>coloured card</b> moves the turtle of its colour: +1, +2, or −1 (a retreat).") },
                    { kind: "rainbow", turtle: "", steps: 1, line: qsTr("A <b>rainbow card</b> moves any turtle you choose.") },
                    { kind: "last", turtle: "", steps: 2, line: qsTr("A <b>last-turtle card</b> (↑ +1, ↑↑ +2) moves a turtle in last place.") }
                ]
                Row {
                    required property var modelData
                    spacing: Theme.px(8)
                    RibbitCard {
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
        RulesText { number: "2"; text: qsTr("A turtle that lands on an occupied space climbs on top of the stack there. A turtle that moves carries every turtle above it; the turtles below it stay.") }
        ExampleFrame {
            id: stackExample
            record: "ribbit-stack.tidepool.json"
            example: RibbitGame { }
            title: qsTr("Example: a turtle carries its riders")
            pictureHeight: Theme.px(250)
            before: qsTr("Red is in the middle of a stack on space 2, under yellow and on top of green. Anna plays Red +2.")
            Track { anchors.fill: parent; anchors.margins: Theme.px(14); game: stackExample.example }
        }
        RulesText { number: "3"; text: qsTr("Draw a card, so you hold 5 again.") }
    }

    RulesSection {
        title: qsTr("The last turtle")
        RulesText { text: qsTr("Every turtle on the rearmost occupied space is last: all the turtles on START count while any turtle is there, and every turtle of a stack counts. With several, you pick which one moves; the turtles riding on it go along.") }
        ExampleFrame {
            id: lastExample
            record: "ribbit-last.tidepool.json"
            example: RibbitGame { }
            title: qsTr("Example: two last turtles")
            pictureHeight: Theme.px(250)
            before: qsTr("Blue and purple both stand on START, so both are last. Anna plays a last-turtle +2 card and picks purple.")
            Track { anchors.fill: parent; anchors.margins: Theme.px(14); game: lastExample.example }
        }
    }

    RulesSection {
        title: qsTr("The end")
        RulesText { text: qsTr("The race ends the moment a turtle reaches the lettuce. Everyone reveals their colour; the owner of the best-placed colour wins. The turtle at the bottom of the stack on the lettuce carried the others, so it comes first.") }
        ExampleFrame {
            id: finishExample
            record: "ribbit-finish.tidepool.json"
            example: RibbitGame { }
            title: qsTr("Example: a stack reaches the lettuce")
            pictureHeight: Theme.px(250)
            before: qsTr("Red rides on green, one space before the lettuce. Anna backs red and Ben backs green. Anna plays Green +1.")
            Track { anchors.fill: parent; anchors.margins: Theme.px(14); game: finishExample.example }
        }
    }

    RulesSection {
        title: qsTr("Rulings")
        RulesText { color: Theme.inkSoft; text: qsTr("Where the printed rulebooks are unclear or disagree, Tidepool decides as follows.") }
        RulingItem { ruling: "R1"; title: qsTr("Track"); text: qsTr("Spaces 0 to 9: space 0 is START and space 9 is the lettuce. The option <i>Track length</i> changes the number of spaces.") }
        RulingItem { ruling: "R2"; title: qsTr("Deck"); text: qsTr("52 cards. Each colour has one +2, five +1 and two −1. The 12 rainbow and last-turtle cards depend on the option <i>Deck</i>: the published game, or the English text read literally.") }
        RulingItem { ruling: "R3"; title: qsTr("START"); text: qsTr("By default the turtles stand side by side on START and each moves alone; a turtle or stack that retreats onto START never climbs onto another stack there. With the option <i>Start stacked</i> they begin as one stack in random order.") }
        RulingItem { ruling: "R4"; title: qsTr("Last place"); text: qsTr("Every turtle on the rearmost occupied space is last. With several, the player picks one; the turtles riding on it go along, the ones under it stay.") }
        RulingItem { ruling: "R5"; title: qsTr("Retreating at START"); text: qsTr("A retreat card can't be played on a turtle on START (as both publishers rule), unless the option <i>Retreat at START</i> allows it with no effect.") }
        RulingItem { ruling: "R6"; title: qsTr("No playable card"); text: qsTr("A player who holds no playable card discards one card of their choice face up, with no effect, then draws.") }
        RulingItem { ruling: "R7"; title: qsTr("Finishing"); text: qsTr("A move that reaches or passes the lettuce stops on it, and the race ends at once (no card is drawn).") }
        RulingItem { ruling: "R8"; title: qsTr("Ranking"); text: qsTr("First the turtles on the lettuce, the bottom of that stack first (it carried the others); then the others by space, nearest the lettuce first, each stack from the bottom up. Separate stacks on START are tied with each other, level by level.") }
        RulingItem { ruling: "R9"; title: qsTr("Winner"); text: qsTr("The player whose colour comes first in the ranking wins; colours nobody holds are skipped. If that place is a tie between turtles on START, their owners share the win.") }
        RulingItem { ruling: "R10"; title: qsTr("Open colours"); text: qsTr("With the option <i>Open colours</i> (for young players) each player picks a colour and everyone can see it.") }
        RulingItem { ruling: "R11"; title: qsTr("Reshuffle"); text: qsTr("When a card must be drawn and the draw pile is empty, the played cards are shuffled into a new draw pile.") }
        RulingItem { ruling: "R12"; title: qsTr("Players"); text: qsTr("2 to 5 players. The first player is chosen when the game is set up.") }
    }

    RulesSection {
        title: qsTr("Options")
        RuleOptions { game: "ribbit"; session: root.session }
    }
}
