#include "recordfiles.h"

#include "core/record.h"
#include "savestore.h"

#include <QFile>
#include <QUrl>

QString RecordFiles::autosaveFolder() const { return tidepool::app::autosaveDir(); }

QByteArray readRecordFile(QIODevice& file)
{
    return file.read(static_cast<qint64>(tidepool::kMaxRecordBytes) + 1);
}

QString RecordFiles::localPath(const QString& pathOrUrl) const
{
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

QString RecordFiles::gameOf(const QString& pathOrUrl) const
{
    QFile file(localPath(pathOrUrl));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    auto record = tidepool::Record::parse(readRecordFile(file).toStdString());
    return record ? QString::fromStdString(record->game) : QString();
}
