import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// One tile of the race, placed from its model roles: in the row (stacks bottom to top, the front
// on the right) or, once finished, in the finished tray. Moves glide and hop (Behaviors). In
// learning mode a legal tile glows; one where the card would change nothing is marked "no effect";
// with a shaking card the bottoms of stacks wobble.
Item {
    id: piece
    required property int index
    required property var model
    required property string tile
    required property string color
    required property int number
    required property int stack
    required property int level
    required property int stackSize
    required property int outIndex
    required property int outRace
    required property bool isTarget
    required property bool noEffect
    required property int rank
    required property string owner
    required property string description
    required property string spokenName
    required property string place
    /// Moved or shaken by the last turn (MovedMark).
    required property bool moved
    property Item board
    property MiniGame game

    objectName: "tile-" + piece.tile
    readonly property bool racing: stack >= 0
    readonly property bool finishedOut: outIndex >= 0
    readonly property bool choosing: game && game.handover.viewerToAct && game.selectedCard >= 0
    readonly property bool showTarget: isTarget && game && game.learningMode && choosing
    readonly property bool shaking: showTarget && game.selectedKind === "shake"
    readonly property real tw: board.tileW
    readonly property real th: board.tileH
    property real hop: 0

    visible: racing || finishedOut
    width: tw
    height: th
    x: racing ? board.stackCenterX(stack) - tw / 2 : board.trayX(outIndex) - tw / 2
    y: racing ? board.groundY - th - level * board.stackStep : board.trayY - th / 2
    scale: racing ? 1 : board.trayScale
    z: racing ? 10 + level : 5

    Behavior on x {
        enabled: board.animate
        NumberAnimation { duration: AppSettings.animationDuration * 1.2; easing.type: Easing.InOutCubic }
    }
    Behavior on y {
        enabled: board.animate
        NumberAnimation { duration: AppSettings.animationDuration * 1.2; easing.type: Easing.InOutCubic }
    }
    Behavior on scale {
        enabled: board.animate
        NumberAnimation { duration: AppSettings.animationDuration * 1.2; easing.type: Easing.InOutCubic }
    }

    // Keyboard: Tab reaches the tiles in the row, the arrow keys go from one to the next, Enter or
    // Space plays the selected card on the focused tile.
    activeFocusOnTab: racing
    function act() { if (game && game.handover.viewerToAct) game.playOn(tile) }
    Keys.onReturnPressed: act()
    Keys.onEnterPressed: act()
    Keys.onSpacePressed: act()
    Keys.onLeftPressed: board.focusTile(index, -1)
    Keys.onUpPressed: board.focusTile(index, -1)
    Keys.onRightPressed: board.focusTile(index, 1)
    Keys.onDownPressed: board.focusTile(index, 1)

    onStackChanged: if (board.animate && AppSettings.animationDuration > 0) hopAnim.restart()
    SequentialAnimation {
        id: hopAnim
        NumberAnimation { target: piece; property: "hop"; to: -piece.th * 0.4; duration: AppSettings.animationDuration * 0.6; easing.type: Easing.OutQuad }
        NumberAnimation { target: piece; property: "hop"; to: 0; duration: AppSettings.animationDuration * 0.6; easing.type: Easing.InQuad }
    }

    // The move preview: a highlighted tile's ghost where the selected card would take it (the
    // engine's landing, MiniTileModel's landing roles; placed by the row's geometry only).
    Item {
        id: ghost
        objectName: "ghost"
        readonly property string landing: piece.showTarget ? piece.model.landing : ""
        readonly property int place: landing === "onto" ? piece.model.landingStack
                                   : landing === "front" ? -1 : landing === "back" ? piece.board.rowSize : 0
        visible: landing !== ""
        enabled: false
        width: piece.tw
        height: piece.th
        x: piece.board.stackCenterX(place) - piece.tw / 2 - piece.x
        y: piece.board.groundY - piece.th - piece.model.landingHeight * piece.board.stackStep - piece.y
        Rectangle {
            anchors.fill: parent
            anchors.margins: -Theme.px(3)
            radius: piece.tw * 0.16
            color: "#33FFF8EA"
            border.color: "#E6FFF3B0"
            border.width: Math.max(2, Theme.px(2))
        }
        MiniTileFace {
            anchors.fill: parent
            opacity: 0.45
            color: piece.color
            number: piece.number
        }
    }

    Item {
        id: body
        width: piece.tw
        height: piece.th
        y: piece.hop
        transformOrigin: Item.Bottom
        scale: mouse.containsMouse && piece.choosing && piece.racing ? 1.06 : 1
        Behavior on scale { NumberAnimation { duration: Theme.fast } }

        FocusRing { target: body; shown: piece.activeFocus }
        // A shaking card: the bottom tiles wobble as if shaking off their riders.
        SequentialAnimation on rotation {
            running: piece.shaking && AppSettings.animationDuration > 0 // still with motion off
            loops: Animation.Infinite
            onStopped: body.rotation = 0
            NumberAnimation { to: -4; duration: 90 }
            NumberAnimation { to: 4; duration: 180 }
            NumberAnimation { to: -3; duration: 160 }
            NumberAnimation { to: 0; duration: 90 }
            PauseAnimation { duration: 650 }
        }

        // Learning mode: a glow behind a legal tile; cool and dashed-looking where nothing would change.
        Rectangle {
            id: glow
            objectName: "glow"
            visible: piece.showTarget
            // Around the tile and the tiles riding on it: all of them move (or are shaken off).
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: -Theme.px(6)
            width: piece.tw + Theme.px(12)
            height: piece.th + Theme.px(12) + Math.max(0, piece.stackSize - 1 - piece.level) * piece.board.stackStep
            radius: piece.tw * 0.16
            color: piece.noEffect ? "#40B8C4CC" : "#80FFD54A"
            border.color: piece.noEffect ? "#D8E4EA" : "#FFF3B0"
            border.width: Math.max(2, Theme.px(3))
            SequentialAnimation on opacity {
                running: glow.visible && !piece.noEffect && AppSettings.animationDuration > 0 // steady with motion off
                loops: Animation.Infinite
                NumberAnimation { from: 0.55; to: 1; duration: 500 }
                NumberAnimation { from: 1; to: 0.55; duration: 500 }
            }
        }
        // What the last turn moved or shook: a ring round the tile (its riders have their own).
        MovedMark {
            shown: piece.moved
            radius: piece.tw * 0.16
        }
        // The finish-line moment: the winning tile (ranked first by the engine) once the game is over.
        FinishMoment {
            anchors.fill: parent
            shown: piece.game !== null && piece.game.finished && piece.rank === 1
        }
        MiniTileFace {
            anchors.fill: parent
            color: piece.color
            number: piece.number
        }
        // Played with no effect: said before the play is made.
        Rectangle {
            objectName: "noEffectBadge"
            visible: piece.showTarget && piece.noEffect
            // Above the glow, which takes in the tiles riding on this one: it never lies on a tile
            // of the stack (at the top of a tile, it covered the rider's number).
            anchors { horizontalCenter: glow.horizontalCenter; bottom: glow.top; bottomMargin: Theme.px(2) }
            width: noEffectText.implicitWidth + Theme.px(14)
            height: noEffectText.implicitHeight + Theme.px(4)
            radius: height / 2
            color: "#E6394A52"
            border.color: "#D8E4EA"
            z: 2
            Text {
                textFormat: Text.PlainText
                id: noEffectText
                anchors.centerIn: parent
                text: qsTr("no effect")
                font.pixelSize: Math.max(10, piece.tw * 0.14)
                font.bold: true
                color: Theme.cream
            }
        }
        // Shaking: a small shake symbol on the bottom tile
        Image {
            visible: piece.shaking
            source: Theme.art("mini-shake")
            width: piece.tw * 0.38; height: width
            x: piece.tw - width * 0.7; y: -height * 0.35
            sourceSize: Qt.size(width * 2, height * 2)
            z: 2
        }
    }

    // What the chosen card would do to this tile, and why it can't be played on it ("" when no
    // card is chosen). Both are calls: reading selectedCard makes them follow another card chosen
    // (they kept the first card's words, on screen and for a screen reader).
    readonly property string explainText: choosing && game && game.selectedCard >= 0 ? game.explainPlay(tile) : ""
    readonly property string whyNotText: choosing && game && game.selectedCard >= 0 ? game.whyNot(tile) : ""

    MouseArea {
        id: mouse
        anchors.fill: parent
        anchors.topMargin: piece.racing && piece.level < piece.stackSize - 1 ? piece.th - board.stackStep : 0
        enabled: piece.racing
        hoverEnabled: true
        cursorShape: piece.choosing ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: if (piece.game && piece.game.handover.viewerToAct) piece.game.playOn(piece.tile); else if (piece.game) piece.game.sayWhyItWaits()
    }

    Tip {
        visible: mouse.containsMouse
        keyboard: piece.activeFocus
        heading: piece.description
        text: {
            let lines = []
            if (piece.owner !== "")
                lines.push(qsTr("Backed by %1").arg(piece.owner))
            if (piece.explainText !== "")
                lines.push(piece.explainText)
            else if (piece.whyNotText !== "")
                lines.push(piece.whyNotText)
            return lines.join("\n")
        }
    }

    Accessible.role: Accessible.Button
    // Named by what it is, the same all game; where it is and what it can do now, while it has the
    // keyboard only (said as it takes it): a name or description that changed on every tile at each
    // move or choice of a card flooded the screen reader (issue 43, docs/accessibility.md).
    Accessible.name: spokenName
    Accessible.description: !activeFocus ? "" : [place, showTarget ? (noEffect ? qsTr("Can be chosen, but the card would change nothing") : qsTr("Can be chosen with the selected card"))
                                                 : whyNotText].filter(t => t !== "").join(". ")
    Accessible.onPressAction: if (game && game.handover.viewerToAct) game.playOn(piece.tile)
}
