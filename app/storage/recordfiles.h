#pragma once
// Record files for the views: which game a file holds, where autosaves live, and how a record is
// named, so that QML can route a file to the right game screen without reading JSON itself.
#include "recordio.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace tidepool::app {

/// The folder a file dialog starts in: `remembered` (the folder last used) when it is still a
/// folder, else the first of `fallbacks` that is one (the user's documents, then home); "" when
/// none is.
QString firstExistingFolder(const QString& remembered, const QStringList& fallbacks);
/// The file name suggested for a copy of a game of `title` saved at `when` in `folder`:
/// "<title> <yyyy-MM-dd HH.mm>.tidepool.json" (a slash or other character a file name can't hold
/// becomes "-"), numbered " (2)", " (3)", ... when `folder` already holds that name, so that no
/// copy is written over by accident.
QString suggestedRecordName(const QString& title, const QDateTime& when, const QString& folder);

class RecordFiles : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /// The autosave folder (see docs: "where saves live").
    Q_PROPERTY(QString autosaveFolder READ autosaveFolder CONSTANT)
public:
    using QObject::QObject;
    QString autosaveFolder() const;
    /// The game ("ribbit", "mini", "ripple") of a record file or file: URL; "" if it can't be read
    /// as a record (the game screen's openRecord() then reports exactly why).
    Q_INVOKABLE QString gameOf(const QString& pathOrUrl) const;
    /// A local path for a file: URL (QML file dialogs give URLs).
    Q_INVOKABLE QString localPath(const QString& pathOrUrl) const;
    /// The local path of a file: URL as it may be shown in a message (escaped, see shownPath()).
    Q_INVOKABLE QString shownPath(const QString& pathOrUrl) const;
    /// Where Save a copy and Open start (a file: URL): the folder last used in either (remembered
    /// in QSettings, `files/lastFolder`) while it exists, else the user's documents, else home.
    Q_INVOKABLE QUrl startFolder() const;
    /// Remembers the folder of the file `pathOrUrl` (just saved or opened) for startFolder().
    Q_INVOKABLE void rememberFolderOf(const QString& pathOrUrl) const;
    /// The name suggested for a copy of a game titled `title` saved now in `folderUrl`
    /// (suggestedRecordName()).
    Q_INVOKABLE QString suggestedName(const QString& title, const QUrl& folderUrl) const;
    /// `name` in `folderUrl`, as a file: URL (the file a Save dialog starts on).
    Q_INVOKABLE QUrl fileIn(const QUrl& folderUrl, const QString& name) const;
};

} // namespace tidepool::app
