import QtQuick
import Tidepool

// The game's picture on the New game page (NewGamePage): its scene from the home screen's card
// (the registry entry's cardScene) on its own sky, with the game's tagline across its foot. It
// fills the room the rules leave in a tall window (issue 44: the page was half bare), and is only
// a picture: nothing to click, nothing said beyond its words.
Rectangle {
    id: picture
    objectName: "gamePicture"
    /// The game's registry entry (GameRegistry.byName): `name` and `tagline`.
    required property var entry
    radius: Theme.px(12)
    clip: true
    gradient: Gradient {
        GradientStop { position: 0; color: sceneLoader.item ? sceneLoader.item.topColor : "#4FA3A0" }
        GradientStop { position: 1; color: sceneLoader.item ? sceneLoader.item.bottomColor : "#1E6E73" }
    }
    Loader {
        id: sceneLoader
        anchors { left: parent.left; right: parent.right; top: parent.top; bottom: tagline.top }
        source: picture.entry.name ? GameRegistry.fileUrl(picture.entry.name, "cardScene") : ""
    }
    // The tagline's band, its foot rounded with the picture (clip cuts square corners).
    Rectangle {
        anchors.fill: tagline
        radius: picture.radius
        color: "#66140A04"
        Rectangle {
            anchors { left: parent.left; right: parent.right; top: parent.top }
            height: Math.min(parent.height, picture.radius)
            color: parent.color
        }
    }
    Text {
        id: tagline
        objectName: "gamePictureTagline"
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        padding: Theme.px(10)
        text: picture.entry.tagline || ""
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        maximumLineCount: 2
        elide: Text.ElideRight
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: Theme.fontBody
        color: Theme.cream
    }
}
