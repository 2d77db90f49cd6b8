// Learning mode's "Suggest a move" (docs/ai.md): the Medium computer player's choice for the viewer,
// worked out off the GUI thread from the viewer's observation only, with its reason; the suggested
// card is selected (highlighted); hidden information the viewer can't see doesn't change it.
#include "bots/bot.h"
#include "mini/minigame.h"
#include "newgamesetup.h"
#include "ribbit/ribbitgame.h"
#include "ripple/ripplegame.h"

#include <QRegularExpression>

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace tidepool::app;

namespace {

/// A new game of `game` ("ribbit", "mini", "ripple") for Ann, Ben and Cleo at one screen, from
/// `seed`, made by the game's controller; errorText() says why when the record could not be opened.
std::unique_ptr<GameSession> threePeople(const QString& game, int seed)
{
    std::unique_ptr<GameSession> session;
    if (game == QLatin1String("ribbit"))
        session = std::make_unique<RibbitGame>();
    else if (game == QLatin1String("mini"))
        session = std::make_unique<MiniGame>();
    else
        session = std::make_unique<RippleGame>();
    session->openRecordText(QStringLiteral(R"({"format": "tidepool-record", "version": 1, "game": "%1",
        "options": {}, "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"},
        {"name": "Cleo", "kind": "human"}], "seed": %2, "setup": null, "actions": []})")
                                .arg(game)
                                .arg(seed));
    return session;
}

// Ann holds red and R+ G- Y++ ^ *-; Ben's hand and the deck order are what changes below.
QString record(const QString& benHand, const QString& deckTail)
{
    return QStringLiteral(R"({
  "format": "tidepool-record", "version": 1, "game": "ribbit", "options": {},
  "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "bot:medium"}],
  "seed": 7,
  "setup": {
    "colors": ["R", "Y"],
    "track": {"0": [["R"], ["Y"], ["B"]], "2": [["G", "P"]]},
    "hands": [["R+", "G-", "Y++", "^", "*-"], %1],
    "deck": ["R+", "R+", "R+", "R+", "R++", "R-", "R-", "Y+", "Y+", "Y+", "Y+", "Y+", "Y-", "Y-",
             "G+", "G+", "G+", "G+", "G+", "G++", "G-", "B++", "B-", "B-",
             "*+", "*+", "*+", "*+", "*+", "*-", "^", "^", "^^", "^^", %2],
    "discard": [],
    "current": 0
  },
  "actions": []
})")
        .arg(benHand, deckTail);
}

const QString kBenBlue = QStringLiteral(R"(["B+", "B+", "B+", "B+", "B+"])");
const QString kDeckPurple = QStringLiteral(R"("P+", "P+", "P+", "P+", "P+", "P++", "P-", "P-")");
const QString kBenPurple = QStringLiteral(R"(["P+", "P+", "P-", "P++", "P+"])");
const QString kDeckBlue = QStringLiteral(R"("B+", "P+", "B+", "P+", "B+", "B+", "P-", "B+")");

QString selectedCard(HandModel* hand)
{
    for (int i = 0; i < hand->rowCount(); ++i)
        if (hand->data(hand->index(i), HandModel::SelectedRole).toBool())
            return hand->data(hand->index(i), HandModel::CardRole).toString();
    return {};
}

} // namespace

