#pragma once
// When the handover cover shows, and whose private information (hand, secret colour) is drawn:
// the hot-seat policy of a screen shared by several people (docs/architecture.md, "GameSession").
// No Qt objects, no engine: it decides from who the seats are and whose turn it is.
#include <QList>

namespace tidepool::app {

/// The viewer and the cover. Several people at one screen each keep secrets: between their turns
/// everything private is hidden, and the cover ("Pass to Ann") waits until the player to act
/// confirms they are at the screen. One person with computers always sees their own secrets; a
/// game without secrets (Ripple) shows the player to act without a cover.
class HandoverPolicy
{
public:
    /// What the policy decides from.
    struct Turn
    {
        QList<bool> humans;              ///< one per seat: a person (true) or a computer player
        int current = -1;                ///< the seat to act, -1 once the game is over
        bool finished = false;           ///< the game is over
        bool privateInformation = true;  ///< a player holds something the others may not see
    };

    /// Whose private information is drawn; -1 for nobody.
    int viewer() const { return m_viewer; }
    /// The cover is up: nothing private is shown until confirm().
    bool pending() const { return m_pending; }

    /// After an action (or a game loaded): who may see now. The viewer stays while it is still
    /// their turn (several actions in one turn need no new cover).
    void update(const Turn& turn);
    /// Forgets the viewer (a game loaded or resumed, the replay left): the player to act, when the
    /// cover applies, confirms again. Follow with update().
    void reset();
    /// The named player confirmed at the cover: `current` is the viewer.
    void confirm(int current);
    /// The replay viewer: everything is shown for the player to act, never covered.
    void showAll(int current);

    /// Several people keep secrets at this screen: the cover lists what happened since a player's
    /// last turn, so the table's own recap is not shown.
    static bool coverBetweenTurns(const Turn& turn);

private:
    int m_viewer = -1;
    bool m_pending = false;
};

} // namespace tidepool::app
