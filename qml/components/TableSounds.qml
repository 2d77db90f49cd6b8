import QtQuick
import Tidepool

// The table's sounds for the game in play (Sounds, the SoundBoard): a card sound for each new
// action, a jingle for the one that ends the game, a chime when the screen is passed to the next
// person. Replays, loading a saved game and taking a move back stay silent: only an action count
// that grows by one, in the live game, sounds.
QtObject {
    id: sounds
    /// The GameSession in play, or null (home, settings, rules).
    property var game: null
    property int heardActions: game ? game.actionCount : 0

    property Connections watch: Connections {
        target: sounds.game
        ignoreUnknownSignals: true
        function onActionCountChanged() {
            const count = sounds.game.actionCount
            const oneMore = count === sounds.heardActions + 1
            sounds.heardActions = count
            if (!oneMore || sounds.game.replaying)
                return
            Sounds.play(sounds.game.finished ? Sounds.Win : Sounds.Card)
        }
        function onHandoverPendingChanged() {
            if (sounds.game.handoverPending && !sounds.game.replaying)
                Sounds.play(Sounds.Handover)
        }
    }
    onGameChanged: heardActions = game ? game.actionCount : 0
}
