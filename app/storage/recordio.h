#pragma once
// Reading record files, low level (no QML, no autosave): the bytes of a record file, bounded and
// from regular files only, how much of a record replays, and how a path is shown in a message.
// savestore.h (autosaves) and recordfiles.h (the views' RecordFiles) both build on this header.
#include <QByteArray>
#include <QIODevice>
#include <QString>

namespace tidepool {
struct Record;
}

namespace tidepool::app {

/// `path` as it may be shown in a message: control characters, line breaks and the characters that
/// reorder text (U+202E) escaped, as tidepool-cli does (engine/core/message_text.h, oneLine()).
QString shownPath(const QString& path);
/// How many of the record's actions replay from its start (-1 when it does not even start).
int readableActions(const tidepool::Record& record);

/// The bytes of an open record file, read only up to one byte past tidepool::kMaxRecordBytes
/// (64 MiB; engine/core/record.h): a longer (or endless, like /dev/zero) file is never read whole,
/// and Record::parse refuses what is past the bound with tidepool::tooLargeMessage().
QByteArray readRecordFile(QIODevice& file);

/// The bytes of the record file at `path` (a local path or a qrc path), read as the app and
/// tidepool-cli read every record (tidepool::readRecordFile(), engine/core/record_file.h): only a
/// regular file is read, and a FIFO or a device is refused at once without waiting (opened
/// non-blocking, checked on the open file), and at most one byte past tidepool::kMaxRecordBytes is
/// read. On failure returns nothing and sets `why` to one translated sentence naming the file
/// (escaped, tidepool::app::shownPath()) and what is wrong: no such file, a folder, not a regular
/// file, cannot open or cannot read it (with the system's reason).
QByteArray readRegularRecordFile(const QString& path, QString* why);

} // namespace tidepool::app
