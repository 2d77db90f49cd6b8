// Settings: the language switches at once (translator, the controllers' sentences and the whole
// log), is remembered, and unknown languages are refused; the window geometry is remembered.
#include "seatsetup.h"
#include "appsettings.h"
#include "newgamesetup.h"
#include "playernames.h"
#include "reasontext.h"
#include "ribbit/ribbitgame.h"
#include "ribbitrecords.h"
#include "rulesmodels.h"
#include "savestore.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace tidepool::app;

namespace {

// Red, yellow and blue on START; green on space 2 carrying purple. Ann plays G- on green.
const QString kRecord = tidepool::test::ribbitStartRecord(QStringLiteral(R"(["G- G"])"));

QString optionLabel(QAbstractItemModel* model, int row)
{
    return model->data(model->index(row, 0), model->roleNames().key("label")).toString();
}

QString greenDescription(RibbitGame& game)
{
    TurtleModel* turtles = game.turtles();
    for (int i = 0; i < turtles->rowCount(); ++i)
        if (turtles->data(turtles->index(i), TurtleModel::ColorRole).toString() == QLatin1String("G"))
            return turtles->data(turtles->index(i), TurtleModel::DescriptionRole).toString();
    return {};
}

QString firstLogLine(RibbitGame& game)
{
    return game.log()->data(game.log()->index(0), LogModel::TextRole).toString();
}

/// The seats of a New game page as "name|kind|avatar", one per seat.
QStringList seatRows(NewGameSetup& setup)
{
    QStringList out;
    SeatSetupModel* seats = setup.seats();
    for (int i = 0; i < seats->rowCount(); ++i)
        out << QStringLiteral("%1|%2|%3").arg(seats->data(seats->index(i), SeatSetupModel::NameRole).toString(),
                                              seats->data(seats->index(i), SeatSetupModel::KindRole).toString(),
                                              seats->data(seats->index(i), SeatSetupModel::AvatarRole).toString());
    return out;
}

} // namespace

class TestSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TidepoolTests"));
        QCoreApplication::setApplicationName(QStringLiteral("TidepoolSettings"));
        QSettings().clear();
    }

    void theLanguageSwitchesAtOnceEverywhere()
    {
        AppSettings settings;
        RibbitGame game;
        QVERIFY2(game.openRecordText(kRecord), qPrintable(game.errorText()));
        QCOMPARE(firstLogLine(game), QStringLiteral("Ann played Green −1: green moves from space 2 to space 1, carrying purple."));
        QCOMPARE(greenDescription(game), QStringLiteral("Green turtle, space 1, carrying purple"));

        QSignalSpy changed(&settings, &AppSettings::languageChanged);
        QSignalSpy stateChanged(&game, &GameSession::stateChanged);
        settings.setLanguage(QStringLiteral("vi"));
        QCOMPARE(changed.count(), 1);
        QVERIFY(stateChanged.count() >= 1);
        QCOMPARE(settings.language(), QStringLiteral("vi"));
        QCOMPARE(QSettings().value("view/language").toString(), QStringLiteral("vi"));
        QCOMPARE(greenDescription(game), QStringLiteral("Rùa xanh lá, ô 1, đang cõng tím"));
        QVERIFY2(firstLogLine(game).startsWith(QStringLiteral("Ann đánh Xanh lá −1: xanh lá đi từ ô 2 đến ô 1")),
                 qPrintable(firstLogLine(game)));
        QCOMPARE(AppSettings::storedLanguage(), QStringLiteral("vi"));

        // An unknown language changes nothing.
        settings.setLanguage(QStringLiteral("xx"));
        QCOMPARE(settings.language(), QStringLiteral("vi"));
        QCOMPARE(changed.count(), 1);

        settings.setLanguage(QStringLiteral("en"));
        QCOMPARE(changed.count(), 2);
        QCOMPARE(greenDescription(game), QStringLiteral("Green turtle, space 1, carrying purple"));
        QCOMPARE(firstLogLine(game), QStringLiteral("Ann played Green −1: green moves from space 2 to space 1, carrying purple."));
        QCOMPARE(QSettings().value("view/language").toString(), QStringLiteral("en"));
    }

    // The engine's sentences (no Qt) come through the translator hook that installTranslator()
    // sets: refusal reasons, legal-action explanations, option labels and win reasons switch
    // language with everything else, and names still replace "player N" in Vietnamese.
    void theEngineSentencesFollowTheLanguage()
    {
        AppSettings settings;
        settings.setLanguage(QStringLiteral("en"));
        RibbitGame game;
        QVERIFY2(game.openRecordText(tidepool::test::ribbitFinishRecord()), qPrintable(game.errorText()));
        NewGameSetup setup;
        RuleOptionsModel rules;
        rules.setGame(QStringLiteral("ribbit"));
        QCOMPARE(optionLabel(setup.options(), 0), QStringLiteral("Deck"));
        QCOMPARE(optionLabel(&rules, 0), QStringLiteral("Deck"));
        QCOMPARE(game.whyNotAction(QStringLiteral("R+ Y")), QStringLiteral("Red +1 moves only the red turtle"));
        QCOMPARE(game.whyNotAction(QStringLiteral("B+ B")), QStringLiteral("Player 0 does not hold B+"));

        settings.setLanguage(QStringLiteral("vi"));
        QCOMPARE(optionLabel(setup.options(), 0), QStringLiteral("Bộ bài"));
        QCOMPARE(optionLabel(&rules, 0), QStringLiteral("Bộ bài"));
        QCOMPARE(optionLabel(&rules, 4), QStringLiteral("Độ dài đường đua"));
        QCOMPARE(setup.options()->data(setup.options()->index(0), OptionModel::ChoiceNamesRole).toStringList(),
                 (QStringList{QStringLiteral("Cổ điển"), QStringLiteral("Bản luật tiếng Anh")}));
        QCOMPARE(game.whyNotAction(QStringLiteral("R+ Y")), QStringLiteral("Đỏ +1 chỉ di chuyển rùa đỏ"));
        QCOMPARE(game.whyNotAction(QStringLiteral("^ G")),
                 QStringLiteral("Rùa cuối +1 chỉ di chuyển rùa cuối, mà rùa xanh lá không ở cuối (các rùa cuối đang ở "
                                "vị trí Bắt đầu: đỏ, vàng và xanh dương)"));
        QCOMPARE(game.whyNotAction(QStringLiteral("B+ B")), QStringLiteral("Người chơi 0 không có lá B+"));
        // A legal action's explanation, as the learning-mode hints show it.
        const auto legal = game.state()->legalActions();
        const auto g2 = std::find_if(legal.begin(), legal.end(), [](const auto& a) { return a.text == "G++ G"; });
        QVERIFY(g2 != legal.end());
        QCOMPARE(QString::fromStdString(g2->explanation),
                 QStringLiteral("Xanh lá +2: rùa xanh lá đi từ ô 8 đến đích (rau diếp), cõng theo tím; cuộc đua kết thúc"));

        QVERIFY(game.playScripted(QStringLiteral("G++ G")).isEmpty());
        QVERIFY(game.finished());
        QCOMPARE(game.resultReason(),
                 QStringLiteral("Rùa xanh lá đến rau diếp đầu tiên, và Ben ủng hộ màu xanh lá."));
        QCOMPARE(game.whyNotAction(QStringLiteral("R+ R")), QStringLiteral("Ván chơi đã kết thúc"));

        // And back, at run time.
        settings.setLanguage(QStringLiteral("en"));
        QCOMPARE(game.resultReason(),
                 QStringLiteral("Green reached the lettuce first, and Ben backed green."));
        QCOMPARE(optionLabel(setup.options(), 0), QStringLiteral("Deck"));
        QCOMPARE(optionLabel(&rules, 0), QStringLiteral("Deck"));
    }

    void theEnglishPluralsComeFromTheEnglishFile()
    {
        QVERIFY(AppSettings::installTranslator(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("HandTablePage", "Draw pile: %n card(s)", nullptr, 1), QStringLiteral("Draw pile: 1 card"));
        QCOMPARE(QCoreApplication::translate("HandTablePage", "Draw pile: %n card(s)", nullptr, 3), QStringLiteral("Draw pile: 3 cards"));
    }

    // The home screen's "last played" dates are written the way the language in use writes them
    // (QLocale's default follows the language), and again after a switch.
    void theSavedGamesDatesFollowTheLanguage()
    {
        AppSettings settings;
        settings.setLanguage(QStringLiteral("en"));
        QTemporaryDir folder;
        QVERIFY(tidepool::app::writeFileAtomically(folder.filePath(QStringLiteral("a.tidepool.json")), kRecord.toUtf8(), nullptr));
        SavedGamesModel saved;
        saved.setFolder(folder.path());
        QCOMPARE(saved.rowCount(), 1);
        const QModelIndex row = saved.index(0);
        const QDateTime when = saved.data(row, SavedGamesModel::LastPlayedRole).toDateTime();
        QCOMPARE(QLocale().language(), QLocale::English);
        QCOMPARE(saved.data(row, SavedGamesModel::LastPlayedTextRole).toString(),
                 QLocale().toString(when, QLocale::ShortFormat));

        QSignalSpy changed(&saved, &QAbstractItemModel::dataChanged);
        settings.setLanguage(QStringLiteral("vi"));
        QVERIFY(changed.count() >= 1);
        const QString vietnamese = QLocale(QLocale::Vietnamese).toString(when, QLocale::ShortFormat);
        QCOMPARE(saved.data(row, SavedGamesModel::LastPlayedTextRole).toString(), vietnamese);
        // Not a month name of the English calendar among Vietnamese words.
        QVERIFY(!vietnamese.contains(QLocale(QLocale::English).monthName(when.date().month(), QLocale::ShortFormat)));
        settings.setLanguage(QStringLiteral("en"));
        QCOMPARE(QLocale().language(), QLocale::English);
    }

    // The new-game screen's default seat names ("Player 1", "Computer") are the app's, so they
    // follow a language switch; a name someone typed is theirs and stays.
    void theDefaultSeatNamesFollowTheLanguage()
    {
        AppSettings settings;
        settings.setLanguage(QStringLiteral("en"));
        tidepool::test::forgetRememberedSeats();
        NewGameSetup setup;
        setup.addSeat();
        auto name = [&](int row) { return setup.seats()->data(setup.seats()->index(row), SeatSetupModel::NameRole).toString(); };
        QCOMPARE(name(0), QStringLiteral("Player 1"));
        QCOMPARE(name(2), QStringLiteral("Computer (Medium)"));
        QCOMPARE(name(3), QStringLiteral("Player 4"));
        setup.setSeatName(1, QStringLiteral("Ann"));

        settings.setLanguage(QStringLiteral("vi"));
        QCOMPARE(name(0), QCoreApplication::translate("NewGameSetup", "Player 1"));
        QVERIFY(name(0) != QStringLiteral("Player 1"));
        QCOMPARE(name(1), QStringLiteral("Ann"));
        QCOMPARE(name(2), QCoreApplication::translate("tidepool::app::NewGameSetup", "Computer (%1)")
                              .arg(QCoreApplication::translate("tidepool::app::NewGameSetup", "Medium")));
        QCOMPARE(name(2), QStringLiteral("Máy (Vừa)"));
        QCOMPARE(name(3), QCoreApplication::translate("NewGameSetup", "Player %1").arg(4));

        // Typing the default name by hand makes it the user's own; clearing a name too.
        setup.setSeatName(0, QStringLiteral("Bé"));
        settings.setLanguage(QStringLiteral("en"));
        QCOMPARE(name(0), QStringLiteral("Bé"));
        QCOMPARE(name(1), QStringLiteral("Ann"));
        QCOMPARE(name(2), QStringLiteral("Computer (Medium)"));
        QCOMPARE(name(3), QStringLiteral("Player 4"));
    }

    // Ripple's tie sentences name a group of seats ("players 0 and 1"): the app shows the names,
    // joined as the language joins them, in both languages.
    void tiedPlayersAreNamed()
    {
        AppSettings settings;
        settings.setLanguage(QStringLiteral("en"));
        const QStringList names{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Chi")};
        auto nameOf = [&](int p) { return p < names.size() ? names[p] : QString(); };
        const QString ripple = QStringLiteral("ripple"); // the game whose ties name groups
        QCOMPARE(tidepool::app::withPlayerNames(
                     QStringLiteral("players 0 and 1 are tied on 100 points; player 1 wins with the lower score"), nameOf, ripple),
                 QStringLiteral("Ann and Ben are tied on 100 points; Ben wins with the lower score"));
        QCOMPARE(tidepool::app::withPlayerNames(QStringLiteral("players 0, 1 and 2 are tied on 65 points"), nameOf, ripple),
                 QStringLiteral("Ann, Ben and Chi are tied on 65 points"));
        // A seat nobody is named for stays as the engine said it.
        QCOMPARE(tidepool::app::withPlayerNames(QStringLiteral("players 0 and 7 are tied"), nameOf, ripple),
                 QStringLiteral("players 0 and 7 are tied"));

        settings.setLanguage(QStringLiteral("vi"));
        const QString group = QCoreApplication::translate("ripple", "players {0}")
                                  .replace(QLatin1String("{0}"), QCoreApplication::translate("ripple", "{0} and {1}")
                                                                     .replace(QLatin1String("{0}"), QLatin1String("0"))
                                                                     .replace(QLatin1String("{1}"), QLatin1String("1")));
        QCOMPARE(group, QStringLiteral("những người chơi 0 và 1"));
        QCOMPARE(tidepool::app::withPlayerNames(group + QStringLiteral(" hòa nhau; người chơi 1 thắng"), nameOf, ripple),
                 QStringLiteral("Ann và Ben hòa nhau; Ben thắng"));
        settings.setLanguage(QStringLiteral("en"));
    }

    // People remembered (issue 20): the New game page's seats (names typed, kinds, avatar colours)
    // are the same in the next run; names nobody typed are made again.
    void theSeatsAreRememberedBetweenRuns()
    {
        AppSettings settings;
        settings.setLanguage(QStringLiteral("en"));
        tidepool::test::forgetRememberedSeats();
        {
            NewGameSetup first;
            QCOMPARE(seatRows(first), (QStringList{"Player 1|human|0", "Player 2|human|1", "Computer (Medium)|bot:medium|2"}));
            first.setSeatName(0, QStringLiteral("Bà Tư"));
            first.setSeatKind(1, QStringLiteral("bot:hard"));
            first.addSeat();
            first.setSeatName(3, QStringLiteral("Ann"));
            first.setSeatAvatar(3, 5);
            first.nextSeatAvatar(0); // 0 -> 3, the next colour no one has
        }
        const QStringList expected{"Bà Tư|human|3", "Computer (Hard)|bot:hard|1", "Computer (Medium)|bot:medium|2",
                                   "Ann|human|5"};
        QSettings().sync();
        NewGameSetup next;
        QCOMPARE(seatRows(next), expected);
        // At the table, the same people keep their colours; others get their seat's, all different.
        QCOMPARE(AppSettings::avatarsFor({"Ann", "Bà Tư", "Computer (Hard)", "Dee"}), (QList<int>{5, 3, 2, 0}));
        QCOMPARE(AppSettings::avatarsFor({"Dee", "Ann"}), (QList<int>{0, 5}));

        // In Vietnamese, the computers' default names too.
        settings.setLanguage(QStringLiteral("vi"));
        NewGameSetup vietnamese;
        QCOMPARE(seatRows(vietnamese).at(1), QStringLiteral("Máy (Khó)|bot:hard|1"));
        settings.setLanguage(QStringLiteral("en"));
    }

    // A computer is named as a computer with its level, two of a level are numbered, and a seat
    // made a person again gets a person's default name; a typed name is never changed.
    void computersAreNamedAsComputers()
    {
        AppSettings settings;
        settings.setLanguage(QStringLiteral("en"));
        tidepool::test::forgetRememberedSeats();
        NewGameSetup setup;
        auto name = [&](int row) { return setup.seats()->data(setup.seats()->index(row), SeatSetupModel::NameRole).toString(); };
        setup.setSeatKind(0, QStringLiteral("bot:easy"));
        QCOMPARE(name(0), QStringLiteral("Computer (Easy)"));
        setup.setSeatKind(1, QStringLiteral("bot:medium"));
        QCOMPARE(name(1), QStringLiteral("Computer 1 (Medium)"));
        QCOMPARE(name(2), QStringLiteral("Computer 2 (Medium)"));
        QCOMPARE(setup.problem(), QString());
        setup.setSeatKind(1, QStringLiteral("human"));
        QCOMPARE(name(1), QStringLiteral("Player 2"));
        QCOMPARE(name(2), QStringLiteral("Computer (Medium)"));
        setup.setSeatName(2, QStringLiteral("Robo"));
        setup.setSeatKind(2, QStringLiteral("bot:hard"));
        QCOMPARE(name(2), QStringLiteral("Robo"));
    }

    // A damaged or hand-edited `people/seats` gives the defaults, entry by entry.
    void badStoredSeatsFallBack()
    {
        AppSettings settings;
        settings.setLanguage(QStringLiteral("en"));
        const QStringList defaults{"Player 1|human|0", "Player 2|human|1", "Computer (Medium)|bot:medium|2"};
        // Too many seats, or none: the defaults.
        for (const QString& size : {QStringLiteral("9"), QStringLiteral("0"), QStringLiteral("lots")}) {
            QSettings stored;
            stored.remove("people/seats");
            stored.setValue("people/seats/size", size);
            stored.setValue("people/seats/1/name", "Ann");
            NewGameSetup setup;
            QCOMPARE(seatRows(setup), defaults);
        }
        // Each entry checked: an unknown kind is a person, a name too long or not text is the
        // default one, an avatar out of range or taken is the first one free.
        {
            QSettings stored;
            stored.remove("people/seats");
            stored.setValue("people/seats/size", 3);
            stored.setValue("people/seats/1/name", QString(30, QLatin1Char('x')));
            stored.setValue("people/seats/1/kind", "bot:genius");
            stored.setValue("people/seats/1/avatar", 4);
            stored.setValue("people/seats/2/name", QStringList{"Ann", "Ben"});
            stored.setValue("people/seats/2/kind", "bot:easy");
            stored.setValue("people/seats/2/avatar", 4);
            stored.setValue("people/seats/3/name", " Chi ");
            stored.setValue("people/seats/3/kind", 7);
            stored.setValue("people/seats/3/avatar", "-1");
        }
        NewGameSetup setup;
        QCOMPARE(seatRows(setup), (QStringList{"Player 1|human|4", "Computer (Easy)|bot:easy|0", "Chi|human|1"}));
        tidepool::test::forgetRememberedSeats();
    }

    // A remembered name is read back as it was stored: at most kMaxNameLength characters counted
    // as cleanPlayerName() cuts them, by code points. It was checked in UTF-16 units, so a name of
    // 24 characters with emoji in it (28 units) came back as the default name.
    void aRememberedNameWithEmojiIsKept()
    {
        AppSettings settings;
        settings.setLanguage(QStringLiteral("en"));
        const QString turtle = QString::fromUcs4(U"\U0001F422");
        const QString name = QString(20, QLatin1Char('a')) + turtle + turtle + turtle + turtle;
        QCOMPARE(name.toUcs4().size(), AppSettings::kMaxNameLength);
        QVERIFY(name.size() > AppSettings::kMaxNameLength);
        QCOMPARE(cleanPlayerName(name, {}, AppSettings::kMaxNameLength), name); // as it would be stored
        {
            QSettings stored;
            stored.remove("people/seats");
            stored.setValue("people/seats/size", 2);
            stored.setValue("people/seats/1/name", name);
            stored.setValue("people/seats/1/kind", "human");
            stored.setValue("people/seats/1/avatar", 3);
            stored.setValue("people/seats/2/name", name + turtle); // one character too many
            stored.setValue("people/seats/2/kind", "human");
            stored.setValue("people/seats/2/avatar", 1);
        }
        NewGameSetup setup;
        QCOMPARE(seatRows(setup), (QStringList{name + "|human|3", "Player 2|human|1"}));
        tidepool::test::forgetRememberedSeats();
    }

    void theWindowGeometryIsRemembered()
    {
        {
            AppSettings settings;
            settings.setWindowGeometry(QRect(10, 20, 1100, 700));
        }
        AppSettings later;
        QCOMPARE(later.windowGeometry(), QRect(10, 20, 1100, 700));
    }

    // "Confirm each move" (issue 17): on by default, remembered, and a stored value that is not a
    // boolean reads as the default.
    void confirmingEachMoveIsRememberedAndValidated()
    {
        QSettings().remove(QStringLiteral("play/confirmMoves"));
        QVERIFY(AppSettings().confirmMoves());
        {
            AppSettings settings;
            QSignalSpy changed(&settings, &AppSettings::changed);
            settings.setConfirmMoves(false);
            QCOMPARE(changed.count(), 1);
        }
        QVERIFY(!AppSettings().confirmMoves());
        QVERIFY(!AppSettings::storedConfirmMoves());
        for (const char* garbage : {"maybe", "", "2", "yes please"}) {
            QSettings().setValue(QStringLiteral("play/confirmMoves"), QString::fromLatin1(garbage));
            QVERIFY2(AppSettings().confirmMoves(), garbage);
        }
        QSettings().setValue(QStringLiteral("play/confirmMoves"), QStringLiteral("false"));
        QVERIFY(!AppSettings().confirmMoves());
        AppSettings().setConfirmMoves(true);
        QVERIFY(AppSettings().confirmMoves());
    }

    // A bad pace in Tidepool.conf (0, negative, text, huge) froze every computer player, and
    // Settings showed no pace chosen (issue 16): every stored setting is checked when read, and a
    // pace or speed is always one that Settings offers.
    void badStoredSettingsGiveAChoiceSettingsOffers_data()
    {
        QTest::addColumn<QVariant>("stored");
        QTest::addColumn<int>("pace");
        QTest::addColumn<int>("animation");
        QTest::newRow("zero") << QVariant(0) << 300 << 0;
        QTest::newRow("negative") << QVariant(-900) << 300 << 0;
        QTest::newRow("text") << QVariant(QStringLiteral("fast please")) << 900 << 350;
        QTest::newRow("empty") << QVariant(QString()) << 900 << 350;
        QTest::newRow("huge") << QVariant(QStringLiteral("99999999999999999999")) << 900 << 350;
        QTest::newRow("big") << QVariant(86400000) << 1800 << 700;
        QTest::newRow("the least 64-bit") << QVariant(QStringLiteral("-9223372036854775808")) << 300 << 0;
        QTest::newRow("the greatest 64-bit") << QVariant(QStringLiteral("9223372036854775807")) << 1800 << 700;
        QTest::newRow("near a choice") << QVariant(1000) << 900 << 700;
        QTest::newRow("a list") << QVariant(QStringList{"1", "2"}) << 900 << 350;
        QTest::newRow("a choice") << QVariant(QStringLiteral("300")) << 300 << 350;
    }
    void badStoredSettingsGiveAChoiceSettingsOffers()
    {
        QFETCH(QVariant, stored);
        QFETCH(int, pace);
        QFETCH(int, animation);
        QSettings().setValue("play/botDelay", stored);
        QSettings().setValue("view/animationDuration", stored);
        QSettings().setValue("play/learningModeDefault", stored);
        AppSettings settings;
        QCOMPARE(settings.botDelay(), pace);
        QVERIFY(AppSettings::botDelays().contains(settings.botDelay()));
        QCOMPARE(settings.animationDuration(), animation);
        QVERIFY(AppSettings::animationDurations().contains(settings.animationDuration()));
        QCOMPARE(settings.learningModeDefault(), stored.toString() != QLatin1String("0"));
        settings.setBotDelay(-1); // out of range through the API too: the nearest choice
        QCOMPARE(settings.botDelay(), 300);
        QSettings().remove("play");
        QSettings().remove("view/animationDuration");
    }

    // Online seat tokens (what brings a player back to their seats) sat in Tidepool.conf, which
    // every user of the computer can read (issue 41): they are kept in a file of their own that only
    // the user can read (0600), never in the settings, and the tokens an older Tidepool left in the
    // settings are moved into it and removed from the settings.
    void seatTokensAreKeptInAFileOnlyTheUserCanRead()
    {
        const QString file =
            QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/online-seat-tokens.json");
        QFile::remove(file);
        const auto mode = [&] {
            struct stat info{};
            return ::stat(QFile::encodeName(file).constData(), &info) == 0 ? int(info.st_mode & 07777) : -1;
        };
        const auto settingsText = [] {
            QSettings settings;
            settings.sync();
            QFile conf(settings.fileName());
            return conf.open(QIODevice::ReadOnly) ? conf.readAll() : QByteArray();
        };
        const QUrl server(QStringLiteral("http://127.0.0.1:2567"));
        const QString secret = QStringLiteral("seat-token-kept-secret");
        AppSettings::storeSeatToken(server, QStringLiteral("ABCDEF"), secret);
        QCOMPARE(AppSettings::storedSeatToken(server, QStringLiteral("ABCDEF")), secret);
        QVERIFY2(QFile::exists(file), qPrintable(file));
        QCOMPARE(mode(), 0600);
        QVERIFY(!QSettings().contains(QStringLiteral("online/seatTokens")));
        QVERIFY2(!settingsText().contains(secret.toUtf8()), settingsText().constData());

        // Kept by an older Tidepool in the settings: moved to the file, gone from the settings.
        QFile::remove(file);
        const QString old = QStringLiteral("seat-token-of-an-older-tidepool");
        QSettings().setValue(QStringLiteral("online/seatTokens"),
                             QStringLiteral("[{\"server\": \"http://127.0.0.1:2567\", \"code\": \"OLDONE\", \"token\": \"%1\", "
                                            "\"at\": \"2020-01-01T00:00:00Z\"}]")
                                 .arg(old));
        QSettings().sync();
        QCOMPARE(AppSettings::storedSeatToken(server, QStringLiteral("OLDONE")), old);
        QVERIFY(!QSettings().contains(QStringLiteral("online/seatTokens")));
        QVERIFY2(!settingsText().contains(old.toUtf8()), settingsText().constData());
        QCOMPARE(mode(), 0600);
        QFile tokens(file);
        QVERIFY(tokens.open(QIODevice::ReadOnly));
        QVERIFY(tokens.readAll().contains(old.toUtf8()));
        tokens.close();
        // A file made readable by others since is made private again when read.
        QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup |
                                                QFileDevice::ReadOther));
        QCOMPARE(AppSettings::storedSeatToken(server, QStringLiteral("OLDONE")), old);
        QCOMPARE(mode(), 0600);
        // Forgetting a token rewrites the file, still private.
        AppSettings::storeSeatToken(server, QStringLiteral("OLDONE"), {});
        QCOMPARE(AppSettings::storedSeatToken(server, QStringLiteral("OLDONE")), QString());
        QCOMPARE(mode(), 0600);
    }

    // A window remembered on a monitor since unplugged opened entirely off-screen (issue 16): the
    // remembered place is moved onto the screens there are now.
    void aRememberedWindowIsMovedOntoTheScreens()
    {
        const QList<QRect> one{QRect(0, 0, 1366, 768)};
        QCOMPARE(AppSettings::fitToScreens(QRect(100, 50, 1100, 700), one), QRect(100, 50, 1100, 700));
        // On a second monitor to the right, now gone: centred on the one left.
        QCOMPARE(AppSettings::fitToScreens(QRect(2000, 100, 1100, 700), one), QRect(133, 34, 1100, 700));
        // Above the screen (its title bar out of reach), and larger than the screen: shrunk to fit.
        QCOMPARE(AppSettings::fitToScreens(QRect(0, -650, 1500, 900), one), QRect(0, 0, 1366, 768));
        // Two screens: kept on the second while it is there.
        const QList<QRect> two{QRect(0, 0, 1366, 768), QRect(1366, 0, 1920, 1080)};
        QCOMPARE(AppSettings::fitToScreens(QRect(2000, 100, 1100, 700), two), QRect(2000, 100, 1100, 700));
        QCOMPARE(AppSettings::fitToScreens(QRect(), one), QRect());

        // Through the settings, on this run's screens.
        {
            AppSettings settings;
            settings.setWindowGeometry(QRect(-40000, 30000, 1100, 700));
        }
        AppSettings later;
        const QRect placed = later.windowGeometry();
        QVERIFY(!placed.isNull());
        QVERIFY2(QGuiApplication::primaryScreen()->availableGeometry().contains(placed.topLeft()),
                 qPrintable(QStringLiteral("%1,%2").arg(placed.x()).arg(placed.y())));
        QSettings().setValue("view/windowGeometry", QStringLiteral("garbage"));
        QCOMPARE(AppSettings().windowGeometry(), QRect());
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
