#include "replaycontroller.h"

#include <algorithm>

namespace tidepool::app {

void ReplayController::start(tidepool::Record record, QList<LogEntry> log, bool watchOnly)
{
    m_record = std::move(record);
    m_log = std::move(log);
    m_watchOnly = watchOnly;
    m_active = true;
    m_position = 0;
    m_preview.clear();
}

int ReplayController::seek(int position)
{
    m_position = std::clamp(position, 0, int(m_record.actions.size()));
    m_preview.clear();
    return m_position;
}

void ReplayController::stop()
{
    m_active = false;
    m_watchOnly = false;
    m_position = 0;
    m_preview.clear();
}

} // namespace tidepool::app
