import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// Home's title (HomePage): the icon, "Tidepool" (a heading) and the line under it. Stateless. Its
// sentences keep the HomePage translation context.
Row {
    Image {
        source: Theme.art("tidepool-icon")
        width: Theme.px(96); height: width
        sourceSize: Qt.size(width * 2, height * 2)
        anchors.verticalCenter: parent.verticalCenter
    }
    Column {
        anchors.verticalCenter: parent.verticalCenter
        spacing: Theme.px(2)
        Text {
            textFormat: Text.PlainText
            text: qsTranslate("HomePage", "Tidepool")
            font.family: Theme.displayFont
            font.pixelSize: Theme.px(64)
            font.bold: true
            color: Theme.cream
            style: Text.Raised
            styleColor: "#6B3A1A"
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            textFormat: Text.PlainText
            text: qsTranslate("HomePage", "Family games around one screen")
            font.family: Theme.bodyFont
            font.pixelSize: Theme.fontLarge
            color: Theme.sand
        }
    }
}
