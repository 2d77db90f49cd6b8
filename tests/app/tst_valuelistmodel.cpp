// ValueListModel::setRows (app/models/valuelistmodel.h): a view is told the smallest change, so it
// rebuilds and renames only what changed (issue 43: every renamed delegate reaches a screen reader).
#include "valuelistmodel.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using tidepool::app::ValueListModel;

namespace {

struct Card
{
    QString card;
    bool playable = false;
    bool operator==(const Card&) const = default;
    bool sameItem(const Card& other) const { return card == other.card; }
};

class Hand : public ValueListModel<Card>
{
public:
    QVariant data(const QModelIndex& index, int role) const override
    {
        const Card* r = row(index);
        return r && role == Qt::DisplayRole ? QVariant(r->card) : QVariant();
    }
};

QList<Card> cards(const QStringList& names, bool playable = false)
{
    QList<Card> out;
    for (const QString& name : names)
        out.append({name, playable});
    return out;
}

/// A copy kept in step by the model's signals alone, as a view keeps its delegates.
struct View
{
    explicit View(Hand& hand)
    {
        for (int i = 0; i < hand.rowCount(); ++i)
            names.append(hand.data(hand.index(i), Qt::DisplayRole).toString());
        QObject::connect(&hand, &QAbstractItemModel::rowsInserted, &hand, [this, &hand](const QModelIndex&, int first, int last) {
            for (int i = first; i <= last; ++i)
                names.insert(i, hand.data(hand.index(i), Qt::DisplayRole).toString());
            inserted += last - first + 1;
        });
        QObject::connect(&hand, &QAbstractItemModel::rowsRemoved, &hand, [this](const QModelIndex&, int first, int last) {
            names.remove(first, last - first + 1);
            removed += last - first + 1;
        });
        QObject::connect(&hand, &QAbstractItemModel::dataChanged, &hand, [this, &hand](const QModelIndex& from, const QModelIndex& to) {
            for (int i = from.row(); i <= to.row(); ++i) {
                names[i] = hand.data(hand.index(i), Qt::DisplayRole).toString();
                ++changed;
            }
        });
    }
    QStringList names;
    int inserted = 0;
    int removed = 0;
    int changed = 0;
};

} // namespace

class TestValueListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aCardPlayedFromTheMiddleAndOneDrawnChangeTwoRowsOnly()
    {
        Hand hand;
        QAbstractItemModelTester tester(&hand, QAbstractItemModelTester::FailureReportingMode::QtTest);
        hand.setRows(cards({"R+", "G-", "Y++", "^", "*-"}));
        View view(hand);
        hand.setRows(cards({"R+", "Y++", "^", "*-", "B+"}));
        QCOMPARE(view.names, (QStringList{"R+", "Y++", "^", "*-", "B+"}));
        QCOMPARE(view.removed, 1);
        QCOMPARE(view.inserted, 1);
        QCOMPARE(view.changed, 0);
    }

    void aKeptCardWhoseStateChangedIsChangedInPlace()
    {
        Hand hand;
        hand.setRows(cards({"R+", "B+", "B+"}));
        View view(hand);
        QList<Card> next = cards({"R+", "B+", "B+"});
        next[1].playable = true;
        hand.setRows(next);
        QCOMPARE(view.changed, 1);
        QCOMPARE(view.removed + view.inserted, 0);
        QVERIFY(hand.rows() == next);
    }

    void anyChangeEndsWithTheNewRowsInStep()
    {
        // Random hands of repeated cards and states: the model ends with the new rows, and a view
        // following its signals alone with the same (QAbstractItemModelTester checks the signals).
        Hand hand;
        QAbstractItemModelTester tester(&hand, QAbstractItemModelTester::FailureReportingMode::QtTest);
        View view(hand);
        QRandomGenerator random(7);
        const QStringList deck{"R+", "G-", "Y++", "^", "*-", "B+"};
        for (int round = 0; round < 300; ++round) {
            QList<Card> next;
            const int size = int(random.bounded(8));
            for (int i = 0; i < size; ++i)
                next.append({deck[int(random.bounded(int(deck.size())))], random.bounded(2) == 1});
            hand.setRows(next);
            QVERIFY(hand.rows() == next);
            QStringList names;
            for (const Card& c : next)
                names.append(c.card);
            QCOMPARE(view.names, names);
        }
    }
};

QTEST_GUILESS_MAIN(TestValueListModel)
#include "tst_valuelistmodel.moc"
