#pragma once
// Record files for the views: which game a file holds, where autosaves live, and how a record is
// named, so that QML can route a file to the right game screen without reading JSON itself.
#include <QByteArray>
#include <QIODevice>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

/// The bytes of an open record file, read only up to one byte past tidepool::kMaxRecordBytes
/// (64 MiB; engine/core/record.h): a longer (or endless, like /dev/zero) file is never read whole,
/// and Record::parse refuses what is past the bound with tidepool::tooLargeMessage().
QByteArray readRecordFile(QIODevice& file);

/// The bytes of the record file at `path` (a local path or a qrc path), read as the app reads every
/// record: only a regular file is opened (a FIFO would block the app forever, a device never
/// ends), and at most one byte past tidepool::kMaxRecordBytes is read. On failure returns nothing
/// and sets `why` to one sentence naming the file (escaped, tidepool::app::shownPath()).
QByteArray readRegularRecordFile(const QString& path, QString* why);

namespace tidepool {
struct Record;
namespace app {
/// How many of the record's actions replay from its start (-1 when it does not even start).
int readableActions(const tidepool::Record& record);
} // namespace app
} // namespace tidepool

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
};
