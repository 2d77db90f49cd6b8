#include "autosaveservice.h"

#include <QFileInfo>
#include <QUuid>

namespace tidepool::app {

bool AutosaveService::holds(const QString& path) const
{
    return !m_file.path().isEmpty() && QFileInfo(path) == QFileInfo(m_file.path());
}

void AutosaveService::startNew(const QString& gameName)
{
    if (!autosaveEnabled()) {
        m_file.release();
        return;
    }
    m_file.claim(autosaveDir() + QLatin1Char('/') + gameName + QLatin1Char('-') +
                     QUuid::createUuid().toString(QUuid::WithoutBraces) + QStringLiteral(".tidepool.json"),
                 nullptr);
}

bool AutosaveService::resume(const QString& path, QString* why)
{
    return m_file.claim(path, why);
}

QString AutosaveService::save(const tidepool::Record& record, bool finished)
{
    if (m_file.path().isEmpty() || !autosaveEnabled())
        return {};
    if (finished) {
        // A finished game is no longer offered to continue.
        m_file.remove();
        return {};
    }
    return m_file.write(QByteArray::fromStdString(record.dump()));
}

bool AutosaveService::saveAs(QString path, const tidepool::Record& record, QString* error, QString* written)
{
    if (!path.endsWith(QStringLiteral(".tidepool.json")))
        path += QStringLiteral(".tidepool.json");
    if (written)
        *written = path;
    return writeFileAtomically(path, QByteArray::fromStdString(record.dump()), error);
}

bool AutosaveService::isAutosave(const QString& path)
{
    const QFileInfo info(path);
    const QString folder = QFileInfo(autosaveDir()).canonicalFilePath();
    return !folder.isEmpty() && info.canonicalPath() == folder && info.fileName().endsWith(QStringLiteral(".tidepool.json"));
}

} // namespace tidepool::app
