// The Ripple controller and its models: model consistency (QAbstractItemModelTester), the learning
// highlights against the engine's legal actions, undo within a turn, the scoring view and the
// table of rounds, a full 2-player hot-seat game with its four discard piles, and a 4-player game
// against computers.
#include "appsettings.h"
#include "newgamesetup.h"
#include "seatsetup.h"
#include "ripple/ripplegame.h"

#include <QAbstractItemModelTester>
#include <QEventLoop>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <map>
#include <set>

using namespace tidepool::app;

using namespace tidepool::ripple;

namespace {

/// A 2-player record in the play phase, Ann to act, from the engine's setup format: `beach0` and
/// `beach1` list ten slots ("fish" face up, "?fish" face down, "combo[a,b]" with stacked cards),
/// `deckTop` the first cards of the draw pile, `pileB` Ben's pile a (top first). Every other card
/// of the catalogue fills the rest of the draw pile, so all 100 are there exactly once.
QString setupRecord(const QStringList& beach0, const QStringList& beach1, const QStringList& deckTop,
                    const QStringList& pileB, const QString& extra = QString())
{
    const auto& catalogue = Catalogue::embedded();
    std::map<std::string, int> left;
    for (const Card& c : (*catalogue)->deck())
        ++left[c.toString()];
    auto use = [&](const QString& id) { --left[id.toStdString()]; };
    auto beachJson = [&](const QStringList& beach) {
        QStringList list;
        for (QString spec : beach) {
            const bool up = !spec.startsWith(QLatin1Char('?'));
            if (!up)
                spec.remove(0, 1);
            QStringList stacked;
            const int open = spec.indexOf(QLatin1Char('['));
            if (open >= 0) {
                stacked = spec.mid(open + 1, spec.size() - open - 2).split(QLatin1Char(','));
                spec = spec.left(open);
            }
            use(spec);
            QStringList quoted;
            for (const QString& s : stacked) {
                use(s);
                quoted << QLatin1Char('"') + s + QLatin1Char('"');
            }
            list << QStringLiteral("{\"card\": \"%1\", \"up\": %2, \"stacked\": [%3]}")
                         .arg(spec, up ? QStringLiteral("true") : QStringLiteral("false"), quoted.join(QStringLiteral(", ")));
        }
        return QLatin1Char('[') + list.join(QStringLiteral(", ")) + QLatin1Char(']');
    };
    const QString b0 = beachJson(beach0), b1 = beachJson(beach1);
    QStringList deck, pile;
    for (const QString& c : deckTop) {
        use(c);
        deck << QLatin1Char('"') + c + QLatin1Char('"');
    }
    for (const QString& c : pileB) {
        use(c);
        pile << QLatin1Char('"') + c + QLatin1Char('"');
    }
    for (const auto& [id, count] : left)
        for (int i = 0; i < count; ++i)
            deck << QLatin1Char('"') + QString::fromStdString(id) + QLatin1Char('"');
    return QStringLiteral(R"({"format": "tidepool-record", "version": 1, "game": "ripple", "options": {},
      "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}], "seed": 11,
      "setup": {"beaches": [%1, %2], "deck": [%3], "discards": [[], [], [%4], []], "current": 0%5},
      "actions": []})")
        .arg(b0, b1, deck.join(QStringLiteral(", ")), pile.join(QStringLiteral(", ")), extra);
}

// Ann: a sun over a face-down castle (a held sun may ripple into slot 5), a pineapple combo that
// needs a wave and a sun, two fish in column 2, a dolphin combo that needs an octopus and a fish
// with a fish under it in slot 9. Ben's pile a offers a sun; the draw pile starts with a wave.
const QStringList kAnn = {"sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                          "?castle", "?boat", "fish", "?turtle", "fish"};
const QStringList kBen = {"?crab", "?crab", "?crab", "?seashell", "?seashell",
                          "?flower", "?flower", "?castle", "?octopus", "?octopus"};

QString record() { return setupRecord(kAnn, kBen, {"wave"}, {"sun"}); }

QStringList highlighted(RippleBeachModel* beach, int role)
{
    QStringList result;
    for (int i = 0; i < beach->rowCount(); ++i)
        if (beach->data(beach->index(i), role).toBool())
            result << QString::number(i);
    return result;
}

/// The engine's legal place and stack actions as slot numbers.
QStringList legalSlots(const RippleGame& game)
{
    QStringList result;
    for (const QString& action : game.legalActionTexts())
        if (action.startsWith(QStringLiteral("place ")) || action.startsWith(QStringLiteral("stack ")))
            if (!result.contains(action.section(QLatin1Char(' '), 1)))
                result << action.section(QLatin1Char(' '), 1);
    std::sort(result.begin(), result.end());
    return result;
}

int role(RippleBeachModel* beach, int slot, int role) { return beach->data(beach->index(slot), role).toInt(); }

bool waitForAction(RippleGame& game, int before)
{
    if (game.actionCount() > before)
        return true;
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    QObject::connect(&game, &GameSession::stateChanged, &loop, [&] {
        if (game.actionCount() > before || !game.busy())
            loop.quit();
    });
    timeout.start(10000);
    loop.exec();
    return game.actionCount() > before;
}

} // namespace

class TestRippleGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { tidepool::test::forgetRememberedSeats(); } // each NewGameSetup starts from the default table
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // autosaves go to a test folder

    void modelsPassTheModelTester()
    {
        RippleGame game;
        QAbstractItemModelTester t1(game.players(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(game.piles(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(game.seats(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t4(game.log(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        std::vector<std::unique_ptr<QAbstractItemModelTester>> beachTesters;
        for (int p = 0; p < kMaxPlayers; ++p) {
            beachTesters.push_back(std::make_unique<QAbstractItemModelTester>(
                game.beach(p), QAbstractItemModelTester::FailureReportingMode::QtTest));
            beachTesters.push_back(std::make_unique<QAbstractItemModelTester>(
                game.scoreBeach(p), QAbstractItemModelTester::FailureReportingMode::QtTest));
        }
        NewGameSetup setup;
        setup.setGame(QStringLiteral("ripple"));
        setup.setSeatKind(0, QStringLiteral("bot:random"));
        setup.setSeatKind(1, QStringLiteral("bot:random"));
        setup.setSeatKind(2, QStringLiteral("human"));
        QVERIFY2(game.start(&setup), qPrintable(game.errorText()));
        QCOMPARE(game.players()->rowCount(), 3);
        QCOMPARE(game.piles()->rowCount(), 3);
        QCOMPARE(game.beach(0)->rowCount(), 10);
        QCOMPARE(game.beach(3)->rowCount(), 0);
        QCOMPARE(game.phase(), QStringLiteral("reveal"));
        for (int i = 0; i < 400 && game.scoredRounds() == 0; ++i)
            playOne(game);
        QCOMPARE(game.scoredRounds(), 1);
        // The scoring view of round 1 opened by itself and shows every beach face up.
        QCOMPARE(game.scoringRound(), 1);
        for (int p = 0; p < 3; ++p) {
            QCOMPARE(game.scoreBeach(p)->rowCount(), 10);
            QCOMPARE(highlighted(game.scoreBeach(p), RippleBeachModel::UpRole).size(), 10);
        }
        // A game over another one: the models follow (fewer players).
        QVERIFY(game.openRecordText(record()));
        QCOMPARE(game.players()->rowCount(), 2);
        QCOMPARE(game.piles()->rowCount(), 4);
        QCOMPARE(game.beach(2)->rowCount(), 0);
        QCOMPARE(game.scoringRound(), 0);
    }

    void theBeachShowsFaceUpCardsAndHidesFaceDownOnes()
    {
        RippleGame game;
        QVERIFY2(game.openRecordText(record()), qPrintable(game.errorText()));
        // Two people share the screen, but Ripple has nothing secret: no handover, Ann is on screen.
        QVERIFY(!game.handoverPending());
        QCOMPARE(game.viewer(), 0);
        RippleBeachModel* ann = game.beach(0);
        QCOMPARE(ann->data(ann->index(0), RippleBeachModel::IconRole).toString(), QStringLiteral("sun"));
        QCOMPARE(ann->data(ann->index(0), RippleBeachModel::ValueRole).toInt(), 7);
        QCOMPARE(ann->data(ann->index(5), RippleBeachModel::UpRole).toBool(), false);
        QCOMPARE(ann->data(ann->index(5), RippleBeachModel::IconRole).toString(), QString()); // hidden
        QCOMPARE(ann->data(ann->index(1), RippleBeachModel::ComboRole).toBool(), true);
        QCOMPARE(ann->data(ann->index(1), RippleBeachModel::Need1Role).toString(), QStringLiteral("wave"));
        QCOMPARE(ann->data(ann->index(1), RippleBeachModel::Need2Role).toString(), QStringLiteral("sun"));
        QCOMPARE(ann->data(ann->index(1), RippleBeachModel::BonusRole).toInt(), -5);
        QVERIFY(ann->data(ann->index(2), RippleBeachModel::MatchedRole).toBool());
        QVERIFY(ann->data(ann->index(7), RippleBeachModel::MatchedRole).toBool());
        QVERIFY(!ann->data(ann->index(0), RippleBeachModel::MatchedRole).toBool());
        // Ben's pile a shows its top card and may be taken; Ann's own piles may not.
        RipplePileModel* piles = game.piles();
        QCOMPARE(piles->data(piles->index(2), RipplePileModel::PileRole).toString(), QStringLiteral("P1a"));
        QCOMPARE(piles->data(piles->index(2), RipplePileModel::IconRole).toString(), QStringLiteral("sun"));
        QVERIFY(piles->data(piles->index(2), RipplePileModel::CanTakeRole).toBool());
        QVERIFY(!piles->data(piles->index(0), RipplePileModel::CanTakeRole).toBool());
        QVERIFY(!piles->data(piles->index(3), RipplePileModel::CanTakeRole).toBool()); // empty
        QVERIFY(game.canDraw());
        QCOMPARE(game.players()->data(game.players()->index(0), RipplePlayerModel::FaceDownRole).toInt(), 4);
    }

    // The "what's on the table" key (T, issue 19): each beach with its owner, the cards face up
    // by slot, how many face down (never their faces: Ben's crabs and Ann's castle stay hidden),
    // the piles and the draw pile, in one summary.
    void theTableSummaryNamesEveryBeachAndPileButNoFaceDownCard()
    {
        QVERIFY(AppSettings::installTranslator(QStringLiteral("en"))); // the plural forms, as the app at start
        RippleGame game;
        QVERIFY2(game.openRecordText(record()), qPrintable(game.errorText()));
        const QString summary = game.tableSummary();
        QVERIFY2(summary.startsWith(QStringLiteral("Ann's beach: slot 0: Sun, 7 points; slot 1: Pineapple combo, 4 points")),
                 qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("slot 2: Fish, 8 points, matched;")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("4 face down. Ben's beach: 10 face down.")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("Ben's pile a: 1 card, top card Sun.")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("Ann's pile a: empty.")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("Draw pile: ")), qPrintable(summary));
        for (const char* hidden : {"Crab", "Castle", "Seashell", "Octopus", "Flower", "Boat", "Turtle"})
            QVERIFY2(!summary.contains(QLatin1String(hidden)), qPrintable(summary));
    }

    // An action told for a position with no moves (an online table's log): the engine's sentence
    // where the position just after it shows the move (its cards face up: RippleState::
    // moveSeenAfter), else words from its notation alone, never the bare notation; bad notation
    // comes back as it was. (This position is not after these actions: flip 9, face up, fits.)
    void anActionInWordsFromItsNotation()
    {
        RippleGame game;
        QVERIFY2(game.openRecordText(record()), qPrintable(game.errorText()));
        QCOMPARE(game.actionWords(1, QStringLiteral("draw")), QStringLiteral("Ben drew a card."));
        QCOMPARE(game.actionWords(1, QStringLiteral("take P0a")), QStringLiteral("Ben took the top card of Ann's discard pile."));
        QCOMPARE(game.actionWords(0, QStringLiteral("reveal 3 8")), QStringLiteral("Ann turned up slots 3 and 8."));
        QCOMPARE(game.actionWords(0, QStringLiteral("stack 4")), QStringLiteral("Ann stacked the card behind the combo in slot 4."));
        QCOMPARE(game.actionWords(0, QStringLiteral("flip 9")), QStringLiteral("Ann turned up slot 9: a fish."));
        QCOMPARE(game.actionWords(0, QStringLiteral("flip 3")), QStringLiteral("Ann turned up slot 3.")); // face down: not told
        QCOMPARE(game.actionWords(0, QStringLiteral("place 12")), QStringLiteral("place 12"));
    }

    void rippleHighlightsEqualTheEnginesLegalActions()
    {
        RippleGame game;
        QVERIFY(game.openRecordText(record()));
        game.confirmHandover();
        RippleBeachModel* ann = game.beach(0);
        QVERIFY(highlighted(ann, RippleBeachModel::RippleSpotRole).isEmpty());
        // Take Ben's sun: a new card may go anywhere; the combo spots and match spots glow.
        QVERIFY(game.take(2));
        QCOMPARE(game.step(), QStringLiteral("hold"));
        QCOMPARE(game.held().icon, QStringLiteral("sun"));
        QCOMPARE(highlighted(ann, RippleBeachModel::ComboSpotRole), (QStringList{"1"}));
        QCOMPARE(highlighted(ann, RippleBeachModel::MatchSpotRole), (QStringList{"5"}));
        QCOMPARE(highlighted(ann, RippleBeachModel::CanPlaceRole).size(), 10);
        QVERIFY(highlighted(ann, RippleBeachModel::RippleSpotRole).isEmpty());
        // Place it over the fish in slot 2: the fish is about to be discarded and may ripple back
        // into slot 2 (matching slot 7) or join the dolphin combo in slot 4.
        QVERIFY(game.placeAt(2));
        QCOMPARE(game.step(), QStringLiteral("ripple"));
        QCOMPARE(game.held().icon, QStringLiteral("fish"));
        const QStringList spots = highlighted(ann, RippleBeachModel::RippleSpotRole);
        QCOMPARE(spots, legalSlots(game));
        QCOMPARE(spots, (QStringList{"2", "4"}));
        QCOMPARE(highlighted(ann, RippleBeachModel::ComboSpotRole), (QStringList{"4"}));
        QVERIFY(role(ann, 4, RippleBeachModel::CanStackRole));
        // The prompt names the glowing slots (a screen reader heard only "a glowing slot").
        QCOMPARE(game.prompt(), QStringLiteral("The fish can ripple into slots 2 or 4: choose one, or discard the card"));
        // Not the other players' beaches.
        QVERIFY(highlighted(game.beach(1), RippleBeachModel::RippleSpotRole).isEmpty());
        // Learning mode off: no highlights, the same legal actions.
        game.setLearningMode(false);
        QVERIFY(highlighted(ann, RippleBeachModel::RippleSpotRole).isEmpty());
        QCOMPARE(game.prompt(), QStringLiteral("Ripple the fish into a match or a combo, or discard it"));
        QCOMPARE(highlighted(ann, RippleBeachModel::CanStackRole), (QStringList{"4"}));
        game.setLearningMode(true);
        QCOMPARE(highlighted(ann, RippleBeachModel::RippleSpotRole), (QStringList{"2", "4"}));
        // A slot where it can't ripple says why, and a click there is refused with that reason.
        QVERIFY(game.whyNot(3).contains(QStringLiteral("ripple")));
        QSignalSpy notices(&game, &GameSession::notice);
        QVERIFY(!game.clickSlot(3));
        QCOMPARE(notices.count(), 1);
        // Clicking the combo stacks the fish behind it: an extra turn, announced.
        QSignalSpy announcements(&game, &RippleGame::announcement);
        QVERIFY(game.clickSlot(4));
        QCOMPARE(announcements.count(), 1);
        QVERIFY(announcements.first().first().toString().contains(QStringLiteral("Extra turn")));
        QVERIFY(game.extraTurn());
        QCOMPARE(game.currentPlayer(), 0);
        QCOMPARE(ann->data(ann->index(4), RippleBeachModel::StackedRole).toStringList(), (QStringList{"fish"}));
        QVERIFY(ann->data(ann->index(4), RippleBeachModel::Has2Role).toBool());
        // The extra turn draws from the draw pile only.
        RipplePileModel* piles = game.piles();
        for (int i = 0; i < piles->rowCount(); ++i)
            QVERIFY(!piles->data(piles->index(i), RipplePileModel::CanTakeRole).toBool());
        // (The turn line says it is an extra turn: the prompt only says what to do.)
        QVERIFY(game.extraTurn());
        QCOMPARE(game.prompt(), QStringLiteral("Draw from the draw pile"));
        const QString log = game.log()->data(game.log()->index(game.log()->rowCount() - 1), LogModel::TextRole).toString();
        QVERIFY2(log.contains(QStringLiteral("stacked the fish behind the dolphin combo")), qPrintable(log));
    }

    void undoTakesBackATakeButNotADraw()
    {
        RippleGame game;
        QVERIFY(game.openRecordText(record()));
        game.confirmHandover();
        QVERIFY(!game.canUndo());
        QVERIFY(game.take(2));
        QVERIFY(game.canUndo());
        QCOMPARE(game.undoBlockedReason(), QString());
        QVERIFY(game.undo());
        QCOMPARE(game.step(), QStringLiteral("draw"));
        QVERIFY(!game.hasHeld());
        QCOMPARE(game.piles()->data(game.piles()->index(2), RipplePileModel::IconRole).toString(), QStringLiteral("sun"));
        QCOMPARE(game.actionCount(), 0);
        QCOMPARE(game.log()->rowCount(), 0);
        // A place onto a face-up card may be taken back too.
        QVERIFY(game.take(2));
        QVERIFY(game.placeAt(2));
        QVERIFY(game.canUndo());
        QVERIFY(game.undo());
        QCOMPARE(game.step(), QStringLiteral("hold"));
        QVERIFY(game.undo());
        // A draw can't.
        QVERIFY(game.draw());
        QCOMPARE(game.held().icon, QStringLiteral("wave"));
        QVERIFY(!game.canUndo());
        QVERIFY2(game.undoBlockedReason().contains(QStringLiteral("drawing")), qPrintable(game.undoBlockedReason()));
        QSignalSpy notices(&game, &GameSession::notice);
        QVERIFY(!game.undo());
        QCOMPARE(notices.count(), 1);
        QCOMPARE(game.actionCount(), 1);
        // Discarding the drawn card may be taken back; turning a card up may not.
        QVERIFY(game.discardHeld());
        QCOMPARE(game.step(), QStringLiteral("flip"));
        QVERIFY(game.canUndo());
        QCOMPARE(highlighted(game.beach(0), RippleBeachModel::CanFlipRole), (QStringList{"3", "5", "6", "8"}));
        QVERIFY(game.clickSlot(3));
        QCOMPARE(game.currentPlayer(), 1);
        QVERIFY(!game.handoverPending()); // no secrets in Ripple: Ben is on screen at once
        QCOMPARE(game.viewer(), 1);
        QVERIFY(!game.canUndo());
    }

    void theRevealPhaseTurnsUpTwoChosenCards()
    {
        RippleGame game;
        NewGameSetup setup;
        setup.setGame(QStringLiteral("ripple"));
        QVERIFY(game.start(&setup));
        QCOMPARE(game.phase(), QStringLiteral("reveal"));
        game.confirmHandover();
        const int first = game.currentPlayer();
        RippleBeachModel* beach = game.beach(first);
        QCOMPARE(highlighted(beach, RippleBeachModel::CanRevealRole).size(), 10);
        QVERIFY(game.clickSlot(7));
        QCOMPARE(highlighted(beach, RippleBeachModel::PickedRole), (QStringList{"7"}));
        QCOMPARE(game.actionCount(), 0);
        QVERIFY(game.clickSlot(7)); // a second click on the same card takes the choice back
        QVERIFY(highlighted(beach, RippleBeachModel::PickedRole).isEmpty());
        QVERIFY(game.clickSlot(7));
        QVERIFY(game.clickSlot(2));
        QCOMPARE(game.actionCount(), 1);
        QCOMPARE(highlighted(beach, RippleBeachModel::UpRole), (QStringList{"2", "7"}));
        QVERIFY(game.log()->data(game.log()->index(0), LogModel::TextRole).toString().contains(QStringLiteral("turned up")));
    }

    void theScoringViewShowsTheBreakdownOnTheBeach()
    {
        // Ann's beach holds the rulebook's scoring example except one face-down card; she is to
        // flip it after discarding, which turns her whole beach up: Ben has one last turn.
        const QStringList example = {"fish", "palmtree", "palmtree", "castle", "dolphin+octopus+fish[octopus]",
                                     "beachball", "palmtree", "palmtree", "castle", "?pineapple+wave+sun"};
        // The pineapple combo is face down, so it can't hold its cards yet: play it as in the
        // example by turning it up and then finishing Ben's last turn.
        RippleGame game;
        QVERIFY2(game.openRecordText(setupRecord(example, kBen, {"crab"}, {})), qPrintable(game.errorText()));
        game.confirmHandover();
        QVERIFY(game.draw());
        QVERIFY(game.discardHeld());
        QVERIFY(game.flipAt(9));
        QVERIFY(game.lastTurns());
        QVERIFY(game.lastTurnsText().contains(QStringLiteral("Ann")));
        game.confirmHandover();
        QVERIFY(game.draw());
        QVERIFY(game.discardHeld());
        QVERIFY(game.flipAt(0));
        // Round 1 is over and scored; its view opens by itself.
        QCOMPARE(game.scoredRounds(), 1);
        QCOMPARE(game.scoringRound(), 1);
        QCOMPARE(game.round(), 2);
        RippleBeachModel* ann = game.scoreBeach(0);
        QCOMPARE(ann->rowCount(), 10);
        QCOMPARE(role(ann, 0, RippleBeachModel::PointsRole), 8);  // fish
        QCOMPARE(role(ann, 4, RippleBeachModel::PointsRole), 9);  // dolphin 0 + octopus 9
        QCOMPARE(role(ann, 4, RippleBeachModel::StackedPointsRole), 9);
        QCOMPARE(role(ann, 3, RippleBeachModel::PointsRole), 0);  // castles match
        QVERIFY(ann->data(ann->index(3), RippleBeachModel::MatchedRole).toBool());
        QCOMPARE(role(ann, 1, RippleBeachModel::BlockRole), 0);   // the palm trees' block
        QCOMPARE(role(ann, 7, RippleBeachModel::BlockRole), 0);
        QCOMPARE(role(ann, 0, RippleBeachModel::BlockRole), -1);
        QCOMPARE(role(ann, 9, RippleBeachModel::PointsRole), 4);  // the combo is incomplete here
        RipplePlayerModel* players = game.players();
        QCOMPARE(players->data(players->index(0), RipplePlayerModel::ScoreBlocksRole).toInt(), -15);
        const QVariantList blocks = players->data(players->index(0), RipplePlayerModel::BlocksRole).toList();
        QCOMPARE(blocks.size(), 1);
        QCOMPARE(blocks[0].toMap().value(QStringLiteral("firstColumn")).toInt(), 1);
        QCOMPARE(blocks[0].toMap().value(QStringLiteral("columns")).toInt(), 2);
        // 8 + 9 + 1 + 4 - 15 = 7 > 0 for the player who ended the round: +10.
        QVERIFY(players->data(players->index(0), RipplePlayerModel::ScoreEndedRole).toBool());
        QCOMPARE(players->data(players->index(0), RipplePlayerModel::ScorePenaltyRole).toInt(), 10);
        QCOMPARE(players->data(players->index(0), RipplePlayerModel::ScoreTotalRole).toInt(), 17);
        QCOMPARE(players->data(players->index(0), RipplePlayerModel::RoundScoresRole).toList(), (QVariantList{17}));
        QCOMPARE(players->data(players->index(0), RipplePlayerModel::TotalRole).toInt(), 17);
        // Closing it shows the new round; it can be opened again from the table.
        game.closeScoring();
        QCOMPARE(game.scoringRound(), 0);
        QCOMPARE(game.scoreBeach(0)->rowCount(), 0);
        game.showScoring(1);
        QCOMPARE(game.scoringRound(), 1);
        QCOMPARE(role(game.scoreBeach(0), 0, RippleBeachModel::PointsRole), 8);
    }

    void aFullTwoPlayerGameUsesBothPilesEachAndReachesTheFinalTable()
    {
        RippleGame game;
        NewGameSetup setup;
        setup.setGame(QStringLiteral("ripple"));
        while (setup.seats()->rowCount() > 2)
            setup.removeSeat(setup.seats()->rowCount() - 1);
        QCOMPARE(setup.problem(), QString());
        QVERIFY(game.start(&setup));
        QCOMPARE(game.playerCount(), 2);
        QCOMPARE(game.piles()->rowCount(), 4);
        QSet<QString> usedPiles;
        int roundsSeen = 0;
        for (int i = 0; i < 3000 && !game.finished(); ++i) {
            playOne(game);
            for (int p = 0; p < game.piles()->rowCount(); ++p)
                if (game.piles()->data(game.piles()->index(p), RipplePileModel::SizeRole).toInt() > 0)
                    usedPiles << game.piles()->data(game.piles()->index(p), RipplePileModel::PileRole).toString();
            if (game.scoringRound() > 0) {
                ++roundsSeen;
                QCOMPARE(game.scoringRound(), game.scoredRounds());
                if (!game.finished())
                    game.closeScoring();
            }
        }
        QVERIFY(game.finished());
        QCOMPARE(roundsSeen, 3);
        QCOMPARE(usedPiles, (QSet<QString>{"P0a", "P0b", "P1a", "P1b"}));
        QCOMPARE(game.scoredRounds(), 3);
        QCOMPARE(game.scoringRound(), 3); // the last round's view, then the final table
        RipplePlayerModel* players = game.players();
        for (int p = 0; p < 2; ++p) {
            const QVariantList scores = players->data(players->index(p), RipplePlayerModel::RoundScoresRole).toList();
            QCOMPARE(scores.size(), 3);
            int sum = 0;
            for (const QVariant& s : scores)
                sum += s.toInt();
            QCOMPARE(players->data(players->index(p), RipplePlayerModel::TotalRole).toInt(), sum);
        }
        QVERIFY(!game.resultText().isEmpty());
        QVERIFY(!game.resultReason().isEmpty());
        QVERIFY2(!game.resultReason().contains(QStringLiteral("player ")), qPrintable(game.resultReason()));
        // The record replays to the same end.
        RippleGame replayed;
        QVERIFY(replayed.openRecordText(game.recordJson()));
        QVERIFY(replayed.finished());
        QCOMPARE(replayed.resultText(), game.resultText());
        QCOMPARE(replayed.resultReason(), game.resultReason());
    }

    void aFourPlayerGameAgainstComputers()
    {
        RippleGame game;
        NewGameSetup setup;
        setup.setGame(QStringLiteral("ripple"));
        while (setup.seats()->rowCount() < 4)
            setup.addSeat();
        setup.setSeatKind(1, QStringLiteral("bot:random"));
        setup.setSeatKind(2, QStringLiteral("bot:random"));
        setup.setSeatKind(3, QStringLiteral("bot:random"));
        QVERIFY2(game.start(&setup), qPrintable(game.errorText()));
        QCOMPARE(game.playerCount(), 4);
        QCOMPARE(game.piles()->rowCount(), 4);
        QCOMPARE(game.viewer(), 0); // one person at the screen: never a handover
        int botMoves = 0;
        for (int i = 0; i < 6000 && !game.finished(); ++i) {
            QVERIFY(!game.handoverPending());
            if (game.botToAct())
                ++botMoves;
            playOne(game);
            if (game.scoringRound() > 0 && !game.finished())
                game.closeScoring();
        }
        QVERIFY(game.finished());
        QVERIFY(botMoves > 0);
        QCOMPARE(game.scoredRounds(), 3);
        QVERIFY(!game.resultReason().isEmpty());
        int winners = 0;
        for (int p = 0; p < 4; ++p)
            winners += game.players()->data(game.players()->index(p), RipplePlayerModel::IsWinnerRole).toBool();
        QVERIFY(winners >= 1);
    }

    // Issue 20: a person's beach stays drawn large below while computers play; it went to each
    // computer's beach in turn (the big beach was always the player to act).
    void aPersonsBeachStaysBelowWhileComputersPlay()
    {
        RippleGame game;
        NewGameSetup setup;
        setup.setGame(QStringLiteral("ripple"));
        while (setup.seats()->rowCount() < 5)
            setup.addSeat();
        // Ann, a computer, Ben, two computers.
        setup.setSeatKind(0, QStringLiteral("human"));
        setup.setSeatKind(1, QStringLiteral("bot:random"));
        setup.setSeatKind(2, QStringLiteral("human"));
        setup.setSeatKind(3, QStringLiteral("bot:random"));
        setup.setSeatKind(4, QStringLiteral("bot:random"));
        QVERIFY2(game.start(&setup), qPrintable(game.errorText()));
        const std::map<int, int> expected{{0, 0}, {1, 0}, {2, 2}, {3, 2}, {4, 2}};
        std::set<int> computersSeen;
        for (int i = 0; i < 3000 && !game.finished() && (i < 200 || computersSeen.size() < 3); ++i) {
            const int current = game.currentPlayer();
            if (current >= 0) {
                QCOMPARE(game.bigSeat(), expected.at(current));
                if (current == 1 || current >= 3)
                    computersSeen.insert(current);
            }
            if (game.handoverPending())
                game.confirmHandover();
            playOne(game);
            if (game.scoringRound() > 0 && !game.finished())
                game.closeScoring();
        }
        QCOMPARE(computersSeen, (std::set<int>{1, 3, 4}));
    }

    void aBrokenRecordChangesNothing()
    {
        RippleGame game;
        QVERIFY(game.openRecordText(record()));
        const QString before = game.recordJson();
        QString illegal = record();
        illegal.replace(QStringLiteral("\"actions\": []"), QStringLiteral("\"actions\": [\"take P0a\"]"));
        QVERIFY(!game.openRecordText(illegal, QStringLiteral("illegal.tidepool.json")));
        QVERIFY2(game.errorText().contains(QStringLiteral("own discard pile")), qPrintable(game.errorText()));
        QCOMPARE(game.recordJson(), before);
    }

    // Issue 44, the moments: what the last action made on its player's beach, from the engine's
    // news of the beach before and after it (never a face-down card): the slots a new block set, a
    // new match, a completed combo or a stack is about, and the badge's word.
    void theBeachTellsWhatTheLastActionMade()
    {
        QVERIFY(AppSettings::installTranslator(QStringLiteral("en")));
        // Ann: palm trees in column 0 and under slot 1's beach ball; a crab face down in slot 3 over
        // a boat; a fish over a face-down fish in column 2; the pineapple combo (wave, sun) in slot 4.
        const QStringList ann = {"palmtree", "beachball", "fish", "?crab", "pineapple+wave+sun",
                                 "palmtree", "palmtree", "?fish", "boat", "?turtle"};
        RippleGame game;
        QVERIFY2(game.openRecordText(setupRecord(ann, kBen, {"palmtree", "flower", "crab", "seashell", "octopus", "castle",
                                                             "wave", "sun"}, {})),
                 qPrintable(game.errorText()));
        RippleBeachModel* mine = game.beach(0);
        RippleBeachModel* ben = game.beach(1);
        auto moments = [](RippleBeachModel* beach) {
            QStringList out;
            for (int s = 0; s < beach->rowCount(); ++s) {
                const QString kind = beach->data(beach->index(s), RippleBeachModel::MomentRole).toString();
                if (!kind.isEmpty())
                    out << QStringLiteral("%1:%2").arg(s).arg(kind);
            }
            return out;
        };
        QCOMPARE(moments(mine), QStringList()); // a game opened: nothing was just made
        QCOMPARE(mine->momentSerial(), 0);

        // A palm tree placed over the beach ball: column 1 matches, a block set of four with column 0.
        QVERIFY(game.draw());
        QVERIFY(game.placeAt(1));
        QCOMPARE(moments(mine), (QStringList{"0:block", "1:block", "5:block", "6:block"}));
        QCOMPARE(mine->momentWords(), QStringLiteral("Block set!"));
        QCOMPARE(mine->momentNote(), QString());
        const int first = mine->momentSerial();
        QVERIFY(first > 0);
        QCOMPARE(mine->data(mine->index(1), RippleBeachModel::MomentSerialRole).toInt(), first);
        QCOMPARE(mine->data(mine->index(2), RippleBeachModel::MomentSerialRole).toInt(), 0);
        QCOMPARE(moments(ben), QStringList());
        // Taken back: no moment; made again: a new one.
        QVERIFY(game.undo());
        QCOMPARE(moments(mine), QStringList());
        QCOMPARE(mine->momentWords(), QString());
        QVERIFY(game.placeAt(1));
        QCOMPARE(moments(mine), (QStringList{"0:block", "1:block", "5:block", "6:block"}));
        QVERIFY(mine->momentSerial() > first);
        // The next action makes nothing: the moment is gone.
        QVERIFY(game.discardHeld());
        QCOMPARE(moments(mine), QStringList());
        QCOMPARE(mine->momentSerial(), 0);
        QVERIFY(game.draw() && game.discardHeld() && game.flipAt(0)); // Ben: nothing to show

        // A crab placed over the boat: the face-down crab above it would match, but nobody sees it:
        // no moment (the moments never tell a face-down card).
        QVERIFY(game.draw());
        QCOMPARE(game.held().icon, QStringLiteral("crab"));
        QVERIFY(game.placeAt(8));
        QCOMPARE(moments(mine), QStringList());
        QCOMPARE(mine->momentWords(), QString());
        QVERIFY(game.discardHeld());
        QVERIFY(game.draw() && game.discardHeld() && game.flipAt(1)); // Ben
        // Ann turns the crab up: now the match shows.
        QVERIFY(game.draw() && game.discardHeld());
        QVERIFY(game.flipAt(3));
        QCOMPARE(moments(mine), (QStringList{"3:match", "8:match"}));
        QCOMPARE(mine->momentWords(), QStringLiteral("Match!"));
        QVERIFY(game.draw() && game.discardHeld() && game.flipAt(2)); // Ben
        QCOMPARE(moments(mine), QStringList());

        // The wave stacked behind the pineapple combo: an extra turn; the sun completes it.
        QVERIFY(game.draw());
        QVERIFY(game.stackAt(4));
        QCOMPARE(moments(mine), (QStringList{"4:stack"}));
        QCOMPARE(mine->momentWords(), QStringLiteral("Extra turn!"));
        QCOMPARE(mine->momentNote(), QString());
        QVERIFY(game.draw());
        QVERIFY(game.stackAt(4));
        QCOMPARE(moments(mine), (QStringList{"4:combo"}));
        QCOMPARE(mine->momentWords(), QStringLiteral("Combo!"));
        QCOMPARE(mine->momentNote(), QStringLiteral("and an extra turn"));
        QCOMPARE(moments(ben), QStringList());
    }

    // A ripple (the card about to be discarded placed) that makes a match says so under the word.
    void aRippleMomentSaysItWasARipple()
    {
        QVERIFY(AppSettings::installTranslator(QStringLiteral("en")));
        RippleGame game;
        QVERIFY(game.openRecordText(record()));
        RippleBeachModel* mine = game.beach(0);
        QVERIFY(game.take(2)); // Ben's sun
        QVERIFY(game.placeAt(2)); // over a fish: the fish match is broken, no moment
        QCOMPARE(mine->momentWords(), QString());
        QCOMPARE(game.step(), QStringLiteral("ripple"));
        QVERIFY(game.placeAt(2)); // the fish back over the sun: a match again, by a ripple
        QCOMPARE(mine->data(mine->index(2), RippleBeachModel::MomentRole).toString(), QStringLiteral("match"));
        QCOMPARE(mine->data(mine->index(7), RippleBeachModel::MomentRole).toString(), QStringLiteral("match"));
        QCOMPARE(mine->momentWords(), QStringLiteral("Match!"));
        QCOMPARE(mine->momentNote(), QStringLiteral("a ripple"));
    }

private:
    /// One step through the controller, as a person or the computer would.
    static void playOne(RippleGame& game)
    {
        if (game.handoverPending())
            game.confirmHandover();
        if (game.finished())
            return;
        if (game.botToAct()) {
            const int before = game.actionCount();
            game.playBotMove();
            QVERIFY(waitForAction(game, before));
            return;
        }
        QVERIFY(game.viewerToAct());
        RippleBeachModel* beach = game.beach(game.currentPlayer());
        if (game.phase() == QStringLiteral("reveal")) {
            const QStringList down = highlighted(beach, RippleBeachModel::CanRevealRole);
            QVERIFY(game.clickSlot(down.first().toInt()));
            QVERIFY(game.clickSlot(down.last().toInt()));
            return;
        }
        const QString step = game.step();
        const int n = game.actionCount();
        if (step == QStringLiteral("draw")) {
            // Alternate between the draw pile and the other players' piles.
            if (n % 3 == 1)
                for (int i = 0; i < game.piles()->rowCount(); ++i)
                    if (game.piles()->data(game.piles()->index(i), RipplePileModel::CanTakeRole).toBool()) {
                        QVERIFY(game.take(i));
                        return;
                    }
            QVERIFY(game.draw());
        } else if (step == QStringLiteral("hold")) {
            // Stack where possible, else mostly replace a face-down card, sometimes discard.
            const QStringList stack = highlighted(beach, RippleBeachModel::CanStackRole);
            if (!stack.isEmpty()) {
                QVERIFY(game.stackAt(stack.first().toInt()));
                return;
            }
            QStringList down;
            for (int s = 0; s < 10; ++s)
                if (!beach->data(beach->index(s), RippleBeachModel::UpRole).toBool())
                    down << QString::number(s);
            if (!down.isEmpty() && n % 4 != 0)
                QVERIFY(game.placeAt(down.first().toInt()));
            else
                QVERIFY(game.discardHeld());
        } else if (step == QStringLiteral("ripple")) {
            const QStringList spots = highlighted(beach, RippleBeachModel::RippleSpotRole);
            QCOMPARE(spots, legalSlots(game));
            if (!spots.isEmpty() && n % 2 == 0)
                QVERIFY(game.clickSlot(spots.first().toInt()));
            else
                QVERIFY(game.discardHeld());
        } else if (step == QStringLiteral("flip")) {
            const QStringList flips = highlighted(beach, RippleBeachModel::CanFlipRole);
            QVERIFY(!flips.isEmpty());
            QVERIFY(game.clickSlot(flips.first().toInt()));
        } else {
            QFAIL(qPrintable(QStringLiteral("unexpected step ") + step));
        }
    }
};

QTEST_GUILESS_MAIN(TestRippleGame)
#include "tst_ripplegame.moc"
