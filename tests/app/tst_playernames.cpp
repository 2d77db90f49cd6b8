// Names typed by people or sent over the network, as anyone may be shown them (app/text/playernames.h):
// cleanPlayerName() keeps what the game server keeps (cleanName in server/src/table-room.js: Unicode
// general categories L, M, N, P and S, every run of anything else one space, trimmed, at most 40
// code points). The expected values are what that JavaScript function answers for the same text.
// Before, the app took a name with simplified(), which keeps controls (NEL, CSI), bidi overrides,
// zero-width and private-use characters: a name could reverse or hide the text after it.
#include "appsettings.h"
#include "newgamesetup.h"
#include "playernames.h"

#include <QCoreApplication>
#include <QSettings>
#include <QTest>

using namespace tidepool::app;

namespace {
/// `text` with \uXXXX written as in JavaScript (UTF-16 units, so a lone surrogate can be written).
QString js(const char16_t* text) { return QString::fromUtf16(text); }
} // namespace

class TestPlayerNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("TidepoolTests"));
        QCoreApplication::setApplicationName(QStringLiteral("TidepoolPlayerNames"));
    }

    // The settings of this test's own (ctest: tidepool_test_home), emptied for each test.
    void init() { QSettings().clear(); }

    void controlsFormatCharactersAndSpacesAreOneSpace_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("clean");
        // NEL and CSI (C1 controls), a right-to-left override, a line separator.
        QTest::newRow("C1 controls, bidi override, line separator")
            << js(u"Ann\u0085\u009b31mX\u202eevil\u2028line") << QStringLiteral("Ann 31mX evil line");
        // Zero-width space and joiner, a bidi isolate, no-break and ideographic spaces, a private-use
        // character and BEL; the ends are trimmed.
        QTest::newRow("zero-width, isolate, spaces, private use, BEL")
            << js(u"\u200bB\u200de\u2066n\u00a0\u3000Z\ue000\u0007") << QStringLiteral("B e n Z");
        // Nothing printable: the fallback.
        QTest::newRow("nothing printable") << js(u"\u202e\u200b\u2029") << QStringLiteral("FALLBACK");
        QTest::newRow("empty") << QString() << QStringLiteral("FALLBACK");
        // A lone surrogate (high or low) is not a character: a space, like any other.
        QTest::newRow("lone surrogates") << js(u"A\xd800" u"B\xdc00" u"C\xd800") << QStringLiteral("A B C");
        QTest::newRow("whitespace runs") << js(u"  Ann \t\n Lee  ") << QStringLiteral("Ann Lee");
        // A byte-order mark and a soft hyphen are format characters too.
        QTest::newRow("BOM, soft hyphen") << js(u"\ufeffBom\u00adSoft") << QStringLiteral("Bom Soft");
        // Letters, marks, numbers, punctuation and symbols of any script stay as they are.
        QTest::newRow("printable") << js(u"Nguy\u1ec5n Th\u1ecb \u00c1nh #1 \u2013 \u00a9 \u0e01\u0e34 \u0301a")
                                   << js(u"Nguy\u1ec5n Th\u1ecb \u00c1nh #1 \u2013 \u00a9 \u0e01\u0e34 \u0301a");
    }

    void controlsFormatCharactersAndSpacesAreOneSpace()
    {
        QFETCH(QString, name);
        QFETCH(QString, clean);
        QCOMPARE(cleanPlayerName(name, QStringLiteral("FALLBACK")), clean);
    }

    // At most 40 code points, never half of a surrogate pair, trimmed after the cut; the server
    // reads only the first 160 UTF-16 units.
    void aNameIsCutAt40CodePoints()
    {
        const QString a39(39, QLatin1Char('a'));
        const QString emoji = js(u"\U0001F600");
        QCOMPARE(emoji.size(), 2);
        // The emoji is the 40th character: kept whole (41 UTF-16 units).
        QCOMPARE(cleanPlayerName(a39 + emoji + QStringLiteral("b"), {}), a39 + emoji);
        // A space as the 40th: trimmed after the cut.
        QCOMPARE(cleanPlayerName(a39 + QStringLiteral(" b"), {}), a39);
        // 80 emoji after an x: the 160 units read end inside the 80th; 40 characters are kept.
        QString many = QStringLiteral("x");
        for (int i = 0; i < 80; ++i)
            many += emoji;
        QString forty = QStringLiteral("x");
        for (int i = 0; i < 39; ++i)
            forty += emoji;
        QCOMPARE(cleanPlayerName(many, {}), forty);
        // A shorter limit (the app's 24 for names typed at this screen) counts code points too.
        QCOMPARE(cleanPlayerName(QString(23, QLatin1Char('b')) + emoji + emoji, {}, 24),
                 QString(23, QLatin1Char('b')) + emoji);
    }

    // A record's names as the views show them: the same characters removed, the record untouched.
    void aRecordsNameIsShownPrintable()
    {
        QCOMPARE(shownPlayerName(js(u"Ann\u202eevil\u0085").toStdString(), 0), QStringLiteral("Ann evil"));
        QCOMPARE(shownPlayerName(js(u"\u200b\u2066").toStdString(), 1), defaultSeatName(2));
        // Cut at 40 characters counted as code points, as names are typed: a name of 24 emoji (48
        // UTF-16 units), taken at the New game page, was shown cut after 20 of them.
        const QString turtle = QString::fromUcs4(U"\U0001F422");
        const QString typed = turtle.repeated(24);
        QCOMPARE(cleanPlayerName(typed, {}, AppSettings::kMaxNameLength), typed);
        QCOMPARE(shownPlayerName(typed.toStdString(), 0), typed);
        QCOMPARE(shownPlayerName(turtle.repeated(40).toStdString(), 0), turtle.repeated(40));
        QCOMPARE(shownPlayerName(turtle.repeated(41).toStdString(), 0), turtle.repeated(40) + QChar(0x2026));
        QCOMPARE(shownPlayerName((QString(39, QLatin1Char('a')) + QStringLiteral(" b")).toStdString(), 0),
                 QString(39, QLatin1Char('a')) + QChar(0x2026));
    }

    // Names typed at this screen: the online name in Settings and the New game page's seats.
    void typedNamesAreCleaned()
    {
        AppSettings settings;
        settings.setPlayerName(js(u"\u202eAnn\u0085Lee\u200b"));
        QCOMPARE(settings.playerName(), QStringLiteral("Ann Lee"));
        settings.setPlayerName(js(u"\u2066\u2069"));
        QCOMPARE(settings.playerName(), QString());

        NewGameSetup setup;
        setup.setSeatName(0, js(u"Ann\u202e"));
        setup.setSeatName(1, js(u"\u200b"));
        QCOMPARE(setup.problem(), QStringLiteral("Seat 2 needs a name"));
        setup.setSeatName(1, js(u"Ann\u2028"));
        QCOMPARE(setup.problem(), QStringLiteral("Two seats are called Ann"));
        setup.setSeatName(1, js(u"\u00a0Ben\u0007"));
        QCOMPARE(setup.problem(), QString());
        const tidepool::Record record = setup.toRecord(1);
        QCOMPARE(QString::fromStdString(record.players[0].name), QStringLiteral("Ann"));
        QCOMPARE(QString::fromStdString(record.players[1].name), QStringLiteral("Ben"));
    }
};

QTEST_GUILESS_MAIN(TestPlayerNames)
#include "tst_playernames.moc"
