#include "recordfiles.h"

#include "core/record.h"
#include "savestore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QUrl>

namespace tidepool::app {

namespace {
const QString kLastFolderKey = QStringLiteral("files/lastFolder");
const QString kSuffix = QStringLiteral(".tidepool.json");
} // namespace

QString firstExistingFolder(const QString& remembered, const QStringList& fallbacks)
{
    QStringList candidates{remembered};
    candidates += fallbacks;
    for (const QString& folder : candidates)
        if (!folder.isEmpty() && QFileInfo(folder).isDir())
            return QDir::cleanPath(folder);
    return {};
}

QString suggestedRecordName(const QString& title, const QDateTime& when, const QString& folder)
{
    QString base;
    for (const QChar c : title.simplified())
        base += c.isPrint() && !QStringLiteral("/\\:*?\"<>|").contains(c) ? c : QChar(u'-');
    if (base.isEmpty())
        base = QStringLiteral("Tidepool");
    base += QLatin1Char(' ') + when.toString(QStringLiteral("yyyy-MM-dd HH.mm"));
    const QDir dir(folder);
    QString name = base + kSuffix;
    for (int n = 2; !folder.isEmpty() && dir.exists(name) && n < 1000; ++n)
        name = base + QStringLiteral(" (%1)").arg(n) + kSuffix;
    return name;
}

QUrl RecordFiles::startFolder() const
{
    const QString remembered = QSettings().value(kLastFolderKey).toString();
    const QString folder = firstExistingFolder(remembered, {QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
                                                            QDir::homePath()});
    return folder.isEmpty() ? QUrl() : QUrl::fromLocalFile(folder);
}

void RecordFiles::rememberFolderOf(const QString& pathOrUrl) const
{
    const QString path = localPath(pathOrUrl);
    if (path.isEmpty())
        return;
    QSettings().setValue(kLastFolderKey, QFileInfo(path).absolutePath());
}

QString RecordFiles::suggestedName(const QString& title, const QUrl& folderUrl) const
{
    return suggestedRecordName(title, QDateTime::currentDateTime(), localPath(folderUrl.toString()));
}

QUrl RecordFiles::fileIn(const QUrl& folderUrl, const QString& name) const
{
    return QUrl::fromLocalFile(QDir(localPath(folderUrl.toString())).filePath(name));
}

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
