// GameSession, the facade the game pages bind to: each of its properties and of its parts'
// (game.replay, game.handover, ...) has its own NOTIFY signal, emitted exactly when that property's
// value changed (once), never for the others; and a computer move worked out for a game that is
// gone is dropped.
#include "appsettings.h"
#include "newgamesetup.h"
#include "ribbit/ribbitgame.h"
#include "ribbitrecords.h"
#include "seatsetup.h"

#include <QMetaProperty>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QThreadPool>

#include <memory>
#include <vector>

using namespace tidepool::app;

namespace {

int handRow(HandModel* hand, const QString& card)
{
    for (int i = 0; i < hand->rowCount(); ++i)
        if (hand->data(hand->index(i), HandModel::CardRole).toString() == card)
            return i;
    return -1;
}

/// A property with a NOTIFY signal, of the session or of one of its parts.
struct Published
{
    QObject* object;
    QMetaProperty property;
    /// "actionCount", "replay.position".
    QString name;
};

/// Every property GameSession itself declares with a NOTIFY signal, then every one of each of its
/// parts (its CONSTANT QObject properties), named "part.property".
std::vector<Published> sessionProperties(GameSession& session)
{
    std::vector<Published> properties;
    const QMetaObject& meta = GameSession::staticMetaObject;
    for (int i = meta.propertyOffset(); i < meta.propertyCount(); ++i) {
        const QMetaProperty property = meta.property(i);
        if (property.hasNotifySignal()) {
            properties.push_back({&session, property, QString::fromLatin1(property.name())});
            continue;
        }
        auto* part = qobject_cast<SessionPart*>(property.read(&session).value<QObject*>());
        if (!part)
            continue;
        const QMetaObject* partMeta = part->metaObject();
        for (int j = QObject::staticMetaObject.propertyCount(); j < partMeta->propertyCount(); ++j)
            properties.push_back({part, partMeta->property(j),
                                  QString::fromLatin1(property.name()) + QLatin1Char('.') +
                                      QString::fromLatin1(partMeta->property(j).name())});
    }
    return properties;
}

/// Runs `step` on `session` and checks that every property's own signal was emitted exactly once
/// when its value changed, and not at all when it did not. Returns the names that changed.
QStringList expectOwnSignals(GameSession& session, const std::function<void()>& step)
{
    QStringList changed;
    std::vector<QVariant> before;
    std::vector<std::unique_ptr<QSignalSpy>> spies;
    const std::vector<Published> properties = sessionProperties(session);
    for (const Published& published : properties) {
        before.push_back(published.property.read(published.object));
        spies.push_back(std::make_unique<QSignalSpy>(published.object, published.property.notifySignal()));
    }
    step();
    for (std::size_t i = 0; i < properties.size(); ++i) {
        const bool differs = properties[i].property.read(properties[i].object) != before[i];
        const int emitted = int(spies[i]->count());
        if (differs)
            changed << properties[i].name;
        if (differs ? emitted != 1 : emitted != 0) {
            QTest::qFail(qPrintable(QStringLiteral("%1: changed %2, its signal emitted %3 times")
                                        .arg(properties[i].name, differs ? QStringLiteral("yes") : QStringLiteral("no"))
                                        .arg(emitted)),
                         __FILE__, __LINE__);
            return changed;
        }
    }
    return changed;
}

} // namespace

