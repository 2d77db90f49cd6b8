#include "savestore.h"

#include "appsettings.h"
#include "core/message_text.h"
#include "core/record.h"
#include "enginetext.h"
#include "playernames.h"

#include <QCoreApplication>
#include <QDir>
#include <QSysInfo>
#include <QFile>
#include <QTemporaryFile>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include <unistd.h>

namespace tidepool::app {

namespace {
bool g_autosaveEnabled = true;
qint64 g_writeLimit = -1; // setWriteLimitForTesting()
}

void setAutosaveEnabled(bool enabled) { g_autosaveEnabled = enabled; }
bool autosaveEnabled() { return g_autosaveEnabled; }

QString autosaveDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

void setWriteLimitForTesting(qint64 bytes) { g_writeLimit = bytes; }

bool writeFileAtomically(const QString& path, const QByteArray& text, QString* error, bool* diskFull,
                         QFileDevice::Permissions permissions)
{
    const QString shown = shownPath(path);
    if (diskFull)
        *diskFull = false;
    const auto fail = [&](const QString& why, bool full) {
        if (diskFull)
            *diskFull = full;
        if (error)
            *error = full ? QObject::tr("%1: the disk is full (%2)").arg(shown, why)
                          : QObject::tr("%1: cannot write (%2)").arg(shown, why);
        return false;
    };
    const auto fromErrno = [](int code) { return QString::fromLocal8Bit(std::strerror(code)); };
    const auto isFull = [](int code) { return code == ENOSPC || code == EDQUOT || code == EFBIG; };
    const QFileInfo target(path);
    if (!QDir().mkpath(target.absolutePath()))
        return fail(QObject::tr("cannot create the folder %1").arg(shownPath(target.absolutePath())), false);
    if (target.exists() && !target.isFile())
        return fail(QObject::tr("not a regular file"), false);
    // Beside the target (same file system, so that the rename is atomic); its name never ends in
    // ".tidepool.json", so the saved-games list passes it by; removed unless renamed.
    QTemporaryFile temp(path + QStringLiteral(".XXXXXX.part"));
    if (!temp.open())
        return fail(temp.errorString(), temp.error() == QFileDevice::ResourceError);
    qint64 written = 0;
    while (written < text.size()) {
        qint64 chunk = text.size() - written;
        if (g_writeLimit >= 0 && written + chunk > g_writeLimit) {
            // The test seam: what fits, then the write fails as on a full disk.
            if (written < g_writeLimit)
                temp.write(text.constData() + written, g_writeLimit - written);
            return fail(fromErrno(ENOSPC), true);
        }
        errno = 0;
        const qint64 n = temp.write(text.constData() + written, chunk);
        if (n <= 0)
            return fail(temp.errorString(), isFull(errno) || temp.error() == QFileDevice::ResourceError);
        written += n;
    }
    errno = 0;
    if (!temp.flush())
        return fail(temp.errorString(), isFull(errno) || temp.error() == QFileDevice::ResourceError);
    // Some file systems report a full disk only when the data reaches it.
    if (::fsync(temp.handle()) != 0) {
        const int code = errno;
        return fail(fromErrno(code), isFull(code));
    }
    // Read back: exactly these bytes, or the old file stays.
    {
        QFile check(temp.fileName());
        if (!check.open(QIODevice::ReadOnly) || check.size() != text.size() || check.readAll() != text)
            return fail(QObject::tr("the file written does not read back whole"), false);
    }
    const QFileDevice::Permissions wanted =
        permissions ? permissions
                    : target.exists() ? target.permissions()
                                      : QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther;
    if (!temp.setPermissions(wanted) && permissions)
        return fail(temp.errorString(), false); // a private file is never put in place readable by others
    if (::rename(QFile::encodeName(temp.fileName()).constData(), QFile::encodeName(path).constData()) != 0) {
        const int code = errno;
        return fail(fromErrno(code), isFull(code));
    }
    temp.setAutoRemove(false);
    return true;
}

namespace {
QString holderMessage(qint64 pid)
{
    return QObject::tr("This game is open in another Tidepool window (process %1): continue it there, or close that window first.")
        .arg(pid);
}
} // namespace

AutosaveFile::~AutosaveFile() { release(); }

bool AutosaveFile::claim(const QString& path, QString* why)
{
    if (path == m_path && m_lock)
        return true;
    QDir().mkpath(QFileInfo(path).absolutePath());
    auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
    // Held for the whole game (hours): never stale by age; a lock whose process is gone (killed)
    // is stale and taken over (QLockFile checks the process id).
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0)) {
        if (why) {
            if (lock->error() == QLockFile::LockFailedError) {
                qint64 pid = 0;
                QString host, application;
                lock->getLockInfo(&pid, &host, &application);
                *why = holderMessage(pid);
            }
            else
                *why = QObject::tr("%1: cannot lock the autosave (the folder can't be written)").arg(shownPath(path));
        }
        return false;
    }
    release();
    m_path = path;
    m_lock = std::move(lock);
    m_problem.clear();
    return true;
}

