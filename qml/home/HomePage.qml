import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// The home screen: the title and the three games as large cards on the table.
Item {
    id: page
    property string errorText: ""
    signal gameChosen(string name)

    GamesModel { id: games }

    TableBackground { anchors.fill: parent }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gapLarge
        spacing: Theme.gapLarge

        // Title
        Row {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: Theme.px(16)
            spacing: Theme.gapLarge
            Image {
                source: Theme.art("tidepool-icon")
                width: Theme.px(96); height: width
                sourceSize.width: width * 2; sourceSize.height: height * 2
                anchors.verticalCenter: parent.verticalCenter
            }
            Column {
                anchors.verticalCenter: parent.verticalCenter
                spacing: Theme.px(2)
                Text {
                    text: qsTr("Tidepool")
                    font.family: Theme.displayFont
                    font.pixelSize: Theme.px(64)
                    font.bold: true
                    color: Theme.cream
                    style: Text.Raised
                    styleColor: "#6B3A1A"
                    Accessible.role: Accessible.Heading
                }
                Text {
                    text: qsTr("Family games around one screen")
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.fontLarge
                    color: Theme.sand
                }
            }
        }

        // Games
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.maximumHeight: Theme.px(470)
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: Theme.px(1180)
            spacing: Theme.gapLarge
            Repeater {
                model: games
                delegate: GameCard {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    onChosen: page.gameChosen(name)
                }
            }
        }

        // Error from a record given on the command line
        Rectangle {
            visible: page.errorText !== ""
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: Theme.px(900)
            implicitWidth: errorLabel.implicitWidth + Theme.px(40)
            implicitHeight: errorLabel.implicitHeight + Theme.px(20)
            radius: Theme.radius
            color: "#E6B5432F"
            border.color: "#FFD0C0"
            Text {
                id: errorLabel
                anchors.centerIn: parent
                width: Math.min(implicitWidth, Theme.px(860))
                wrapMode: Text.Wrap
                text: page.errorText
                color: "#FFFFFF"
                font.pixelSize: Theme.fontBody
            }
            Accessible.role: Accessible.AlertMessage
            Accessible.name: page.errorText
        }

        Text {
            Layout.alignment: Qt.AlignHCenter
            Layout.bottomMargin: Theme.px(4)
            text: qsTr("One screen, many players: pass it round and keep your cards secret")
            color: "#C8E6CB93"
            font.pixelSize: Theme.fontSmall
        }
    }
}
