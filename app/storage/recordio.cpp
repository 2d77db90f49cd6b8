#include "recordio.h"

#include "core/message_text.h"
#include "core/record.h"
#include "core/record_file.h"

#include <QFile>
#include <QObject>

#include <cstring>

namespace tidepool::app {

QString shownPath(const QString& path)
{
    return QString::fromStdString(tidepool::oneLine(path.toStdString()));
}

QByteArray readRecordFile(QIODevice& file)
{
    return file.read(static_cast<qint64>(tidepool::kMaxRecordBytes) + 1);
}

QByteArray readRegularRecordFile(const QString& path, QString* why)
{
    const QString shown = tidepool::app::shownPath(path);
    // A resource compiled into the app (":/..."): QFile reads it; it is never a pipe or a device.
    if (path.startsWith(QLatin1Char(':'))) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *why = QObject::tr("%1: no such file").arg(shown);
            return {};
        }
        why->clear();
        return readRecordFile(file);
    }
    // The one reader of record files the CLI uses too (engine/core/record_file.h): opened without
    // waiting and checked on the open file, so a FIFO is refused at once (it waited for a writer
    // forever) and nothing can swap the file between a check and the open.
    using Problem = tidepool::RecordFileBytes::Problem;
    tidepool::RecordFileBytes file = tidepool::readRecordFile(QFile::encodeName(path).toStdString());
    const auto reason = [&] { return QString::fromLocal8Bit(std::strerror(file.error)); };
    switch (file.problem) {
    case Problem::none:
        why->clear();
        return QByteArray(file.bytes.data(), qsizetype(file.bytes.size()));
    case Problem::missing: *why = QObject::tr("%1: no such file").arg(shown); break;
    case Problem::folder: *why = QObject::tr("%1: is a folder, not a record file").arg(shown); break;
    case Problem::notRegular:
        *why = QObject::tr("%1: not a regular file (a pipe or a device can't hold a saved game)").arg(shown);
        break;
    case Problem::cannotOpen: *why = QObject::tr("%1: cannot open the file (%2)").arg(shown, reason()); break;
    case Problem::cannotRead: *why = QObject::tr("%1: cannot read the file (%2)").arg(shown, reason()); break;
    }
    return {};
}

int readableActions(const tidepool::Record& record)
{
    auto state = tidepool::startState(record);
    if (!state)
        return -1;
    int applied = 0;
    for (const std::string& action : record.actions) {
        if (!(*state)->apply(action))
            break;
        ++applied;
    }
    return applied;
}

} // namespace tidepool::app
