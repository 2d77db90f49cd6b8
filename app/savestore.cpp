#include "savestore.h"
#include "recordfiles.h"

#include "appsettings.h"
#include "core/record.h"
#include "enginetext.h"
#include "playernames.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace tidepool::app {

namespace {
bool g_autosaveEnabled = true;
}

void setAutosaveEnabled(bool enabled) { g_autosaveEnabled = enabled; }
bool autosaveEnabled() { return g_autosaveEnabled; }

QString autosaveDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

bool writeFileAtomically(const QString& path, const QByteArray& text, QString* error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QObject::tr("%1: cannot write (%2)").arg(path, file.errorString());
        return false;
    }
    file.write(text);
    if (!file.commit()) {
        if (error)
            *error = QObject::tr("%1: cannot write (%2)").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace tidepool::app

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
            emit dataChanged(index(0), index(int(m_rows.size()) - 1), {LastPlayedTextRole});
    });
}

void SavedGamesModel::setFolder(const QString& folder)
{
    m_folder = folder;
    refresh();
}

void SavedGamesModel::refresh()
{
    QList<SavedGameRow> rows;
    const QDir dir(m_folder);
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.tidepool.json")}, QDir::Files)) {
        QFile file(info.absoluteFilePath());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        auto record = tidepool::Record::parse(readRecordFile(file).toStdString());
        if (!record)
            continue;
        auto state = tidepool::replay(*record);
        if (!state || (*state)->isFinished())
            continue;
        SavedGameRow row;
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
        rows.append(row);
    }
    std::sort(rows.begin(), rows.end(), [](const SavedGameRow& a, const SavedGameRow& b) {
        return a.lastPlayed > b.lastPlayed || (a.lastPlayed == b.lastPlayed && a.path < b.path);
    });
    const int before = count();
    resetRows(rows);
    if (before != count())
        emit countChanged();
}

bool SavedGamesModel::remove(const QString& path)
{
    if (!QFileInfo(path).absolutePath().startsWith(QDir(m_folder).absolutePath()))
        return false; // only autosaves are ever deleted
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
