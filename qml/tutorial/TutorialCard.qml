import QtQuick
import Tidepool

// The guided game's speech bubble's card (TutorialOverlay): the lesson's title and a dot per step,
// the step's text, what to do, "Step 3 of 15", Leave and Next (Finish on the last step); `wide`
// (in the table's band of messages): low, with "Step 3 of 15" and the buttons on the right. It keeps
// no state: the step is the Tutorial's. Its sentences keep the TutorialOverlay translation context.
PaperPanel {
    id: card
    /// The guided game's overlay (TutorialOverlay), named `root` as it is there.
    required property Item root
    /// Next (Finish): the page gives it the keyboard while the step waits for it.
    readonly property alias nextButton: nextButton
    /// Low and wide: the step's words on the left, its count and buttons on the right.
    property bool wide: false
    readonly property real pad: Theme.px(wide ? 12 : 18)
    readonly property real footWidth: Math.max(stepLabel.implicitWidth, buttonRow.implicitWidth)
    width: parent.width
    height: (wide ? Math.max(content.implicitHeight, foot.height) : content.implicitHeight + content.spacing + foot.height)
            + 2 * pad
    radius: Theme.px(16)
    elevation: Theme.px(8)
    borderColor: Theme.goldDeep

    Column {
        id: content
        x: Theme.px(22); y: card.pad
        width: parent.width - 2 * Theme.px(22) - (card.wide ? card.footWidth + Theme.gapLarge : 0)
        spacing: Theme.px(card.wide ? 6 : 10)

        Row {
            width: parent.width
            spacing: Theme.gapSmall
            Rectangle {
                width: Theme.px(26); height: width; radius: width / 2
                color: Theme.teal
                anchors.verticalCenter: parent.verticalCenter
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: "?"
                    color: Theme.cream
                    font.family: Theme.displayFont
                    font.bold: true
                    font.pixelSize: Theme.fontBody
                }
            }
            Text {
                textFormat: Text.PlainText
                objectName: "tutorialTitle"
                Accessible.role: Accessible.Heading
                Accessible.name: text
                anchors.verticalCenter: parent.verticalCenter
                text: root.tutorial ? root.tutorial.title : ""
                font.family: Theme.displayFont
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.tealDeep
            }
            Item { width: Theme.gap; height: 1 }
            // Progress: one dot per step.
            Row {
                anchors.verticalCenter: parent.verticalCenter
                spacing: Theme.px(4)
                Repeater {
                    model: root.tutorial ? root.tutorial.stepCount : 0
                    Rectangle {
                        required property int index
                        width: Theme.px(8); height: width; radius: width / 2
                        color: index < root.tutorial.stepIndex ? Theme.teal
                               : index === root.tutorial.stepIndex ? Theme.goldDeep : Theme.paperEdge
                    }
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            objectName: "tutorialText"
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            width: parent.width
            text: root.tutorial ? root.tutorial.text : ""
            wrapMode: Text.Wrap
            font.family: Theme.bodyFont
            font.pixelSize: Theme.fontBody
            lineHeight: 1.15
            color: Theme.ink
        }
        Rectangle {
            visible: root.tutorial !== null && root.tutorial.todo !== ""
            width: parent.width
            height: todoText.implicitHeight + Theme.px(16)
            radius: Theme.radiusSmall
            color: "#33F2B33D"
            border.color: Theme.gold
            border.width: Math.max(1, Theme.px(1))
            Text {
                textFormat: Text.PlainText
                id: todoText
                objectName: "tutorialTodo"
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                x: Theme.px(12)
                width: parent.width - Theme.px(24)
                anchors.verticalCenter: parent.verticalCenter
                text: root.tutorial ? root.tutorial.todo : ""
                wrapMode: Text.Wrap
                font.family: Theme.bodyFont
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.ink
            }
        }
    }
    Item {
        id: foot
        x: card.wide ? card.width - Theme.px(22) - width : content.x
        y: card.wide ? card.pad : content.y + content.implicitHeight + content.spacing
        width: card.wide ? card.footWidth : content.width
        height: card.wide ? stepLabel.height + Theme.px(6) + leaveButton.height : leaveButton.height
        Text {
            id: stepLabel
            textFormat: Text.PlainText
            x: card.wide ? parent.width - width : 0
            y: card.wide ? 0 : (parent.height - height) / 2
            text: root.tutorial ? qsTranslate("TutorialOverlay", "Step %1 of %2").arg(root.tutorial.stepIndex + 1).arg(root.tutorial.stepCount) : ""
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        Row {
            id: buttonRow
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            spacing: Theme.gapSmall
            TButton {
                id: leaveButton
                objectName: "tutorialLeave"
                text: qsTranslate("TutorialOverlay", "Leave")
                onClicked: root.leaveRequested()
            }
            TButton {
                id: nextButton
                objectName: "tutorialNext"
                visible: root.tutorial !== null && root.tutorial.waitsForNext
                tone: "primary"
                text: root.lastStep ? qsTranslate("TutorialOverlay", "Finish") : qsTranslate("TutorialOverlay", "Next")
                onClicked: {
                    const last = root.lastStep
                    root.tutorial.next()
                    if (last)
                        root.finishRequested()
                }
            }
        }
    }
}
