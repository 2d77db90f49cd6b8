// Sounds: every sound is in the resources as a small WAV file; volume and mute are remembered and
// a stored value that is not one of them reads as the nearest choice or the default; a test run
// plays nothing, a muted board plays nothing, and a machine without audio output loses nothing.
#include "soundboard.h"

#include <QDataStream>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace tidepool::app;

class TestSound : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        QSettings().remove("sound");
    }

    void everySoundIsASmallWavInTheResources()
    {
        QCOMPARE(SoundBoard::all().size(), 10);
        for (SoundBoard::Sound sound : SoundBoard::all()) {
            const QString name = SoundBoard::fileName(sound);
            QVERIFY2(!name.isEmpty(), qPrintable(QString::number(sound)));
            QFile file(QStringLiteral(":/sounds/%1.wav").arg(name));
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
            const QByteArray bytes = file.readAll();
            QVERIFY(bytes.size() > 44);
            QCOMPARE(bytes.mid(0, 4), QByteArray("RIFF"));
            QCOMPARE(bytes.mid(8, 8), QByteArray("WAVEfmt "));
            QDataStream in(bytes.mid(20, 16));
            in.setByteOrder(QDataStream::LittleEndian);
            quint16 format, channels, blockAlign, bits;
            quint32 rate, byteRate;
            in >> format >> channels >> rate >> byteRate >> blockAlign >> bits;
            QCOMPARE(format, quint16(1)); // PCM
            QCOMPARE(channels, quint16(1));
            QCOMPARE(rate, quint32(22050));
            QCOMPARE(bits, quint16(16));
            const double seconds = double(bytes.size() - 44) / byteRate;
            QVERIFY2(seconds > 0.05 && seconds <= 1.5, qPrintable(name + ": " + QString::number(seconds)));
        }
    }

    void everySoundIsFoundByItsFileName()
    {
        // GameSession::lastActionSounds names sounds by their files; TableSounds plays them by name.
        SoundBoard board;
        for (SoundBoard::Sound sound : SoundBoard::all())
            QCOMPARE(board.named(SoundBoard::fileName(sound)), int(sound));
        QCOMPARE(board.named(QStringLiteral("thunder")), -1);
        QCOMPARE(board.named(QString()), -1);
    }

    void volumeIsRememberedAsTheNearestChoice_data()
    {
        QTest::addColumn<QVariant>("stored");
        QTest::addColumn<int>("volume");
        QTest::newRow("none") << QVariant() << 70;
        QTest::newRow("quiet") << QVariant(35) << 35;
        QTest::newRow("loud") << QVariant(100) << 100;
        QTest::newRow("between") << QVariant(50) << 35;
        QTest::newRow("above") << QVariant(1000000000LL) << 100;
        QTest::newRow("below") << QVariant(-5) << 35;
        QTest::newRow("least 64-bit") << QVariant(std::numeric_limits<qint64>::min()) << 35;
        QTest::newRow("text") << QVariant(QStringLiteral("loud")) << 70;
    }

    void volumeIsRememberedAsTheNearestChoice()
    {
        QFETCH(QVariant, stored);
        QFETCH(int, volume);
        if (stored.isValid())
            QSettings().setValue("sound/volume", stored);
        QCOMPARE(SoundBoard().volume(), volume);
    }

    void settingTheVolumeAndMuteNotifiesOnceAndIsRemembered()
    {
        SoundBoard board;
        QSignalSpy volumeSpy(&board, &SoundBoard::volumeChanged);
        QSignalSpy muteSpy(&board, &SoundBoard::mutedChanged);
        board.setVolume(100);
        board.setVolume(100);
        board.setMuted(true);
        board.setMuted(true);
        QCOMPARE(volumeSpy.count(), 1);
        QCOMPARE(muteSpy.count(), 1);
        SoundBoard again;
        QCOMPARE(again.volume(), 100);
        QVERIFY(again.muted());
        board.setVolume(12); // not a choice: the nearest
        QCOMPARE(again.volume(), 35);
        QSettings().setValue("sound/muted", QStringLiteral("perhaps"));
        QVERIFY(!again.muted());
    }

    void aTestRunPlaysNothing()
    {
        SoundBoard board; // offscreen (tests/app/CMakeLists.txt)
        QVERIFY(board.quiet());
        QSignalSpy spy(&board, &SoundBoard::requested);
        board.play(SoundBoard::Win);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<SoundBoard::Sound>(), SoundBoard::Win);
        QCOMPARE(spy.at(0).at(1).toBool(), false);
        board.play(static_cast<SoundBoard::Sound>(99)); // ignored
        QCOMPARE(spy.count(), 1);
    }

    void mutedPlaysNothing()
    {
        SoundBoard board;
        board.setQuiet(false);
        board.setMuted(true);
        QSignalSpy spy(&board, &SoundBoard::requested);
        board.play(SoundBoard::Card);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(1).toBool(), false);
    }

    void withoutAnAudioOutputEverySoundPlaysWithoutHarm()
    {
        // This machine's tests have no audio server: each sound is sent, fails quietly, and the
        // board goes on answering.
        SoundBoard board;
        board.setQuiet(false);
        QSignalSpy spy(&board, &SoundBoard::requested);
        for (int round = 0; round < 2; ++round)
            for (SoundBoard::Sound sound : SoundBoard::all())
                board.play(sound);
        QTest::qWait(200);
        QCOMPARE(spy.count(), 2 * SoundBoard::all().size());
        for (const auto& call : spy)
            QVERIFY(call.at(1).toBool());
        board.setVolume(35);
        board.setMuted(true);
        QVERIFY(board.muted());
    }
};

QTEST_MAIN(TestSound)
#include "tst_sound.moc"