void AutosaveFile::release()
{
    if (m_lock)
        m_lock->unlock();
    m_lock.reset();
    m_path.clear();
    m_problem.clear();
}

QString AutosaveFile::write(const QByteArray& text)
{
    if (m_path.isEmpty())
        return {};
    QString error;
    bool full = false;
    if (writeFileAtomically(m_path, text, &error, &full)) {
        if (m_problem.isEmpty())
            return {};
        m_problem.clear();
        return QObject::tr("Autosave works again: every move is saved.");
    }
    const bool first = m_problem.isEmpty();
    m_problem = full ? QObject::tr("Autosave failed: %1. The game goes on and the last good autosave is kept; free some space and the next move is saved again.").arg(error)
                     : QObject::tr("Autosave failed: %1. The game goes on and the last good autosave is kept.").arg(error);
    return first ? m_problem : QString();
}

void AutosaveFile::remove()
{
    if (!m_path.isEmpty())
        QFile::remove(m_path);
    release();
}

QString autosaveHolder(const QString& path)
{
    QLockFile lock(path + QStringLiteral(".lock"));
    lock.setStaleLockTime(0);
    if (lock.tryLock(0)) {
        lock.unlock();
        return {};
    }
    qint64 pid = 0;
    QString host, application;
    lock.getLockInfo(&pid, &host, &application);
    if (pid == QCoreApplication::applicationPid() && host == QSysInfo::machineHostName())
        return {}; // this window's own game
    return holderMessage(pid);
}

SavedGamesModel::SavedGamesModel(QObject* parent) : ValueListModel(parent), m_folder(tidepool::app::autosaveDir())
{
    refresh();
    // The game names and dates are in the language in use: again after a switch.
    connect(LanguageNotifier::instance(), &LanguageNotifier::languageChanged, this, [this] {
        QList<SavedGameRow> rows = m_rows;
        for (SavedGameRow& row : rows)
            if (const tidepool::GameInfo* game = tidepool::findGame(row.game.toStdString()))
                row.title = tidepool::app::gameTitle(game->title);
        setRows(rows);
        if (!m_rows.isEmpty())
            Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1), {LastPlayedTextRole});
    });
}

void SavedGamesModel::setFolder(const QString& folder)
{
    m_folder = folder;
    refresh();
}

namespace {

/// What one autosave file says, as read at a given modification time and size.
struct ListedFile
{
    QDateTime modified;
    qint64 size = -1;
    bool listed = false;     ///< an unfinished game: `row` is valid
    SavedGameRow row;
    QString damaged;         ///< why it can't be read ("" when it can, or when finished)
    int readable = -1;       ///< actions that replay, when damaged (-1: none can be read)
    QString game;            ///< the record's game, when it can be parsed
};

QHash<QString, ListedFile>& listedFiles()
{
    static QHash<QString, ListedFile> files; // by absolute path; the GUI thread only
    return files;
}
int g_filesRead = 0;

ListedFile readListedFile(const QFileInfo& info)
{
    ++g_filesRead;
    ListedFile listed;
    listed.modified = info.lastModified();
    listed.size = info.size();
    const QString shown = tidepool::app::shownPath(info.fileName());
    QString why;
    const QByteArray bytes = readRegularRecordFile(info.absoluteFilePath(), &why);
    if (!why.isEmpty()) {
        // Named by its file name, as every other reason of the list.
        listed.damaged = why.replace(tidepool::app::shownPath(info.absoluteFilePath()), shown);
        return listed;
    }
    auto record = tidepool::Record::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!record) {
        listed.damaged = QObject::tr("%1: %2").arg(shown, QString::fromStdString(record.error()));
        return listed;
    }
    listed.game = QString::fromStdString(record->game);
    auto state = tidepool::replay(*record);
    if (!state) {
        listed.damaged = QObject::tr("%1: %2").arg(shown, QString::fromStdString(state.error()));
        listed.readable = int(tidepool::app::readableActions(*record));
        return listed;
    }
    if ((*state)->isFinished())
        return listed;
    SavedGameRow& row = listed.row;
    row.path = info.absoluteFilePath();
    row.game = QString::fromStdString(record->game);
    const tidepool::GameInfo* game = tidepool::findGame(record->game);
    row.title = game ? tidepool::app::gameTitle(game->title) : row.game; // as on the home screen
    QStringList names;
    for (std::size_t p = 0; p < record->players.size(); ++p)
        names << tidepool::app::shownPlayerName(record->players[p].name, int(p));
    row.players = names.join(QStringLiteral(", "));
    const tidepool::Json json = (*state)->toJson();
    row.round = json.contains("round") && json["round"].is_number_integer() ? json["round"].get<int>() : 1;
    row.actions = int(record->actions.size());
    row.lastPlayed = info.lastModified();
    listed.listed = true;
    return listed;
}

QSet<QString>& ignoredDamaged()
{
    static QSet<QString> ignored; // "path|modified|size" of damaged files put aside this session
    return ignored;
}
QString fileKey(const QString& path, const ListedFile& file)
{
    return path + QLatin1Char('|') + QString::number(file.modified.toMSecsSinceEpoch()) + QLatin1Char('|') +
           QString::number(file.size);
}

} // namespace

