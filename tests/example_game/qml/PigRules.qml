import QtQuick
import Tidepool

// Pig's rules (the example game, tests/example_game/engine/pig.h), for the rules page.
Column {
    id: root
    objectName: "pigRules"
    property GameSession session: null
    width: parent ? parent.width : 0
    spacing: Theme.px(14)
    RulesText {
        text: qsTr("<i>2 to 6 players.</i> On your turn, roll the die as often as you like: a 2 to 6 adds to your turn's points, a 1 loses them and ends your turn. Hold to bank the turn's points. The first to bank the target ends the game; banked points and your secret bonus card count, and the most wins.")
    }
}
