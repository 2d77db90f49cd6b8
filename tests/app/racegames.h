#pragma once
// The two race games' controllers (HandGame: a private hand played onto a board target) as the app
// tests drive them: one fixture per registered race game (its board model, a position to start
// from, a legal and an illegal play in it) and one way to play a turn through the controller, as a
// person would. tst_racegames.cpp runs the checks every race game owes over these fixtures;
// tst_ribbitgame.cpp and tst_minigame.cpp keep only their game's own rules.
#include "handgame.h"
#include "mini/minigame.h"
#include "ribbit/ribbitgame.h"
#include "ribbitrecords.h"

#include <QAbstractItemModel>
#include <QStringList>
#include <QTest>

#include <functional>
#include <vector>

namespace tidepool::test {

/// The row of `card` (notation) in `hand`, -1 when it is not there.
inline int handRow(const tidepool::app::HandModel* hand, const QString& card)
{
    for (int i = 0; i < hand->rowCount(); ++i)
        if (hand->data(hand->index(i), tidepool::app::HandModel::CardRole).toString() == card)
            return i;
    return -1;
}

/// The role called `name` in `model`'s roleNames(), -1 when it has none.
inline int roleNamed(const QAbstractItemModel* model, const QByteArray& name)
{
    const QHash<int, QByteArray> roles = model->roleNames();
    for (auto it = roles.begin(); it != roles.end(); ++it)
        if (it.value() == name)
            return it.key();
    return -1;
}

/// `idRole` of every row of `model` whose `flagRole` is true, in row order.
inline QStringList rowsWhere(const QAbstractItemModel* model, const QByteArray& flagRole, const QByteArray& idRole)
{
    const int flag = roleNamed(model, flagRole), id = roleNamed(model, idRole);
    QStringList result;
    for (int i = 0; i < model->rowCount(); ++i)
        if (model->data(model->index(i, 0), flag).toBool())
            result << model->data(model->index(i, 0), id).toString();
    return result;
}

/// What the shared checks need to know of one race game.
struct RaceFixture
{
    QString game;                       ///< the registry name
    QString options;                    ///< an option of the setup the model test starts ("" for none)
    QString optionValue;
    QByteArray boardProperty;           ///< the controller's board model property ("turtles", "tiles")
    QByteArray targetRole;              ///< the board role naming a target ("color", "tile")
    int boardRows = 0;                  ///< rows of the board model in a game of three
    int modelTestTurns = 0;             ///< turns the model test plays
    /// A two-player position (record) with Ann (human, holding `annColor`) to act and Ben (human)
    /// next, a card of Ann's played on `playTarget` legally, and `wrongCard` refused on
    /// `wrongTarget` (the notice containing `noticePart`, whyNot containing `whyNotPart`) while
    /// `rightTarget` takes it.
    QString record;
    QString annColor;
    QString playCard, playTarget;
    QString wrongCard, wrongTarget, rightTarget, noticePart, whyNotPart;
    /// The game's own step of a turn before its cards (Mini: leave the between-races summary).
    std::function<void(tidepool::app::HandGame&)> beforeCards;
    /// A card whose play needs no target is selected: plays it and returns true (Ribbit's discard,
    /// Mini's shake with no stack), or returns false when the card wants a target.
    std::function<bool(tidepool::app::HandGame&)> playWithoutTarget;
    /// The game's own check of a card's highlighted targets (Mini: exactly the engine's targets).
    std::function<void(tidepool::app::HandGame&, const QString& card, const QStringList& targets)> checkTargets;
    /// Ribbit discards the first card; Mini plays on the last target.
    bool lastTarget = false;

    QAbstractItemModel* board(tidepool::app::HandGame& game) const
    {
        return game.property(boardProperty.constData()).value<QAbstractItemModel*>();
    }
};

/// Mini's position: the row front first G1 | B2 K1 | R1 | Y1 P2 R2 | G2 | B1 | P1 | Y2 | K2; Ann
/// holds green and G++ shake *- R-- *+, Ben yellow.
inline QString miniMidRace()
{
    return QStringLiteral(
        R"({"format": "tidepool-record", "version": 1, "game": "mini", "options": {"variant": "basic"}, "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}], "seed": 7, "setup": {"colors": ["G", "Y"], "row": [["G1"], ["B2", "K1"], ["R1"], ["Y1", "P2", "R2"], ["G2"], ["B1"], ["P1"], ["Y2"], ["K2"]], "hands": [["G++", "shake", "*-", "R--", "*+"], ["B+++", "B++", "B++", "B--", "*++"]], "deck": ["R+++", "R++", "R++", "Y+++", "Y++", "Y++", "Y--", "G+++", "G++", "G--", "P+++", "P++", "P++", "P--", "*+", "*+", "*+", "*+", "*+", "*++", "*++", "*++", "*++", "*++", "*-", "*-", "*--", "*--", "*--", "*--", "*---", "*---", "shake", "shake", "shake", "shake", "shake", "lettuce", "lettuce", "lettuce"], "discard": [], "lettuce": 0, "out": [], "round": 1, "current": 0}, "actions": []})");
}

