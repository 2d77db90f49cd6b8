#pragma once
// Record files for the views: which game a file holds, where autosaves live, and how a record is
// named, so that QML can route a file to the right game screen without reading JSON itself.
#include "recordio.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace tidepool::app {

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

} // namespace tidepool::app
