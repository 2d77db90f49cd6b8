import QtQuick
import QtQuick.Layouts
import Tidepool

// The head of the review's list of moves (ReviewPanel): each player's mistakes and inaccuracies,
// the key moments in whole sentences, and the heading of every move; it scrolls with the moves.
// It shows what GameReview holds and decides nothing.
ColumnLayout {
    /// The review shown (GameReview).
    required property GameReview review
    spacing: Theme.gapSmall
    Repeater {
        model: review.summary
        Text {
            required property string modelData
            Layout.fillWidth: true
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            text: modelData
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.ink
        }
    }
    Text {
        Layout.topMargin: Theme.gapSmall
        textFormat: Text.PlainText
        text: qsTr("Key moments")
        font.pixelSize: Theme.fontLarge
        font.bold: true
        color: Theme.ink
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }
    Text {
        visible: review.keyMoments.length === 0
        Layout.fillWidth: true
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        text: qsTr("No single move changed the game much.")
        font.pixelSize: Theme.fontBody
        color: Theme.ink
    }
    Repeater {
        model: review.keyMoments
        Text {
            required property string modelData
            objectName: "keyMoment"
            Layout.fillWidth: true
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            text: "• " + modelData
            font.pixelSize: Theme.fontBody
            color: Theme.ink
        }
    }
    Text {
        Layout.topMargin: Theme.gapSmall
        Layout.bottomMargin: Theme.px(4)
        textFormat: Text.PlainText
        text: qsTr("Every move")
        font.pixelSize: Theme.fontLarge
        font.bold: true
        color: Theme.ink
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }
}
