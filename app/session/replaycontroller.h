#pragma once
// The replay viewer's state: the whole record being replayed and its log (worked out once, so that
// stepping back and forth only trims it), the position shown, and whether it is watched only (a
// record opened from a file: no game to go back to). The positions themselves are built by the
// one loop of the app, LocalTable::build(), from prefix().
#include "core/record.h"
#include "logmodel.h"

#include <QList>
#include <QString>

namespace tidepool::app {

class ReplayController
{
public:
    /// The replay viewer is open.
    bool active() const { return m_active; }
    /// Opened from a file for watching only (leaving it goes home).
    bool watchOnly() const { return m_active && m_watchOnly; }
    /// Actions shown (0 = the start); 0 when not active.
    int position() const { return m_active ? m_position : 0; }
    /// Actions in the replayed record; 0 when not active.
    int length() const { return m_active ? int(m_record.actions.size()) : 0; }
    /// The whole record replayed.
    const tidepool::Record& record() const { return m_record; }
    /// The whole log (one entry per action of record()).
    const QList<LogEntry>& log() const { return m_log; }

    /// Opens the viewer on `record` (whose log is `log`) at the start.
    void start(tidepool::Record record, QList<LogEntry> log, bool watchOnly);
    /// Moves to `position` (clamped to the record) and returns it; the preview ends.
    int seek(int position);
    /// The action shown on the board after position() in place of the one played there (a
    /// review's better move, GameSession::previewReplay()), in notation; "" when none.
    const QString& preview() const { return m_preview; }
    void setPreview(QString action) { m_preview = std::move(action); }
    /// The log as far as position() (what the log shows there).
    QList<LogEntry> logSoFar() const { return m_log.mid(0, m_position); }
    /// The log again (the language changed).
    void setLog(QList<LogEntry> log) { m_log = std::move(log); }
    /// Closes the viewer.
    void stop();

private:
    bool m_active = false;
    bool m_watchOnly = false;
    int m_position = 0;
    QString m_preview;
    tidepool::Record m_record;
    QList<LogEntry> m_log;
};

} // namespace tidepool::app
