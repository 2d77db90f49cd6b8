// SpeechQueue (app/shell/speechqueue.h): the sentences said to a screen reader, in order, one notice
// shown at a time, the secret ones dropped at a handover, none left in the tree when the screen is
// left (docs/accessibility.md, "What is announced").
#include "speechqueue.h"

#include <QHash>
#include <QSignalSpy>
#include <QTest>

using tidepool::app::SpeechQueue;

namespace {

/// What a screen reader would see of the queue: each notice shown, with the name it carries at
/// that moment, and whether a notice was ever shown while another was.
struct Listener
{
    explicit Listener(SpeechQueue& queue)
        : queue(queue)
    {
        QObject::connect(&queue, &SpeechQueue::dataChanged, &queue,
                         [this](const QModelIndex& from, const QModelIndex&, const QList<int>& roles) {
                             // A name changed on a notice in the tree (before or with this change).
                             const bool shown = this->queue.data(from, SpeechQueue::ShownRole).toBool();
                             if (roles.contains(SpeechQueue::TextRole) && (shown || shownRows.value(from.row())))
                                 renamedWhileShown = true;
                             shownRows[from.row()] = shown;
                             if (!roles.contains(SpeechQueue::ShownRole) || !shown)
                                 return;
                             heard.append(this->queue.data(from, SpeechQueue::TextRole).toString());
                             if (shownCount() > 1)
                                 twoShown = true;
                         });
    }
    int shownCount() const
    {
        int shown = 0;
        for (int row = 0; row < queue.rowCount(); ++row)
            shown += queue.data(queue.index(row), SpeechQueue::ShownRole).toBool() ? 1 : 0;
        return shown;
    }
    SpeechQueue& queue;
    QHash<int, bool> shownRows; ///< each notice's `shown` as last seen
    QStringList heard;
    bool twoShown = false;
    bool renamedWhileShown = false;
};

} // namespace

