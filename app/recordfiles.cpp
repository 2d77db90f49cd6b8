#include "recordfiles.h"

#include "core/record.h"
#include "savestore.h"

#include <QFile>
#include <QFileInfo>
#include <QUrl>

namespace tidepool::app {

QString RecordFiles::autosaveFolder() const { return tidepool::app::autosaveDir(); }

QString RecordFiles::shownPath(const QString& pathOrUrl) const { return tidepool::app::shownPath(localPath(pathOrUrl)); }

QString RecordFiles::localPath(const QString& pathOrUrl) const
{
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

QString RecordFiles::gameOf(const QString& pathOrUrl) const
{
    QString why;
    const QByteArray bytes = readRegularRecordFile(localPath(pathOrUrl), &why);
    if (!why.isEmpty())
        return {};
    auto record = tidepool::Record::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    return record ? QString::fromStdString(record->game) : QString();
}

} // namespace tidepool::app
