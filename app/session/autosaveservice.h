#pragma once
// Keeping a game on disk: its autosave file (claimed with a lock, one writer at a time, written
// checked and atomically after every action; a failed write keeps the last good file and is said
// once: AutosaveFile in savestore.h), removed when the game is over, and "Save as…" copies.
// GameSession decides when (not in a replay, not in a guided game); this says how.
#include "savestore.h"

#include "core/record.h"

#include <QString>

namespace tidepool::app {

class AutosaveService
{
public:
    /// The autosave file of the game ("" when it has none).
    QString path() const { return m_file.path(); }
    /// Why the last autosave failed ("" while every move is saved).
    QString problem() const { return m_file.problem(); }
    /// Whether `path` is this game's autosave.
    bool holds(const QString& path) const;

    /// A new game of `gameName`: a fresh file in autosaveDir() (none while autosave is off).
    void startNew(const QString& gameName);
    /// Continues the autosave `path` in place; false with `why` while another window holds it.
    bool resume(const QString& path, QString* why);
    /// No autosave (a replay watched only, a guided game); the file is kept on disk.
    void stop() { m_file.release(); }
    /// Saves `record` after an action: an unfinished game is written, a finished one's file is
    /// deleted (it is no longer offered to continue). Returns what to tell the player now ("" when
    /// nothing new, see AutosaveFile::write()).
    QString save(const tidepool::Record& record, bool finished);
    /// Writes `record` to `path` (".tidepool.json" added when missing) atomically; on failure
    /// nothing is overwritten and `error` says why. `written` (when given) gets the path written.
    static bool saveAs(QString path, const tidepool::Record& record, QString* error, QString* written = nullptr);
    /// Whether `path` is a file of the autosave folder (opening it continues it in place).
    static bool isAutosave(const QString& path);

private:
    AutosaveFile m_file;
};

} // namespace tidepool::app