class TestSpeechQueue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sentencesSaidTogetherAreShownOneByOneInOrder()
    {
        SpeechQueue queue;
        Listener listener(queue);
        queue.say(QStringLiteral("Step 1 of 15: Welcome."));
        queue.say(QStringLiteral("Computer 2 played Red +1."));
        queue.say(QStringLiteral("Ann's turn: choose a card."));
        // The first at once, the others waiting their turn.
        QCOMPARE(listener.heard, QStringList{QStringLiteral("Step 1 of 15: Welcome.")});
        QCOMPARE(queue.waiting(), 2);
        QTRY_COMPARE(listener.heard.size(), 3);
        QCOMPARE(listener.heard, (QStringList{QStringLiteral("Step 1 of 15: Welcome."), QStringLiteral("Computer 2 played Red +1."),
                                              QStringLiteral("Ann's turn: choose a card.")}));
        QVERIFY(!listener.twoShown);
        QVERIFY(!listener.renamedWhileShown);
        QCOMPARE(queue.said(), 3);
        QCOMPARE(queue.waiting(), 0);
        QCOMPARE(queue.lastText(), QStringLiteral("Ann's turn: choose a card."));
        QCOMPARE(queue.shownText(), QStringLiteral("Ann's turn: choose a card."));
    }

    void aSentenceAfterAQuietSpellIsShownAtOnce()
    {
        SpeechQueue queue;
        queue.setGap(20);
        queue.say(QStringLiteral("Ann played Red +1."));
        QSignalSpy said(&queue, &SpeechQueue::saidChanged);
        QTest::qWait(60);
        queue.say(QStringLiteral("Ben's turn."));
        QCOMPARE(said.count(), 1);
        QCOMPARE(queue.shownText(), QStringLiteral("Ben's turn."));
    }

    void nothingIsSaidForAnEmptySentence()
    {
        SpeechQueue queue;
        QSignalSpy changed(&queue, &SpeechQueue::dataChanged);
        queue.say(QString());
        QCOMPARE(changed.count(), 0);
        QCOMPARE(queue.said(), 0);
        QCOMPARE(queue.shownText(), QString());
    }

    void eachSentenceHasItsOwnNoticeRoundTheRing()
    {
        SpeechQueue queue;
        queue.setGap(0);
        Listener listener(queue);
        QStringList said;
        for (int i = 1; i <= SpeechQueue::kRing + 1; ++i) {
            said.append(QStringLiteral("Move %1.").arg(i));
            queue.say(said.last());
        }
        QTRY_COMPARE(listener.heard.size(), SpeechQueue::kRing + 1);
        QCOMPARE(listener.heard, said);
        QVERIFY(!listener.twoShown);
        QVERIFY(!listener.renamedWhileShown);
        // The older notices keep their names (a reader reading late reads the right one) until the
        // ring comes round.
        QStringList kept;
        for (int row = 0; row < queue.rowCount(); ++row)
            kept.append(queue.data(queue.index(row), SpeechQueue::TextRole).toString());
        for (int i = 2; i <= SpeechQueue::kRing + 1; ++i)
            QVERIFY2(kept.contains(QStringLiteral("Move %1.").arg(i)), qPrintable(kept.join(" | ")));
        QVERIFY(!kept.contains(QStringLiteral("Move 1.")));
    }

    void aHandoverDropsTheSecretSentencesOnly()
    {
        SpeechQueue queue;
        Listener listener(queue);
        queue.say(QStringLiteral("Your hand: Red +1, Green −1."), true);
        queue.say(QStringLiteral("Ann played Red +1."));
        queue.say(QStringLiteral("Suggested: Green −1."), true);
        QCOMPARE(queue.shownText(), QStringLiteral("Your hand: Red +1, Green −1."));
        queue.forgetSecrets();
        // The secret notice in the tree leaves it, its name cleared; the secret one waiting never comes.
        QCOMPARE(queue.shownText(), QString());
        for (int row = 0; row < queue.rowCount(); ++row)
            QCOMPARE(queue.data(queue.index(row), SpeechQueue::TextRole).toString(), QString());
        QCOMPARE(queue.waiting(), 1);
        QVERIFY2(!listener.renamedWhileShown, "hidden first, then its name cleared");
        QTRY_COMPARE(listener.heard.size(), 2);
        QCOMPARE(listener.heard.last(), QStringLiteral("Ann played Red +1."));
        QTest::qWait(2 * queue.gap());
        QCOMPARE(listener.heard.size(), 2);
        // A plain sentence shown stays at the next handover.
        queue.forgetSecrets();
        QCOMPARE(queue.shownText(), QStringLiteral("Ann played Red +1."));
    }

    void leavingTheScreenLeavesNoNotice()
    {
        SpeechQueue queue;
        Listener listener(queue);
        queue.say(QStringLiteral("Ann played Red +1."));
        queue.say(QStringLiteral("Ben's turn."));
        queue.forget();
        QCOMPARE(queue.waiting(), 0);
        QCOMPARE(queue.shownText(), QString());
        for (int row = 0; row < queue.rowCount(); ++row) {
            QCOMPARE(queue.data(queue.index(row), SpeechQueue::TextRole).toString(), QString());
            QVERIFY(!queue.data(queue.index(row), SpeechQueue::ShownRole).toBool());
        }
        QVERIFY2(!listener.renamedWhileShown, "hidden first, then its name cleared");
        QTest::qWait(2 * queue.gap());
        QCOMPARE(listener.heard, QStringList{QStringLiteral("Ann played Red +1.")});
        // What was said is still counted (tests read it), and the next sentence comes at once.
        QCOMPARE(queue.said(), 1);
        QCOMPARE(queue.lastText(), QStringLiteral("Ann played Red +1."));
        queue.say(QStringLiteral("Ripple: Ann's turn."));
        QCOMPARE(queue.shownText(), QStringLiteral("Ripple: Ann's turn."));
    }

    void aNegativeGapIsNone()
    {
        SpeechQueue queue;
        QSignalSpy changed(&queue, &SpeechQueue::gapChanged);
        queue.setGap(-5);
        QCOMPARE(queue.gap(), 0);
        QCOMPARE(changed.count(), 1);
        queue.setGap(0);
        QCOMPARE(changed.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestSpeechQueue)
#include "tst_speechqueue.moc"
