import QtQuick
import Tidepool

// Learning mode's "Suggest a move": asks the game's controller (which runs the Medium computer
// player on the viewer's observation, off the GUI thread) and shows its move and reason. The
// controller also highlights the move (it selects the suggested card). The line is the engine's
// plain words (suggestion.reason), never the action's notation. No rules here.
Row {
    id: bar
    property GameSession game
    /// The widest the bar may be (the button and its suggestion beside it, which wraps onto at most
    /// three lines within it: never cut short; issue 44).
    property real maxWidth: Theme.px(900)
    /// Not shown (a guided game: its steps say what to play).
    property bool hidden: false
    // Up for the whole game in learning mode, the button usable on the viewer's turns only: shown
    // and hidden at every turn, it was two events a move a screen reader queued (issue 43).
    visible: game !== null && game.learningMode && !game.finished && !game.replay.active && !hidden
    spacing: Theme.px(10)

    /// A suggestion came (`sentence`: what the bar shows): the page says it and moves the keyboard
    /// to what it suggests.
    signal suggested(string sentence)
    property string shownAction: ""
    Connections {
        target: bar.game
        function onSuggestionChanged() {
            const action = bar.game.suggestion.action
            if (action !== "" && action !== bar.shownAction)
                bar.suggested(qsTr("Suggestion: %1").arg(bar.game.suggestion.reason))
            bar.shownAction = action
        }
    }

    TButton {
        id: suggestButton
        anchors.verticalCenter: parent.verticalCenter
        objectName: "suggestButton"
        tone: "secondary"
        implicitHeight: Theme.px(34)
        text: bar.game && bar.game.suggestion.working ? qsTr("Thinking…") : qsTr("Suggest a move")
        enabled: bar.game !== null && bar.game.suggestion.available && !bar.game.suggestion.working
        onClicked: bar.game.suggestMove("medium")
    }
    Rectangle {
        objectName: "suggestionBox"
        visible: suggestion.text !== ""
        width: suggestion.width + Theme.px(24)
        height: Math.max(Theme.px(34), suggestion.height + Theme.px(10))
        radius: Math.min(height / 2, Theme.px(17))
        color: "#E6FBF3E2"
        border.color: Theme.paperEdge
        Text {
            id: suggestion
            objectName: "suggestionText"
            anchors.centerIn: parent
            width: Math.min(implicitWidth, bar.maxWidth - suggestButton.width - bar.spacing - Theme.px(24))
            wrapMode: Text.Wrap
            maximumLineCount: 3
            elide: Text.ElideRight
            text: bar.game && bar.game.suggestion.action !== ""
                  ? qsTr("Suggestion: %1").arg(bar.game.suggestion.reason) : ""
            textFormat: Text.PlainText // the engine's words, never markup
            font.pixelSize: Theme.fontBody
            color: Theme.tealDeep
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }
}
