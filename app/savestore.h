#pragma once
// Where games are kept: autosaves under the platform's app-data location, written atomically
// (QSaveFile), and the list of unfinished games the home screen offers to continue.
#include "valuelistmodel.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace tidepool::app {

/// Autosave on or off for this process (off in screenshot mode, so rendering a record leaves
/// nothing behind). On by default.
void setAutosaveEnabled(bool enabled);
bool autosaveEnabled();

/// The autosave folder: <AppDataLocation>/autosave (e.g. ~/.local/share/Tidepool/Tidepool/autosave).
QString autosaveDir();
/// Writes `text` to `path` atomically: the old file stays intact unless the new one is complete.
/// On failure returns false and sets `error` to one sentence naming the file.
bool writeFileAtomically(const QString& path, const QByteArray& text, QString* error);

} // namespace tidepool::app

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

/// The unfinished games found in the autosave folder, most recently played first.
class SavedGamesModel : public tidepool::app::ValueListModel<SavedGameRow>
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ count NOTIFY countChanged)
public:
    enum Role { PathRole = Qt::UserRole + 1, GameRole, TitleRole, PlayersRole, RoundRole, ActionsRole, LastPlayedRole, LastPlayedTextRole };
    Q_ENUM(Role)
    explicit SavedGamesModel(QObject* parent = nullptr);
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return int(m_rows.size()); }

    /// Reads the autosave folder again. Files that are not valid records are skipped (and kept).
    Q_INVOKABLE void refresh();
    /// Deletes one autosave (the player chose to discard that game).
    Q_INVOKABLE bool remove(const QString& path);

    /// For tests: read another folder than autosaveDir().
    void setFolder(const QString& folder);

signals:
    void countChanged();

private:
    QString m_folder;
};
