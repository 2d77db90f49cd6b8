import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// A tooltip on dark paper, wide enough for a sentence: an optional bold `heading` line, then
// `text`, one line per "\n". Both are plain text, never markup: the engine's sentences may hold
// "<" and ">" (e.g. "take <pile>"), which must show as written.
ToolTip {
    id: tip
    /// The first line, in bold ("" for none).
    property string heading: ""
    /// An end screen, the handover screen or another cover lies over this tip's item (TipGate).
    readonly property bool covered: TipGate.covers.length > 0 && TipGate.covered(parent)
    delay: 350
    font.pixelSize: Theme.fontSmall + Theme.px(1)
    padding: Theme.px(10)
    // A cover that comes up under an open tip closes it; one that is up keeps it from opening.
    onCoveredChanged: if (covered && visible) close()
    onOpened: if (covered) close()
    opacity: covered ? 0 : 1
    contentItem: Column {
        spacing: Theme.px(2)
        width: Math.min(Math.max(headingLabel.implicitWidth, bodyLabel.implicitWidth), Theme.px(340))
        Text {
            id: headingLabel
            objectName: "tipHeading"
            visible: tip.heading !== ""
            width: parent.width
            text: tip.heading
            textFormat: Text.PlainText
            font.family: tip.font.family
            font.pixelSize: tip.font.pixelSize
            font.bold: true
            color: Theme.cream
            wrapMode: Text.Wrap
        }
        Text {
            id: bodyLabel
            objectName: "tipText"
            visible: tip.text !== ""
            width: parent.width
            text: tip.text
            textFormat: Text.PlainText
            font: tip.font
            color: Theme.cream
            wrapMode: Text.Wrap
        }
    }
    background: Rectangle {
        radius: Theme.radiusSmall
        color: "#F2261710"
        border.color: "#88F2B33D"
    }
}
