#include "handoverpolicy.h"

namespace tidepool::app {

namespace {
int humanCount(const HandoverPolicy::Turn& turn, int* only)
{
    int humans = 0;
    for (qsizetype p = 0; p < turn.humans.size(); ++p)
        if (turn.humans[p]) {
            ++humans;
            *only = int(p);
        }
    return humans;
}

bool currentIsHuman(const HandoverPolicy::Turn& turn)
{
    return turn.current >= 0 && turn.current < turn.humans.size() && turn.humans[turn.current];
}
} // namespace

void HandoverPolicy::update(const Turn& turn)
{
    int onlyHuman = -1;
    if (humanCount(turn, &onlyHuman) == 1) {
        // One person at the screen: their private information is always theirs to see.
        m_viewer = onlyHuman;
        m_pending = false;
        return;
    }
    if (!turn.privateInformation && !turn.finished) {
        // Nothing is secret: the player to act is on screen without a handover.
        m_viewer = currentIsHuman(turn) ? turn.current : -1;
        m_pending = false;
        return;
    }
    if (turn.finished || !currentIsHuman(turn)) {
        // Several people share the screen: hide everything private between their turns.
        m_viewer = -1;
        m_pending = false;
        return;
    }
    if (m_viewer != turn.current) {
        m_viewer = -1;
        m_pending = true;
    }
}

void HandoverPolicy::reset()
{
    m_viewer = -1;
    m_pending = false;
}

void HandoverPolicy::confirm(int current)
{
    if (!m_pending)
        return;
    m_pending = false;
    m_viewer = current;
}

void HandoverPolicy::showAll(int current)
{
    m_viewer = current;
    m_pending = false;
}

bool HandoverPolicy::coverBetweenTurns(const Turn& turn)
{
    int only = -1;
    return humanCount(turn, &only) > 1 && turn.privateInformation;
}

} // namespace tidepool::app
