import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Window
import Tidepool

ApplicationWindow {
    id: window
    title: qsTr("Tidepool")
    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    color: Theme.tableDark
    font.family: Theme.bodyFont

    // Everything scales with the window: 1.0 at 1280x800, 0.8 at 1024x640, ~2.7 at 4K.
    Binding {
        target: Theme
        property: "scale"
        value: Math.max(0.75, Math.min(window.width / 1280, window.height / 800))
    }

    RibbitGame { id: ribbitGame }
    NewGameSetup { id: gameSetup }

    property string homeError: ""

    function showNewGame(game) {
        gameSetup.setGame(game)
        gameSetup.setLearningMode(AppSettings.learningModeDefault)
        stack.push(newGameComponent)
    }
    function showGame(immediate) {
        stack.push(ribbitComponent, {}, immediate ? StackView.Immediate : StackView.PushTransition)
    }
    function goHome() {
        stack.pop(null)
    }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: homeComponent

        pushEnter: Transition {
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.medium; easing.type: Easing.OutCubic }
                NumberAnimation { property: "scale"; from: 1.03; to: 1; duration: Theme.medium; easing.type: Easing.OutCubic }
            }
        }
        pushExit: Transition {
            NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.medium }
        }
        popEnter: Transition {
            NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.medium }
        }
        popExit: Transition {
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.medium }
                NumberAnimation { property: "scale"; from: 1; to: 1.03; duration: Theme.medium }
            }
        }
    }

    Component {
        id: homeComponent
        HomePage {
            errorText: window.homeError
            onGameChosen: (name) => { window.homeError = ""; window.showNewGame(name) }
        }
    }
    Component {
        id: newGameComponent
        NewGamePage {
            setup: gameSetup
            game: ribbitGame
            onBack: stack.pop()
            onStarted: stack.replace(ribbitComponent)
        }
    }
    Component {
        id: ribbitComponent
        RibbitPage {
            game: ribbitGame
            onHomeRequested: window.goHome()
        }
    }

    Component.onCompleted: {
        const path = AppSettings.startupRecord
        if (path !== "") {
            if (ribbitGame.openRecord(path))
                showGame(true)
            else
                homeError = ribbitGame.errorText
        }
    }
}
