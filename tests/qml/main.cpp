// One Qt Quick Test runner for every tst_*.qml (each file is its own ctest entry, see CMakeLists).
#include <QCoreApplication>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtPlugin>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(TidepoolPlugin)

class Setup : public QObject
{
    Q_OBJECT
public slots:
    void applicationAvailable()
    {
        // Settings and autosaves of the tests stay out of the user's own folders.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TidepoolTests"));
        QCoreApplication::setApplicationName(QStringLiteral("Tidepool"));
    }
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        // The Tidepool module is compiled in; its qmldir lives in the resources.
        engine->addImportPath(QStringLiteral("qrc:/"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tidepool_qml, Setup)
#include "main.moc"