class TestSessionSignals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyPropertyHasItsOwnSignal()
    {
        RibbitGame game;
        QSet<QString> signalNames;
        const std::vector<Published> properties = sessionProperties(game);
        for (const Published& published : properties) {
            const QByteArray expected = QByteArray(published.property.name()) + "Changed";
            QCOMPARE(published.property.notifySignal().name(), expected);
            // Each signal belongs to one property: of the session, or of one part.
            signalNames.insert(QString::number(quintptr(published.object)) + QLatin1Char('/') +
                               QString::fromLatin1(published.property.notifySignal().name()));
        }
        QVERIFY(properties.size() >= 40);
        QCOMPARE(qsizetype(signalNames.size()), qsizetype(properties.size()));
    }

    void eachChangeEmitsOnlyItsOwnSignals()
    {
        AppSettings settings;
        settings.setConfirmMoves(false);
        auto restore = qScopeGuard([&] { settings.setConfirmMoves(true); });
        RibbitGame game; // Ann and Ben share the screen (hot seat, handover)
        QStringList changed = expectOwnSignals(game, [&] {
            QVERIFY(game.openRecordText(tidepool::test::ribbitStartRecord()));
        });
        QVERIFY(changed.contains(QStringLiteral("active")));
        QVERIFY(changed.contains(QStringLiteral("handover.pending")));
        QVERIFY(!changed.contains(QStringLiteral("actionCount")));

        changed = expectOwnSignals(game, [&] { game.confirmHandover(); });
        QVERIFY(changed.contains(QStringLiteral("handover.viewer")));
        QVERIFY(changed.contains(QStringLiteral("handover.pending")));
        QVERIFY(!changed.contains(QStringLiteral("playerCount")));
        QVERIFY(!changed.contains(QStringLiteral("active")));
        QVERIFY(!changed.contains(QStringLiteral("currentPlayer")));

        // Learning mode off: the suggestion button and the word after each move go, nothing else
        // of the game changes.
        const QStringList learning{QStringLiteral("learningMode"), QStringLiteral("suggestion.available"),
                                   QStringLiteral("suggestion.hintEnabled")};
        changed = expectOwnSignals(game, [&] { game.setLearningMode(false); });
        QCOMPARE(changed, learning);
        changed = expectOwnSignals(game, [&] { game.setLearningMode(true); });
        QCOMPARE(changed, learning);

        changed = expectOwnSignals(game, [&] { QVERIFY(!game.playOn(QStringLiteral("G"))); }); // no card chosen
        QVERIFY(changed.isEmpty());
        game.selectCard(handRow(game.hand(), QStringLiteral("G-")));
        changed = expectOwnSignals(game, [&] { QVERIFY(game.playOn(QStringLiteral("G"))); });
        QVERIFY(changed.contains(QStringLiteral("actionCount")));
        QVERIFY(changed.contains(QStringLiteral("currentPlayer")));
        QVERIFY(!changed.contains(QStringLiteral("playerCount")));
        QVERIFY(!changed.contains(QStringLiteral("replay.active")));

        changed = expectOwnSignals(game, [&] { QVERIFY(game.startReplay()); });
        QVERIFY(changed.contains(QStringLiteral("replay.active")));
        changed = expectOwnSignals(game, [&] { game.seekReplay(1); });
        QCOMPARE(changed.contains(QStringLiteral("replay.position")), true);
        QVERIFY(!changed.contains(QStringLiteral("replay.length")));
        changed = expectOwnSignals(game, [&] { game.seekReplay(1); });
        QVERIFY(changed.isEmpty());
        changed = expectOwnSignals(game, [&] { game.stopReplay(); });
        QVERIFY(changed.contains(QStringLiteral("replay.active")));
    }

    void aComputerMoveWorkedOutBeforeANewGameIsDropped()
    {
        RibbitGame game;
        const auto setup = tidepool::test::seatSetup({"bot:medium", "bot:medium", "bot:medium"});
        QVERIFY(game.start(setup.get()));
        QVERIFY(game.botToAct());
        game.playBotMove();
        QVERIFY(game.busy());
        // A new game while the computer thinks: its move belongs to the old one (never applied,
        // never even tried on the new game).
        QSignalSpy notices(&game, &GameSession::notice);
        QVERIFY(game.openRecordText(tidepool::test::ribbitStartRecord()));
        QVERIFY(!game.busy());
        QThreadPool::globalInstance()->waitForDone();
        for (int i = 0; i < 5; ++i)
            QTest::qWait(20);
        QCOMPARE(game.actionCount(), 0);
        QCOMPARE(game.log()->rowCount(), 0);
        QCOMPARE(notices.count(), 0);
    }
};

QTEST_MAIN(TestSessionSignals)
#include "tst_sessionsignals.moc"
