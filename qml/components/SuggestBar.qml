import QtQuick
import Tidepool

// Learning mode's "Suggest a move": asks the game's controller (which runs the Medium computer
// player on the viewer's observation, off the GUI thread) and shows its move and reason. The
// controller also highlights the move (it selects the suggested card). The line is the engine's
// plain words (suggestionReason), never the action's notation. No rules here.
Grid {
    id: bar
    property GameSession game
    /// The suggestion below the button (a narrow column, e.g. in a corner) instead of beside it.
    property bool stacked: false
    columns: stacked ? 1 : 2
    visible: game !== null && game.learningMode && !game.finished && (game.canSuggest || game.suggestedAction !== "")
    spacing: Theme.px(10)

    /// A suggestion came (`sentence`: what the bar shows): the page says it and moves the keyboard
    /// to what it suggests.
    signal suggested(string sentence)
    property string shownAction: ""
    Connections {
        target: bar.game
        function onSuggestionChanged() {
            const action = bar.game.suggestedAction
            if (action !== "" && action !== bar.shownAction)
                bar.suggested(qsTr("Suggestion: %1").arg(bar.game.suggestionReason))
            bar.shownAction = action
        }
    }

    TButton {
        objectName: "suggestButton"
        tone: "secondary"
        implicitHeight: Theme.px(34)
        text: bar.game && bar.game.suggesting ? qsTr("Thinking…") : qsTr("Suggest a move")
        enabled: bar.game !== null && bar.game.canSuggest && !bar.game.suggesting
        onClicked: bar.game.suggestMove("medium")
    }
    Rectangle {
        visible: suggestion.text !== ""
        width: suggestion.width + Theme.px(24)
        height: Math.max(Theme.px(34), suggestion.height + Theme.px(12))
        radius: Math.min(height / 2, Theme.px(17))
        color: "#E6FBF3E2"
        border.color: Theme.paperEdge
        Text {
            id: suggestion
            objectName: "suggestionText"
            anchors.centerIn: parent
            width: Math.min(implicitWidth, bar.stacked ? Theme.px(210)
                                                        : bar.parent ? bar.parent.width * 0.7 : implicitWidth)
            wrapMode: bar.stacked ? Text.Wrap : Text.NoWrap
            maximumLineCount: bar.stacked ? 6 : 1
            elide: Text.ElideRight
            text: bar.game && bar.game.suggestedAction !== ""
                  ? qsTr("Suggestion: %1").arg(bar.game.suggestionReason) : ""
            textFormat: Text.PlainText // the engine's words, never markup
            font.pixelSize: Theme.fontBody
            color: Theme.tealDeep
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }
}
