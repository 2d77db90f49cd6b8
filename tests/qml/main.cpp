// One Qt Quick Test runner for every tst_*.qml (each file is its own ctest entry, see CMakeLists).
#include "accessibleevents.h"
#include "layoutprobe.h"
#include "recordmaker.h"
#include "samples.h"
#include "testinput.h"
#include "testserver.h"

#include <QCoreApplication>
#include <QQmlEngine>
#include <QtQml/qqml.h>
#include <QStandardPaths>
#include <QtPlugin>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(TidepoolPlugin)

/// `Samples` (import TidepoolTest): each registered game's sample records (tests/samples.h), so
/// that the registry-driven suites open every game's without naming one.
class Samples : public QObject
{
    Q_OBJECT
public:
    /// Absolute paths of `game`'s sample records whose names start with `kind` ("playing",
    /// "finished"), sorted.
    Q_INVOKABLE QStringList paths(const QString& game, const QString& kind) const
    {
        return tidepool::test::samplePaths(game, kind);
    }
    /// The text of a sample record ("" when it can't be read).
    Q_INVOKABLE QString text(const QString& path) const { return tidepool::test::sampleText(path); }
};

class Setup : public QObject
{
    Q_OBJECT
public Q_SLOTS:
    void applicationAvailable()
    {
        // Settings and autosaves of the tests stay out of the user's own folders.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TidepoolTests"));
        QCoreApplication::setApplicationName(QStringLiteral("Tidepool"));
        // Tests only, `import TidepoolTest`: LayoutProbe (tst_settle.qml), TestInput (key repeats).
        qmlRegisterSingletonType<LayoutProbe>("TidepoolTest", 1, 0, "LayoutProbe",
                                              [](QQmlEngine*, QJSEngine*) -> QObject* { return new LayoutProbe; });
        qmlRegisterSingletonType<TestInput>("TidepoolTest", 1, 0, "TestInput",
                                            [](QQmlEngine*, QJSEngine*) -> QObject* { return new TestInput; });
        qmlRegisterSingletonType<Samples>("TidepoolTest", 1, 0, "Samples",
                                          [](QQmlEngine*, QJSEngine*) -> QObject* { return new Samples; });
        // TestRecords: records of any game played by the engine's computers (tst_overlays.qml).
        qmlRegisterSingletonType<TestRecords>("TidepoolTest", 1, 0, "TestRecords",
                                              [](QQmlEngine*, QJSEngine*) -> QObject* { return new TestRecords; });
        // AccessibleEvents: the accessibility events a move costs (issue 43).
        qmlRegisterSingletonType<AccessibleEvents>("TidepoolTest", 1, 0, "AccessibleEvents",
                                                   [](QQmlEngine*, QJSEngine*) -> QObject* { return new AccessibleEvents; });
        // TestServer: a real game server on loopback for tst_online.qml (started when asked).
        qmlRegisterSingletonType<TestServer>("TidepoolTest", 1, 0, "TestServer",
                                             [](QQmlEngine*, QJSEngine*) -> QObject* { return new TestServer; });
    }
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        // The Tidepool module is compiled in; its qmldir lives in the resources.
        engine->addImportPath(QStringLiteral("qrc:/"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tidepool_qml, Setup)
#include "main.moc"
