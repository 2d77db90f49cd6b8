#pragma once
// TestRecords (QML singleton `TestRecords`, module TidepoolTest, tests only): records of any
// registered game made by the engine's own computer players, for the view suites that need a
// table in a given state without naming a game's moves (tst_overlays.qml).
#include "bots/bot.h"
#include "core/record.h"

#include <QObject>
#include <QString>

#include <memory>

class TestRecords : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    /// A record of `game` for `seats` players: Ann (a person, seat 0) and computers ("Computer 2",
    /// … at the Easy level), from `seed`, with `optionsJson` (a JSON object, "{}" for the
    /// defaults), played by Easy computer players for every seat until it is Ann's turn again
    /// after at least one move of hers and at least `othersSince` moves of others since it (so the
    /// table shows a recap), or the game is over. Returns "" when the game is unknown or the
    /// record can't be started.
    Q_INVOKABLE QString midGame(const QString& game, int seats, int seed, const QString& optionsJson,
                                int othersSince) const
    {
        tidepool::Record record;
        record.game = game.toStdString();
        auto options = tidepool::parseBoundedJson(optionsJson.toStdString(), "the options");
        if (!options)
            return {};
        record.options = *options;
        record.seed = std::uint64_t(seed);
        for (int seat = 0; seat < seats; ++seat)
            record.players.push_back({seat == 0 ? std::string("Ann") : "Computer " + std::to_string(seat + 1),
                                      seat == 0 ? std::string("human") : std::string("bot:easy"), {}});
        auto state = tidepool::startState(record);
        if (!state)
            return {};
        std::unique_ptr<tidepool::State> position = std::move(*state);
        bool annMoved = false;
        int since = 0;
        for (int move = 0; move < 2000; ++move) {
            const auto player = position->currentPlayer();
            if (!player || position->isFinished())
                break;
            if (*player == 0 && annMoved && since >= othersSince)
                break;
            auto bot = tidepool::makeBot(record.game, "easy", record.seed + std::uint64_t(move), *player);
            const auto decision = bot->decide(*position);
            if (!position->apply(decision.action))
                return {};
            record.actions.push_back(decision.action);
            if (*player == 0) {
                annMoved = true;
                since = 0;
            } else {
                ++since;
            }
        }
        return QString::fromStdString(record.dump());
    }
};
