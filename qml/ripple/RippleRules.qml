import QtQuick
import Tidepool

// Ripple's rules in Tidepool's words (app/ripple/README.md, "Rules"), with example beaches drawn by the
// game's own beach and cards, the card catalogue (from the engine), the rulings and the options.
Column {
    id: root
    objectName: "rippleRules"
    property GameSession session: null
    width: parent ? parent.width : 0
    spacing: Theme.px(14)

    RulesText {
        text: qsTr("<i>2 to 6 players, about 30 minutes.</i> Each player builds a <b>beach</b> of ten cards in two rows of five, face down at first, and swaps cards in to make matches, block sets and completed combos. The lowest score after three rounds wins. There are no secret hands: every card is either face up for everyone or face down for everyone, its owner included.")
    }

    RulesSection {
        title: qsTr("The cards")
        RulesText { text: qsTr("100 cards: 14 icons, each with 5 standard cards and 1 to 3 <b>combo cards</b>. A card is worth its icon's value. A combo card also shows the two icons it needs and the bonus it scores once both are stacked behind it.") }
        RippleCatalogue { objectName: "rippleCatalogue" }
    }

    RulesSection {
        title: qsTr("Starting a round")
        RulesText { text: qsTr("All 100 cards are shuffled; each player gets 10 face down on their beach, and the rest is the draw pile. Slots 0 to 4 are the top row and 5 to 9 the bottom row; a slot and the one below it form a column. Each player in seat order turns two of their cards face up, and the lowest sum of face-up cards starts.") }
    }

    RulesSection {
        title: qsTr("A turn")
        RulesText { number: "1"; text: qsTr("<b>Draw</b> the top card of the draw pile, or <b>take</b> the top card of another player's discard pile (never your own).") }
        RulesText { number: "2"; text: qsTr("Then one of:") }
        RulesText { x: Theme.px(26); width: root.width - x; bullet: true; text: qsTr("<b>Place</b> it in any slot, face up or face down. The card that was there, with any cards stacked behind it, is about to be discarded (unless you ripple it) and goes face up onto your discard pile.") }
        RulesText { x: Theme.px(26); width: root.width - x; bullet: true; text: qsTr("<b>Stack</b> it behind a face-up combo card on your beach that needs its icon and doesn't have it yet. You get an <b>extra turn</b>, whose card must come from the draw pile.") }
        RulesText { x: Theme.px(26); width: root.width - x; bullet: true; text: qsTr("<b>Discard</b> it and turn one of your face-down cards face up.") }
        RulesText { text: qsTr("<b>Rippling.</b> When the card about to be discarded could make a new match on your beach (a slot whose column partner is face up with the same icon), or could be stacked behind one of your combos, you may play it there instead. The card it replaces is then about to be discarded in turn, so ripples can chain.") }
        ExampleFrame {
            id: rippleExample
            record: "ripple-ripple.tidepool.json"
            example: RippleGame { }
            title: qsTr("Example: a ripple")
            before: qsTr("Anna draws a card and places it over her face-down card second from the left in the top row. That card turns out to be an octopus: instead of discarding it, she ripples it into the bottom row under her face-up octopus, making a match. The card it replaces there has no such spot, so it is discarded.")
            pictureHeight: Theme.px(250)
            Row {
                anchors.centerIn: parent
                spacing: Theme.px(30)
                Beach {
                    beach: rippleExample.loaded ? rippleExample.example.beach(0) : null
                    game: rippleExample.loaded ? rippleExample.example : null
                    cardW: Theme.px(62)
                    objectPrefix: "rippleSlot"
                }
                Column {
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: Theme.px(6)
                    readonly property RippleGame example: rippleExample.loaded ? rippleExample.example : null
                    Text {
                        text: qsTr("In hand")
                        color: Theme.cream
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                    }
                    RippleCard {
                        objectName: "exampleHeld"
                        width: Theme.px(62); height: Math.round(width * 1.4)
                        up: parent.example !== null && parent.example.held.icon !== ""
                        opacity: up ? 1 : 0.25
                        icon: parent.example ? parent.example.held.icon : ""
                        name: parent.example ? parent.example.held.name : ""
                        value: parent.example ? parent.example.held.value : 0
                        combo: parent.example ? parent.example.held.combo : false
                        need1: parent.example ? parent.example.held.need1 : ""
                        need2: parent.example ? parent.example.held.need2 : ""
                        bonus: parent.example ? parent.example.held.bonus : 0
                    }
                }
            }
        }
    }

    RulesSection {
        title: qsTr("Scoring")
        RulesText { text: qsTr("At the end of a round every card is turned face up. Per slot:") }
        RulesText { bullet: true; text: qsTr("a <b>completed combo</b> (both needed icons stacked behind it) scores its bonus, and its stacked cards score 0;") }
        RulesText { bullet: true; text: qsTr("otherwise a card in a <b>matched column</b> (both top cards show the same icon) scores 0;") }
        RulesText { bullet: true; text: qsTr("otherwise the card scores its value. Cards stacked behind an incomplete combo always score their values.") }
        RulesText { text: qsTr("<b>Block sets</b> add to that: two adjacent matched columns of one icon (4 cards) score −15, three (6 cards) score −20.") }
        ExampleFrame {
            id: scoringExample
            record: "ripple-scoring.tidepool.json"
            example: RippleGame { }
            title: qsTr("Example: a match, a block set and a completed combo")
            before: qsTr("The two fish match: 0. The pineapple combo has the wave and the sun it needs: −5, its stacked cards 0. The four palm trees are two matched columns side by side, a block set: 0 each and −15. The octopus, castle and turtle score 9, 10 and 6. This beach scores 5.")
            pictureHeight: Theme.px(250)
            Beach {
                anchors.centerIn: parent
                beach: scoringExample.loaded ? scoringExample.example.beach(0) : null
                game: scoringExample.loaded ? scoringExample.example : null
                cardW: Theme.px(62)
                objectPrefix: "scoringSlot"
            }
        }
    }

    RulesSection {
        title: qsTr("The end")
        RulesText { text: qsTr("A round ends when a player finishes a turn with every card face up: each other player has one last turn, then the round is scored. The game lasts three rounds; the lowest total wins.") }
    }

    RulesSection {
        title: qsTr("Rulings")
        RulesText { color: Theme.inkSoft; text: qsTr("Where the rulebook is unclear, Tidepool decides as follows.") }
        RulingItem { ruling: "1"; title: qsTr("Cards"); text: qsTr("14 icons, 5 standard cards each plus combo cards, 100 cards; the values and combos are the catalogue above.") }
        RulingItem { ruling: "2"; title: qsTr("Beach"); text: qsTr("2 rows of 5 slots, numbered 0 to 4 (top) and 5 to 9 (bottom); slot s and slot s+5 form a column.") }
        RulingItem { ruling: "3"; title: qsTr("Round start"); text: qsTr("Each player, in seat order, turns 2 cards face up; the lowest sum goes first, and a tie goes to the tied player earliest in seat order. Every round starts this way, with all 100 cards shuffled and dealt again.") }
        RulingItem { ruling: "4"; title: qsTr("Turn"); text: qsTr("A card taken from a discard pile may be discarded too, like a drawn one. A combo is discarded with its stacked cards underneath it; whoever takes it takes only the combo.") }
        RulingItem { ruling: "5"; title: qsTr("Two players"); text: qsTr("Each has two discard piles and discards to them in turn; the opponent may take from the top of either.") }
        RulingItem { ruling: "6"; title: qsTr("Extra turns"); text: qsTr("Stacking behind a combo, by placing or by rippling, earns an extra turn, whose draw must come from the draw pile. Extra turns chain.") }
        RulingItem { ruling: "7"; title: qsTr("Ripple"); text: qsTr("A card about to be discarded may instead make a new match or join a combo that needs it, with no limit. The slot rippled into may be face down: legality never depends on a hidden card. A card with no such spot must be discarded. A ripple into a match never breaks one, so chains always end.") }
        RulingItem { ruling: "8"; title: qsTr("Matching"); text: qsTr("Matching compares the top card of each slot: a combo card counts by its own icon, so a completed combo also counts in a match or a block set; cards stacked behind it never match.") }
        RulingItem { ruling: "9"; title: qsTr("Block sets"); text: qsTr("A run of adjacent matched columns of one icon scores −15 for 2 columns and −20 for 3; longer runs split into the lowest-scoring blocks (4 columns: −30, 5 columns: −35).") }
        RulingItem { ruling: "10"; title: qsTr("Round end"); text: qsTr("When a player ends a turn with every card face up, each other player has one last turn. The player who ended the round adds 10 if their score is above 0 (option <i>End-of-round penalty</i>).") }
        RulingItem { ruling: "11"; title: qsTr("Empty draw pile"); text: qsTr("At the start of every turn, if the draw pile is empty, every discard pile but its top card is shuffled into a new draw pile; if it is still empty, the round ends at once and is scored, with no penalty.") }
        RulingItem { ruling: "12"; title: qsTr("Game"); text: qsTr("The option <i>Rounds</i> sets the number of rounds. The lowest total wins; a tie goes to the tied player with the lowest score in the last round; if still tied, they share the win.") }
    }

    RulesSection {
        title: qsTr("Options")
        RuleOptions { game: "ripple"; session: root.session }
    }
}
