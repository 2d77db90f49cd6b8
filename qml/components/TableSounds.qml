import QtQuick
import Tidepool

// The table's sounds for the game in play (Sounds, the SoundBoard): each new action plays what it
// did, as the game tells it (GameSession.moves.lastSounds, from the engine's move: the card, a
// step, the landing on a stack, a lettuce, a shuffle, a splash, an extra turn, a round's end, the
// win jingle last), one after the other `spacing` apart; a chime when the screen is passed to the
// next person. Replays, loading a saved game and taking a move back stay silent (and stop the
// sounds of the action before): only an action count that grows by one, in the live game, sounds.
QtObject {
    id: sounds
    /// The GameSession in play, or null (home, settings, rules).
    property var game: null
    property int heardActions: game ? game.actionCount : 0
    /// Milliseconds between two sounds of one action (a step, then the landing).
    property int spacing: 150
    /// The sounds of the last action still to play (SoundBoard file names).
    property var queue: []

    property Timer next: Timer {
        interval: sounds.spacing
        repeat: true
        onTriggered: sounds.playNext()
    }

    function playNext() {
        if (queue.length === 0) {
            next.stop()
            return
        }
        const name = queue[0]
        queue = queue.slice(1)
        Sounds.play(Sounds.named(name))
        if (queue.length === 0)
            next.stop()
    }
    function hear(names) {
        next.stop()
        queue = names.length > 0 ? names.slice() : ["card"]
        playNext()
        if (queue.length > 0)
            next.start()
    }
    function silence() {
        next.stop()
        queue = []
    }

    property Connections watch: Connections {
        target: sounds.game
        ignoreUnknownSignals: true
        function onActionCountChanged() {
            const count = sounds.game.actionCount
            const oneMore = count === sounds.heardActions + 1
            sounds.heardActions = count
            if (!oneMore || sounds.game.replay.active) {
                sounds.silence()
                return
            }
            sounds.hear(sounds.game.moves.lastSounds)
        }
    }
    property Connections watchHandover: Connections {
        target: sounds.game ? sounds.game.handover : null
        ignoreUnknownSignals: true
        function onPendingChanged() {
            if (sounds.game.handover.pending && !sounds.game.replay.active)
                Sounds.play(Sounds.Handover)
        }
    }
    onGameChanged: {
        silence()
        heardActions = game ? game.actionCount : 0
    }
}
