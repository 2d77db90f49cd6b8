// Each game's sentences come from its own folder (docs/architecture.md, "Translations"): every
// registered game has its Vietnamese set at :/i18n/<game>_vi.qm (built from
// <game folder>/translations/<game>_vi.ts), which alone translates the game's registry sentences,
// the shared set does not hold them, and the app installs the shared set with every registered
// game's, again on each switch of language. Registry-driven: the example game is linked in too
// (tests/example_game/CMakeLists.txt), so a game outside app/ gets its translations from its folder
// alone.
#include "appsettings.h"
#include "gameregistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

using namespace tidepool::app;

class TranslationsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanupTestCase() { AppSettings::installTranslator(QStringLiteral("en")); }

    void everyGameHasItsOwnVietnameseSet()
    {
        QTranslator shared;
        QVERIFY(shared.load(QStringLiteral(":/i18n/tidepool_vi.qm")));
        QVERIFY(!tidepool::app::appGames().empty());
        for (const AppGame* game : tidepool::app::appGames()) {
            const QString path = QStringLiteral(":/i18n/%1_vi.qm").arg(QLatin1String(game->name));
            QVERIFY2(QFile::exists(path), qPrintable(path));
            QTranslator own;
            QVERIFY2(own.load(path), qPrintable(path));
            for (const EntryText& text : {game->tagline, game->learningOn, game->startLabel}) {
                const QString translated = own.translate(text.context, text.text);
                QVERIFY2(!translated.isEmpty() && translated != QLatin1String(text.text),
                         qPrintable(path + QStringLiteral(": ") + QLatin1String(text.text)));
            }
            // The game's own words are not in the shared set.
            QVERIFY2(shared.translate(game->tagline.context, game->tagline.text).isNull(), game->tagline.text);
        }
    }

    void theAppInstallsEveryGamesSetAndSwitchesThemAll()
    {
        for (const QString& language : {QStringLiteral("vi"), QStringLiteral("en"), QStringLiteral("vi")}) {
            QVERIFY(AppSettings::installTranslator(language));
            for (const AppGame* game : tidepool::app::appGames()) {
                const QString english = QLatin1String(game->tagline.text);
                if (language == QLatin1String("en"))
                    QCOMPARE(game->tagline.translated(), english);
                else
                    QVERIFY2(game->tagline.translated() != english, game->name);
            }
        }
        QVERIFY(AppSettings::installTranslator(QStringLiteral("en")));
    }
};

QTEST_MAIN(TranslationsTest)
#include "tst_translations.moc"
