#include "sessionparts.h"

#include <algorithm>

namespace tidepool::app {

void SessionPart::announce()
{
    // Taken first: a handler may change the session again, whose own announce() comes after.
    const QList<std::function<void()>> due = std::exchange(m_due, {});
    for (const auto& emitChanged : due)
        emitChanged();
}

void SessionComputers::setPace(int ms)
{
    ms = std::max(0, ms);
    if (ms == m_pace)
        return;
    m_pace = ms;
    Q_EMIT paceChanged();
}

} // namespace tidepool::app
