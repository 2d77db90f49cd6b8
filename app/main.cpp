// Tidepool: family tabletop games at one screen.
//   tidepool [RECORD] [--screenshot PNG]
#include "appsettings.h"
#include "core/allocator.h"
#include "core/game.h"
#include "enginetext.h"
#include "gameregistry.h"
#include "savestore.h"
#include "tutorial.h"

#include <QCommandLineParser>
#include <QRegularExpression>
#include <QDir>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QScreen>
#include <QTimer>
#include <QtPlugin>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>
#include <cstdlib>
#include <ctime>

using namespace tidepool::app;

// The Tidepool QML module (C++ types and views) is linked in statically.
Q_IMPORT_QML_PLUGIN(TidepoolPlugin)

namespace {

// The window, frame included, fits the available area of the screen it opens on (issue 17: the
// first window, 1280x800, was taller than a 1366x768 screen). Only ever shrinks it; on a screen
// smaller than the minimum size (1024x640), the minimum gives way too. The frame's margins are
// known once the window manager has framed the window, so this runs again when it is shown.
void fitToScreen(QQuickWindow* window)
{
    const QScreen* screen = window->screen();
    if (!screen)
        return;
    const QMargins frame = window->frameMargins();
    const QSize room = screen->availableGeometry().size().shrunkBy(frame);
    if (room.isEmpty())
        return;
    window->setMinimumSize(window->minimumSize().boundedTo(room));
    if (window->width() > room.width() || window->height() > room.height())
        window->resize(window->size().boundedTo(room));
}

} // namespace

int main(int argc, char* argv[])
{
    tidepool::keepFreedMemory(); // the computer players' worker threads (core/allocator.h)
    QElapsedTimer sinceStart; // TIDEPOOL_FIRST_FRAME_MS (docs/performance.md)
    sinceStart.start();
    // Without a display (SSH, CI) run offscreen instead of aborting; --screenshot still works.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("Tidepool"));
    QGuiApplication::setApplicationName(QStringLiteral("Tidepool"));
    QGuiApplication::setApplicationVersion(QStringLiteral(TIDEPOOL_VERSION));
    // The desktop entry's name (packaging/), so that desktops, Wayland ones too, show the app's icon.
    QGuiApplication::setDesktopFileName(QStringLiteral(TIDEPOOL_APP_ID));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/art/tidepool-icon.svg")));
    QQuickStyle::setStyle(QStringLiteral("Basic"));

    QCommandLineParser parser;
    // The games from the registry (gameregistry.h): "Play Ribbit, Turtle Race Mini and Ripple at one screen."
    QStringList titles;
    for (const tidepool::app::AppGame* game : tidepool::app::appGames())
        titles << tidepool::app::gameTitle(tidepool::findGame(game->name)->title);
    parser.setApplicationDescription(
        QGuiApplication::tr("Play %1 at one screen.").arg(tidepool::app::joinedList(titles, QGuiApplication::tr(" and "))));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                  QGuiApplication::tr("Render the first frame to a PNG file and exit."),
                                  QGuiApplication::tr("PNG"));
    QCommandLineOption size(QStringLiteral("size"), QGuiApplication::tr("Window size, e.g. 1280x800."),
                            QGuiApplication::tr("WxH"));
    QCommandLineOption tutorial(QStringLiteral("tutorial"),
                                QGuiApplication::tr("Open a guided first game (%1), optionally at a step, e.g. %2:4.")
                                    .arg(tidepool::app::tutorialNames(QGuiApplication::tr(" or ")),
                                         QString::fromLatin1(tidepool::app::appGames().front()->name)),
                                QGuiApplication::tr("GAME[:STEP]"));
    parser.addOption(screenshot);
    parser.addOption(size);
    parser.addOption(tutorial);
    parser.addPositionalArgument(QStringLiteral("record"), QGuiApplication::tr("A game record (*.tidepool.json) to open."),
                                 QStringLiteral("[RECORD]"));
    // Not process(): it exits with status 1 on an unknown option; bad arguments get 2 (below).
    const bool parsed = parser.parse(QCoreApplication::arguments());
    if (parsed && parser.isSet(QStringLiteral("help-all")))
        parser.process(app); // prints Qt's options too, and exits 0
    if (parsed && parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parsed && parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    if (parser.isSet(screenshot)) {
        AppSettings::setFrozen(true);
        tidepool::app::setAutosaveEnabled(false);
    }
    // The chosen language (Settings), before any view is created; switchable later without restart.
    AppSettings::installTranslator(AppSettings::storedLanguage());
    // Bad arguments get a message and exit status 2, like tidepool-cli; nothing opens.
    const auto refuse = [](const QString& message) {
        std::fprintf(stderr, "tidepool: %s\n", qPrintable(message));
        return 2;
    };
    if (!parsed)
        return refuse(parser.errorText());
    if (parser.isSet(tutorial)) {
        const QString why = Tutorial::setStartup(parser.value(tutorial));
        if (!why.isEmpty())
            return refuse(QStringLiteral("--tutorial: ") + why);
    }
    QSize windowSize;
    if (parser.isSet(size)) {
        static const QRegularExpression form(QStringLiteral("^(\\d{1,5})x(\\d{1,5})$"));
        const auto match = form.match(parser.value(size));
        windowSize = match.hasMatch() ? QSize(match.captured(1).toInt(), match.captured(2).toInt()) : QSize();
        if (windowSize.width() < 320 || windowSize.height() < 240 || windowSize.width() > 8192 ||
            windowSize.height() > 8192)
            return refuse(QGuiApplication::tr("--size: \"%1\" is not a window size WxH from 320x240 to 8192x8192, e.g. 1280x800")
                              .arg(parser.value(size)));
    }
    if (parser.positionalArguments().size() > 1)
        return refuse(QGuiApplication::tr("one record at a time (%1 were given)").arg(parser.positionalArguments().size()));
    if (!parser.positionalArguments().isEmpty())
        AppSettings::setStartupRecord(QDir::current().absoluteFilePath(parser.positionalArguments().first()));

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &app,
                     [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/Tidepool/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    if (window && windowSize.isValid()) {
        window->resize(windowSize);
    } else if (window) {
        fitToScreen(window);
        QObject::connect(window, &QQuickWindow::frameSwapped, window, [window] { fitToScreen(window); },
                         Qt::SingleShotConnection);
    }
    if (window && qEnvironmentVariableIsSet("TIDEPOOL_FIRST_FRAME_MS"))
        QObject::connect(window, &QQuickWindow::frameSwapped, window,
                         [&sinceStart] {
                             std::fprintf(stderr, "first frame: %lld ms (CPU %ld ms)\n", sinceStart.elapsed(),
                                          long(std::clock() * 1000 / CLOCKS_PER_SEC));
                             // "exit": stop right at the first frame, without tearing down, so that
                             // a profiler (callgrind) counts exactly the start-up.
                             if (qgetenv("TIDEPOOL_FIRST_FRAME_MS") == "exit") {
                                 std::fflush(stderr);
                                 std::_Exit(0);
                             }
                         },
                         Qt::SingleShotConnection);
    if (window && parser.isSet(screenshot)) {
        const QString path = parser.value(screenshot);
        // Let the first frames settle (images, layouts, the opening animation), then grab.
        QTimer::singleShot(1500, window, [window, path] {
            const QImage image = window->grabWindow();
            if (image.isNull() || !image.save(path)) {
                qCritical("Could not write the screenshot to %s", qPrintable(path));
                QCoreApplication::exit(1);
                return;
            }
            QCoreApplication::exit(0);
        });
    }
    return app.exec();
}
