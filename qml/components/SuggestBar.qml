import QtQuick
import Tidepool

// Learning mode's "Suggest a move": asks the game's controller (which runs the Medium computer
// player on the viewer's observation, off the GUI thread) and shows its move and reason. The
// controller also highlights the move (it selects the suggested card). The line is the engine's
// plain words (suggestion.reason), never the action's notation. No rules here.
Grid {
    id: bar
    property GameSession game
    /// The suggestion below the button (a narrow column, e.g. in a corner) instead of beside it.
    property bool stacked: false
    /// With `stacked`: the suggestion beside the button after all, in the band the page keeps free
    /// under the status line (Ripple, when the seats along the top reach under the corner), on at
    /// most two lines of small print, as wide as the page allows (never down over the seats).
    property bool beside: false
    /// The widest the suggestion's text may be beside the button: to the page's right edge.
    readonly property real besideWidth: (parent ? parent.width : 800) - x - suggestButton.width - spacing
                                        - Theme.px(24) - Theme.px(16)
    readonly property bool inColumn: stacked && !beside
    columns: inColumn ? 1 : 2
    // Up for the whole game in learning mode, the button usable on the viewer's turns only: shown
    // and hidden at every turn, it was two events a move a screen reader queued (issue 43).
    visible: game !== null && game.learningMode && !game.finished && !game.replay.active
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
        height: bar.beside ? Math.max(Theme.px(34), suggestion.height + Theme.px(6))
                           : Math.max(Theme.px(34), suggestion.height + Theme.px(12))
        radius: Math.min(height / 2, Theme.px(17))
        color: "#E6FBF3E2"
        border.color: Theme.paperEdge
        Text {
            id: suggestion
            objectName: "suggestionText"
            anchors.centerIn: parent
            width: Math.min(implicitWidth, bar.inColumn ? Theme.px(210)
                                                         : bar.beside ? Math.max(Theme.px(120), bar.besideWidth)
                                                         : bar.parent ? bar.parent.width * 0.7 : implicitWidth)
            wrapMode: bar.stacked ? Text.Wrap : Text.NoWrap
            maximumLineCount: bar.inColumn ? 6 : bar.beside ? 2 : 1
            lineHeight: bar.beside ? 0.95 : 1
            elide: Text.ElideRight
            text: bar.game && bar.game.suggestion.action !== ""
                  ? qsTr("Suggestion: %1").arg(bar.game.suggestion.reason) : ""
            textFormat: Text.PlainText // the engine's words, never markup
            font.pixelSize: bar.beside ? Theme.fontSmall : Theme.fontBody
            color: Theme.tealDeep
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }
}
