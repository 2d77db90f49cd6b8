import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// A player's name as it is typed (the New game page's seats, Settings, Join a table), in the text
// fields' paper look: at most 24 characters (AppSettings::kMaxNameLength), counted as code points as
// the app and the server count them (an emoji is one). maximumLength counts UTF-16 units, where an
// emoji is two, so it only bounds the text and the validator counts the characters
// (QRegularExpression reads by code point). The user sets the text, its words and onTextEdited.
TextField {
    id: field
    maximumLength: 48
    validator: RegularExpressionValidator { regularExpression: /[\s\S]{0,24}/ }
    font.pixelSize: Theme.fontBody
    color: Theme.ink
    selectByMouse: true
    leftPadding: Theme.px(12)
    background: Rectangle {
        radius: Theme.radiusSmall
        color: field.activeFocus ? "#FFFFFF" : Theme.cream
        border.color: field.activeFocus ? Theme.teal : Theme.paperEdge
        border.width: field.activeFocus ? Theme.px(2) : 1
    }
}
