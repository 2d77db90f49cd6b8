#include "recordio.h"

#include "core/message_text.h"
#include "core/record.h"

#include <QFile>
#include <QFileInfo>
#include <QObject>

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
    const QFileInfo info(path);
    // Checked before opening: opening a FIFO for reading waits for a writer, forever.
    if (!info.exists()) {
        *why = QObject::tr("%1: no such file").arg(shown);
        return {};
    }
    if (info.isDir()) {
        *why = QObject::tr("%1: is a folder, not a record file").arg(shown);
        return {};
    }
    if (!info.isFile()) {
        *why = QObject::tr("%1: not a regular file (a pipe or a device can't hold a saved game)").arg(shown);
        return {};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *why = QObject::tr("%1: cannot open the file (%2)").arg(shown, file.errorString());
        return {};
    }
    why->clear();
    return readRecordFile(file);
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
