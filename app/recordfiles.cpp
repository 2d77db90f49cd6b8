#include "recordfiles.h"

#include "core/record.h"
#include "savestore.h"

#include <QFile>
#include <QUrl>

QString RecordFiles::autosaveFolder() const { return tidepool::app::autosaveDir(); }

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
    auto record = tidepool::Record::parse(file.readAll().toStdString());
    return record ? QString::fromStdString(record->game) : QString();
}