int SavedGamesModel::filesRead() { return g_filesRead; }

int removeStaleAutosaveLocks(const QString& folder)
{
    int removed = 0;
    const QDir dir(folder);
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.tidepool.json.lock")}, QDir::Files | QDir::Hidden | QDir::System)) {
        QLockFile lock(info.absoluteFilePath());
        // As AutosaveFile::claim(): never stale by age (a game is played for hours), only when the
        // process it names is gone. tryLock() takes a stale lock over; unlock() then deletes it.
        lock.setStaleLockTime(0);
        if (lock.tryLock(0)) {
            lock.unlock();
            ++removed;
        }
    }
    return removed;
}

void SavedGamesModel::refresh()
{
    QList<SavedGameRow> rows;
    QList<Damaged> damaged;
    const QDir dir(m_folder);
    // A killed Tidepool leaves its game's lock behind (each claim took a stale one over, but a
    // game not continued, or forgotten, kept its lock for ever: 11 after 20 kills).
    removeStaleAutosaveLocks(m_folder);
    QHash<QString, ListedFile>& cache = listedFiles();
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.tidepool.json")}, QDir::Files | QDir::System)) {
        const QString path = info.absoluteFilePath();
        auto cached = cache.find(path);
        if (cached == cache.end() || cached->modified != info.lastModified() || cached->size != info.size())
            cached = cache.insert(path, readListedFile(info));
        // The player's language may have changed since the row was made.
        if (cached->listed) {
            SavedGameRow row = cached->row;
            if (const tidepool::GameInfo* game = tidepool::findGame(row.game.toStdString()))
                row.title = tidepool::app::gameTitle(game->title);
            rows.append(row);
        } else if (!cached->damaged.isEmpty() && !ignoredDamaged().contains(fileKey(path, *cached))) {
            damaged.append(Damaged{path, cached->damaged, cached->readable, cached->game});
        }
    }
    std::sort(rows.begin(), rows.end(), [](const SavedGameRow& a, const SavedGameRow& b) {
        return a.lastPlayed > b.lastPlayed || (a.lastPlayed == b.lastPlayed && a.path < b.path);
    });
    const int before = count();
    resetRows(rows);
    if (before != count())
        Q_EMIT countChanged();
    const bool damagedDiffers = damaged.size() != m_damaged.size() ||
                                !std::equal(damaged.begin(), damaged.end(), m_damaged.begin(), [](const Damaged& a, const Damaged& b) {
                                    return a.path == b.path && a.reason == b.reason && a.readable == b.readable;
                                });
    m_damaged = damaged;
    if (damagedDiffers)
        Q_EMIT damagedChanged();
}

QString SavedGamesModel::damagedPath() const { return m_damaged.isEmpty() ? QString() : m_damaged.first().path; }
QString SavedGamesModel::damagedReason() const { return m_damaged.isEmpty() ? QString() : m_damaged.first().reason; }
int SavedGamesModel::damagedReadable() const { return m_damaged.isEmpty() ? -1 : m_damaged.first().readable; }
QString SavedGamesModel::damagedGame() const { return m_damaged.isEmpty() ? QString() : m_damaged.first().game; }

void SavedGamesModel::ignoreDamaged(const QString& path)
{
    const auto cached = listedFiles().constFind(QFileInfo(path).absoluteFilePath());
    if (cached != listedFiles().constEnd())
        ignoredDamaged().insert(fileKey(cached.key(), *cached));
    refresh();
}

bool SavedGamesModel::remove(const QString& path)
{
    if (QFileInfo(path).absolutePath() != QDir(m_folder).absolutePath())
        return false; // only autosaves are ever deleted
    if (!tidepool::app::autosaveHolder(path).isEmpty())
        return false; // a game open in another window stays
    const bool removed = QFile::remove(path);
    refresh();
    return removed;
}

QVariant SavedGamesModel::data(const QModelIndex& index, int role) const
{
    const SavedGameRow* r = row(index);
    if (!r)
        return {};
    switch (role) {
    case PathRole: return r->path;
    case GameRole: return r->game;
    case Qt::DisplayRole:
    case TitleRole: return r->title;
    case PlayersRole: return r->players;
    case RoundRole: return r->round;
    case ActionsRole: return r->actions;
    case LastPlayedRole: return r->lastPlayed;
    // In the language in use: AppSettings makes it the default locale (QLocale()).
    case LastPlayedTextRole: return QLocale().toString(r->lastPlayed, QLocale::ShortFormat);
    }
    return {};
}

QHash<int, QByteArray> SavedGamesModel::roleNames() const
{
    return {{PathRole, "path"},       {GameRole, "game"},       {TitleRole, "title"},
            {PlayersRole, "players"}, {RoundRole, "round"},     {ActionsRole, "actions"},
            {LastPlayedRole, "lastPlayed"}, {LastPlayedTextRole, "lastPlayedText"}};
}

} // namespace tidepool::app
