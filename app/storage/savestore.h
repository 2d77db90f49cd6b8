#pragma once
// Where games are kept: autosaves under the platform's app-data location, written atomically
// (writeFileAtomically: a temporary file, fsync, read back, then rename), and the list of
// unfinished games the home screen offers to continue.
#include "recordio.h"
#include "valuelistmodel.h"

#include <QDateTime>
#include <QFileDevice>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace tidepool::app {

/// Autosave on or off for this process (off in screenshot mode, so rendering a record leaves
/// nothing behind). On by default.
void setAutosaveEnabled(bool enabled);
bool autosaveEnabled();

/// The autosave folder: <AppDataLocation>/autosave (e.g. ~/.local/share/Tidepool/Tidepool/autosave).
QString autosaveDir();
/// Writes `text` to `path` atomically and checked: into a temporary file beside it, every write's
/// result checked, flushed and synced, then read back and compared, and only then renamed over
/// `path`. The old file stays intact unless the new one is complete (a full disk never leaves a
/// short or empty file in its place: QSaveFile::commit() of Qt 6.4 reported success after ENOSPC).
/// On failure returns false and sets `error` to one sentence naming the file (escaped, see
/// shownPath()) and the system's reason; `diskFull` (when given) says whether it was a full disk.
/// The file keeps the permissions of the one it replaces (0644 when new), or gets exactly
/// `permissions` when given: the temporary file is created readable by its owner only (0600,
/// QTemporaryFile) and given them before the rename, so a file meant to stay private (0600) is
/// never readable by others, not even while it is written.
bool writeFileAtomically(const QString& path, const QByteArray& text, QString* error, bool* diskFull = nullptr,
                         QFileDevice::Permissions permissions = {});

/// For tests: every file written by writeFileAtomically() from now on fails after `bytes` bytes as
/// if the disk were full (ENOSPC); a negative value ends it.
void setWriteLimitForTesting(qint64 bytes);

/// One game's autosave file. Claims it with a lock file beside it (`<path>.lock`, QLockFile), so
/// that one window at a time writes it: a second window continuing the same game is refused (a
/// lock left by a killed process is taken over, by its process id). Writes it checked and
/// atomically, and says once when writing fails (a full disk) and once when it works again.
class AutosaveFile
{
public:
    AutosaveFile() = default;
    AutosaveFile(const AutosaveFile&) = delete;
    AutosaveFile& operator=(const AutosaveFile&) = delete;
    ~AutosaveFile();

    /// Claims `path` for this game (releasing any file claimed before). Returns false, with a
    /// sentence in `why`, when another running Tidepool holds it.
    bool claim(const QString& path, QString* why);
    /// Gives the file up (kept on disk) and unlocks it.
    void release();
    QString path() const { return m_path; }
    /// Writes `text`. Returns what to tell the player now, "" when nothing new: the first failure
    /// in a row ("Autosave failed: … the last good autosave is kept"), and the first success after.
    QString write(const QByteArray& text);
    /// The failure to show while it lasts ("" when the last write succeeded).
    QString problem() const { return m_problem; }
    /// Deletes the file (a finished game) and releases it.
    void remove();

private:
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    QString m_problem;
};

/// Who holds the lock of the autosave `path` (another running Tidepool), as one sentence; "" when
/// nobody does or this process does (the game loaded in this window).
QString autosaveHolder(const QString& path);
/// Deletes the autosave locks (`*.tidepool.json.lock`) in `folder` whose process is gone (a killed
/// Tidepool's), whether or not their autosave is still there; a lock of a running Tidepool (this
/// one's too), of another computer or that can't be read stays. Returns how many were deleted.
/// SavedGamesModel::refresh() calls it, so it runs at every start.
int removeStaleAutosaveLocks(const QString& folder);


struct SavedGameRow
{
    QString path;
    QString game;        ///< "ribbit"
    QString title;       ///< "Ribbit"
    QString players;     ///< "Ann, Ben and a computer"
    int round = 1;       ///< the round or race being played (1 for one-round games)
    int actions = 0;
    QDateTime lastPlayed;
    bool operator==(const SavedGameRow&) const = default;
};

/// The unfinished games found in the autosave folder, most recently played first, and the autosaves
/// that can't be read (damaged), so that the home screen can say so. Each file is read once per
/// change: rows are kept by path, modification time and size, so returning home reads only the
/// autosaves that changed (a record is bounded in memory by Record::parse's limits).
class SavedGamesModel : public tidepool::app::ValueListModel<SavedGameRow>
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    /// Autosaves that can't be read and were not put aside with ignoreDamaged().
    Q_PROPERTY(int damagedCount READ damagedCount NOTIFY damagedChanged)
    /// The first of them: its path, why it can't be read (one sentence naming the file), and how
    /// many of its actions can be replayed (-1 when nothing can be read).
    Q_PROPERTY(QString damagedPath READ damagedPath NOTIFY damagedChanged)
    Q_PROPERTY(QString damagedReason READ damagedReason NOTIFY damagedChanged)
    Q_PROPERTY(int damagedReadable READ damagedReadable NOTIFY damagedChanged)
    /// Its game ("ribbit"), "" when not even that can be read.
    Q_PROPERTY(QString damagedGame READ damagedGame NOTIFY damagedChanged)
public:
    enum Role { PathRole = Qt::UserRole + 1, GameRole, TitleRole, PlayersRole, RoundRole, ActionsRole, LastPlayedRole, LastPlayedTextRole };
    Q_ENUM(Role)
    explicit SavedGamesModel(QObject* parent = nullptr);
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return int(m_rows.size()); }
    int damagedCount() const { return int(m_damaged.size()); }
    QString damagedPath() const;
    QString damagedReason() const;
    int damagedReadable() const;
    QString damagedGame() const;

    /// Reads the autosave folder again (only the files that changed since the last time), and
    /// deletes the locks left there by killed processes (removeStaleAutosaveLocks()).
    Q_INVOKABLE void refresh();
    /// Deletes one autosave (the player chose to discard that game, or a damaged one).
    Q_INVOKABLE bool remove(const QString& path);
    /// Stops naming a damaged autosave until it changes (the player chose "Not now"); kept on disk.
    Q_INVOKABLE void ignoreDamaged(const QString& path);

    /// For tests: read another folder than autosaveDir().
    void setFolder(const QString& folder);
    /// For tests: how many autosave files were read (parsed) by every model of the process.
    static int filesRead();

Q_SIGNALS:
    void countChanged();
    void damagedChanged();

private:
    struct Damaged
    {
        QString path;
        QString reason;
        int readable = -1;
        QString game;
    };
    QString m_folder;
    QList<Damaged> m_damaged;
};

} // namespace tidepool::app