/// Mini's targets of `card` by the engine (targets()), as tile names.
inline QStringList miniEngineTargets(const tidepool::app::HandGame& game, const QString& card)
{
    const auto* state = static_cast<const tidepool::mini::MiniState*>(game.state());
    QStringList result;
    for (tidepool::mini::Tile t : tidepool::mini::targets(state->row(), *tidepool::mini::Card::parse(card.toStdString())))
        result << QString::fromStdString(t.toString());
    return result;
}

/// The fixture of every race game, by registry name.
inline std::vector<RaceFixture> raceFixtures()
{
    using tidepool::app::HandGame;
    RaceFixture ribbit;
    ribbit.game = QStringLiteral("ribbit");
    ribbit.boardProperty = "turtles";
    ribbit.targetRole = "color";
    ribbit.boardRows = 5;
    ribbit.modelTestTurns = 30;
    ribbit.record = ribbitStartRecord(); // Ann to play R+ G- Y++ ^ *-
    ribbit.annColor = QStringLiteral("R");
    ribbit.playCard = QStringLiteral("R+");
    ribbit.playTarget = QStringLiteral("R");
    ribbit.wrongCard = QStringLiteral("^");
    ribbit.wrongTarget = QStringLiteral("G");
    ribbit.rightTarget = QStringLiteral("R");
    ribbit.noticePart = QStringLiteral("last");
    ribbit.whyNotPart = QStringLiteral("not last");
    ribbit.beforeCards = [](HandGame&) {};
    ribbit.playWithoutTarget = [](HandGame& game) {
        auto& r = static_cast<tidepool::app::RibbitGame&>(game);
        if (!r.mustDiscard())
            return false;
        r.selectCard(0);
        [&] { QVERIFY(r.discardSelected()); }();
        return true;
    };
    ribbit.checkTargets = [](HandGame&, const QString&, const QStringList&) {};

    RaceFixture mini;
    mini.game = QStringLiteral("mini");
    mini.options = QStringLiteral("variant");
    mini.optionValue = QStringLiteral("advanced");
    mini.boardProperty = "tiles";
    mini.targetRole = "tile";
    mini.boardRows = 12;
    mini.modelTestTurns = 40;
    mini.record = miniMidRace();
    mini.annColor = QStringLiteral("G");
    mini.playCard = QStringLiteral("*+");
    mini.playTarget = QStringLiteral("K2");
    mini.wrongCard = QStringLiteral("R--");
    mini.wrongTarget = QStringLiteral("G1");
    mini.rightTarget = QStringLiteral("R1");
    mini.noticePart = QStringLiteral("red");
    mini.whyNotPart = QString();
    mini.lastTarget = true;
    mini.beforeCards = [](HandGame& game) {
        auto& m = static_cast<tidepool::app::MiniGame&>(game);
        if (m.betweenRaces())
            m.continueRace();
    };
    mini.playWithoutTarget = [](HandGame& game) {
        auto& m = static_cast<tidepool::app::MiniGame&>(game);
        if (!m.selectedHasNoTile())
            return false;
        [&] { QVERIFY(m.playWithNoTile()); }();
        return true;
    };
    mini.checkTargets = [](HandGame& game, const QString& card, const QStringList& targets) {
        QCOMPARE(targets, miniEngineTargets(game, card));
    };
    return {ribbit, mini};
}

/// The fixture of `game`, or nullptr when it has none.
inline const RaceFixture* raceFixture(const QString& game)
{
    static const std::vector<RaceFixture> fixtures = raceFixtures();
    for (const RaceFixture& f : fixtures)
        if (f.game == game)
            return &f;
    return nullptr;
}

/// Plays one turn through the controller: confirms a handover, lets a computer play (off the GUI
/// thread, waited for), or plays the first playable card of the hand on a highlighted target (the
/// first; Mini's the last), or without one when it needs none.
inline void playOneTurn(tidepool::app::HandGame& game, const RaceFixture& f)
{
    f.beforeCards(game);
    if (game.handoverPending())
        game.confirmHandover();
    if (game.botToAct()) {
        const int before = game.actionCount();
        game.playBotMove();
        QTRY_VERIFY(game.actionCount() > before || game.finished());
        return;
    }
    tidepool::app::HandModel* hand = game.hand();
    QVERIFY(hand->rowCount() > 0);
    if (f.playWithoutTarget(game))
        return; // Ribbit: no card can be played, one is discarded
    for (int i = 0; i < hand->rowCount(); ++i) {
        if (!hand->data(hand->index(i), tidepool::app::HandModel::PlayableRole).toBool())
            continue;
        game.selectCard(i);
        if (f.playWithoutTarget(game))
            return; // Mini: a shake with no stack
        const QStringList legal = rowsWhere(f.board(game), "isTarget", f.targetRole);
        QVERIFY(!legal.isEmpty());
        f.checkTargets(game, hand->data(hand->index(i), tidepool::app::HandModel::CardRole).toString(), legal);
        QVERIFY(game.playOn(f.lastTarget ? legal.last() : legal.first()));
        return;
    }
    QFAIL("no playable card and no discard");
}

} // namespace tidepool::test