class TestSuggest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void suggestsTheMediumMoveWithAReasonAndHighlightsIt()
    {
        RibbitGame game;
        QVERIFY2(game.openRecordText(record(kBenBlue, kDeckPurple)), qPrintable(game.errorText()));
        QVERIFY(game.canSuggest()); // one human: Ann's hand is on screen, her turn, learning mode
        QSignalSpy changed(&game, &GameSession::suggestionChanged);
        game.suggestMove();
        QVERIFY(game.suggesting());
        QTRY_VERIFY(!game.suggesting());
        QVERIFY(!game.suggestedAction().isEmpty());
        QVERIFY(!game.suggestionReason().isEmpty());
        QVERIFY(!game.suggestionReason().contains(QLatin1Char('\n')));
        QVERIFY(changed.count() >= 2);
        // The engine's Medium player for Ann, and a legal action.
        const auto expected = tidepool::makeBot("ribbit", "medium", 7, 0)->decide(*game.state());
        QCOMPARE(game.suggestedAction().toStdString(), expected.action);
        QVERIFY(game.state()->check(expected.action));
        // Highlighted: the suggested card is the selected one.
        QCOMPARE(selectedCard(game.hand()), game.suggestedAction().split(QLatin1Char(' ')).first());
        // Playing clears it.
        QVERIFY(game.playOn(game.suggestedAction().split(QLatin1Char(' ')).value(1)));
        QCOMPARE(game.suggestedAction(), QString());
        QCOMPARE(game.suggestionReason(), QString());
    }

    // Issue 44, item 2: picking another card than the suggested one takes the suggestion away (its
    // line spoke of a card no longer chosen); picking the suggested card again keeps it.
    void pickingAnotherCardTakesTheSuggestionAway()
    {
        RibbitGame game;
        QVERIFY2(game.openRecordText(record(kBenBlue, kDeckPurple)), qPrintable(game.errorText()));
        game.suggestMove();
        QTRY_VERIFY(!game.suggesting());
        const QString card = game.suggestedAction().split(QLatin1Char(' ')).first();
        QCOMPARE(selectedCard(game.hand()), card);
        int other = -1;
        for (int row = 0; row < game.hand()->rowCount() && other < 0; ++row)
            if (game.hand()->data(game.hand()->index(row), HandModel::CardRole).toString() != card
                && game.hand()->data(game.hand()->index(row), HandModel::PlayableRole).toBool())
                other = row;
        QVERIFY(other >= 0);
        game.selectCard(other);
        QCOMPARE(game.suggestedAction(), QString());
        QCOMPARE(game.suggestionReason(), QString());
    }

    void hiddenInformationDoesNotChangeTheSuggestion()
    {
        // Ben's hand and the deck differ; everything Ann can see is the same.
        RibbitGame a;
        RibbitGame b;
        QVERIFY2(a.openRecordText(record(kBenBlue, kDeckPurple)), qPrintable(a.errorText()));
        QVERIFY2(b.openRecordText(record(kBenPurple, kDeckBlue)), qPrintable(b.errorText()));
        QVERIFY(a.state()->toJson() != b.state()->toJson());
        for (const QString& level : {QStringLiteral("medium"), QStringLiteral("hard")}) {
            a.suggestMove(level);
            b.suggestMove(level);
            QTRY_VERIFY(!a.suggesting() && !b.suggesting());
            QVERIFY(!a.suggestedAction().isEmpty());
            QCOMPARE(a.suggestedAction(), b.suggestedAction());
            QCOMPARE(a.suggestionReason(), b.suggestionReason());
        }
    }

    void onlyInLearningModeOnTheViewersTurn()
    {
        RibbitGame game;
        QVERIFY(game.openRecordText(record(kBenBlue, kDeckPurple)));
        game.setLearningMode(false);
        QVERIFY(!game.canSuggest());
        game.suggestMove();
        QVERIFY(!game.suggesting());
        QCOMPARE(game.suggestedAction(), QString());

        // Two humans: while the handover is pending nobody's hand is on screen, so no suggestion.
        RibbitGame hotSeat;
        QString twoHumans = record(kBenBlue, kDeckPurple);
        twoHumans.replace(QStringLiteral("bot:medium"), QStringLiteral("human"));
        QVERIFY(hotSeat.openRecordText(twoHumans));
        QVERIFY(hotSeat.handoverPending());
        QVERIFY(!hotSeat.canSuggest());
        hotSeat.confirmHandover();
        QVERIFY(hotSeat.canSuggest());
    }

    // The suggestion is shown to the whole table: beyond the explanation of the suggested move
    // (which shows anyway), its line names no colour, so it never gives the viewer's secret colour
    // away ("best for your yellow turtle against green", issue 17), in Ribbit or in Mini.
    void theSuggestionNamesNoSecretColour_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("ribbit") << QStringLiteral("ribbit");
        QTest::newRow("mini") << QStringLiteral("mini");
    }
    void theSuggestionNamesNoSecretColour()
    {
        QFETCH(QString, game);
        static const QRegularExpression colour(QStringLiteral("\\b(red|yellow|green|blue|purple|black)\\b"),
                                               QRegularExpression::CaseInsensitiveOption);
        int checked = 0;
        for (int seed = 1; seed <= 8; ++seed) {
            std::unique_ptr<GameSession> session = threePeople(game, seed);
            QVERIFY2(session->errorText().isEmpty(), qPrintable(session->errorText()));
            session->confirmHandover();
            session->suggestMove();
            QTRY_VERIFY(!session->suggesting());
            QVERIFY(!session->suggestedAction().isEmpty());
            QString explanation;
            for (const auto& a : session->state()->legalActions())
                if (QString::fromStdString(a.text) == session->suggestedAction())
                    explanation = QString::fromStdString(a.explanation);
            const QString reason = session->suggestionReason();
            QVERIFY2(reason.startsWith(explanation), qPrintable(reason));
            QVERIFY2(!colour.match(reason.mid(explanation.size())).hasMatch(),
                     qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(reason)));
            ++checked;
        }
        QCOMPARE(checked, 8);
    }

    // Plain words (issue 20): the suggestion's line names the card and the turtle, tile or slot in
    // words and players by name, in every game, through many turns: never the action's notation
    // ("*+ Y", "take P0a", "(draw)") and never "player 0" (a Ripple discard pile's owner was).
    void theSuggestionIsPlainWordsNamingPlayers_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("ribbit") << QStringLiteral("ribbit");
        QTest::newRow("mini") << QStringLiteral("mini");
        QTest::newRow("ripple") << QStringLiteral("ripple");
    }
    void theSuggestionIsPlainWordsNamingPlayers()
    {
        QFETCH(QString, game);
        static const QRegularExpression notation(
            QStringLiteral("(^|\\s)[RYGBPK*^]{1,2}[+-]+(\\s|$)|\\((draw|take|reveal|place|stack|ripple)\\b|"
                           "\\bplayers? \\d"),
            QRegularExpression::CaseInsensitiveOption);
        // Ripple's discard piles in notation (a Mini tile's own label, such as "P1", is on the tile).
        static const QRegularExpression pile(
            QStringLiteral("\\bP\\d[ab]?\\b|^(take|reveal|place|stack|ripple|draw|discard|flip)\\b"));
        int takes = 0;
        int checked = 0;
        for (int seed = 1; seed <= 3; ++seed) {
            std::unique_ptr<GameSession> session = threePeople(game, seed);
            QVERIFY2(session->errorText().isEmpty(), qPrintable(session->errorText()));
            for (int turn = 0; turn < 30 && !session->finished(); ++turn) {
                if (session->handoverPending())
                    session->confirmHandover();
                session->suggestMove();
                QTRY_VERIFY(!session->suggesting());
                const QString action = session->suggestedAction();
                const QString reason = session->suggestionReason();
                QVERIFY(!action.isEmpty());
                QVERIFY2(!reason.isEmpty(), qPrintable(action));
                QVERIFY2(!notation.match(reason).hasMatch(), qPrintable(action + QStringLiteral(" -> ") + reason));
                if (game == QLatin1String("ripple"))
                    QVERIFY2(!pile.match(reason).hasMatch(), qPrintable(action + QStringLiteral(" -> ") + reason));
                if (action.startsWith(QLatin1String("take P"))) { // a discard pile, named by its owner's name
                    const int owner = action.mid(6, 1).toInt();
                    const QStringList names{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cleo")};
                    QVERIFY2(reason.contains(names.value(owner, QStringLiteral("?"))), qPrintable(reason));
                    ++takes;
                }
                ++checked;
                QCOMPARE(session->playScripted(action), QString());
            }
        }
        QVERIFY(checked >= 30);
        if (game == QLatin1String("ripple"))
            QVERIFY(takes > 0);
    }
};

QTEST_MAIN(TestSuggest)
#include "tst_suggest.moc"
