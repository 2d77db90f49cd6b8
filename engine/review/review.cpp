#include "review.h"

#include "bots/bot.h"
#include "core/message_text.h"
#include "core/tr.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <system_error>
#include <thread>

namespace tidepool {

const char* gradeName(Grade grade)
{
    switch (grade) {
    case Grade::forced:
        return "forced";
    case Grade::good:
        return "good";
    case Grade::inaccuracy:
        return "inaccuracy";
    case Grade::mistake:
        return "mistake";
    }
    return "good";
}

Grade gradeFor(double loss, std::size_t legalCount, int fewestVisits)
{
    if (legalCount <= 1)
        return Grade::forced;
    if (fewestVisits < kMinimumVisits)
        return Grade::good; // too few playouts to tell a loss from chance
    if (loss >= kMistakeLoss)
        return Grade::mistake;
    if (loss >= kInaccuracyLoss)
        return Grade::inaccuracy;
    return Grade::good;
}

namespace {

/// The budget of the flat search for games whose bots have no Hard search (ReviewOptions::budget).
constexpr int kFlatBudget = 2000;

/// One decision to evaluate: its own copy of the position before the action.
struct Task
{
    std::unique_ptr<State> state;
    std::size_t index = 0;
    int seat = 0;
    std::string played;
    std::vector<LegalAction> legal;
};

/// Every legal action played out in worlds resampled for the acting seat, random play to the end:
/// the evaluation of a game whose bots have no search of their own. Reads the seat's observation
/// only (State::resample), like the bots.
ActionValues flatSearch(const State& state, int seat, int budget, std::uint64_t seed)
{
    std::vector<ParsedAction> actions;
    state.legalActions(actions);
    const int n = static_cast<int>(actions.size());
    const int each = std::max(1, budget / n);
    const std::size_t seats = static_cast<std::size_t>(state.playerCount());
    Rng rng(seed ^ (0xD1B54A32D192ED03ULL * (state.history().size() + 1)));
    ActionValues values;
    values.player = seat;
    values.iterations = each * n;
    for (const ParsedAction& action : actions) {
        ActionValue value;
        value.action = action.text();
        value.chances.assign(seats, 0.0);
        for (int k = 0; k < each; ++k) {
            std::unique_ptr<State> world = state.resample(seat, rng);
            if (!world->apply(action))
                continue; // a world where it is not legal: not counted
            world->playRandomly(rng);
            const std::vector<int> winners = world->winners();
            for (int w : winners)
                value.chances[static_cast<std::size_t>(w)] += 1.0 / static_cast<double>(winners.size());
            ++value.visits;
        }
        for (double& c : value.chances)
            c = value.visits > 0 ? c / value.visits : 0.0;
        value.chance = value.chances[static_cast<std::size_t>(seat)];
        values.candidates.push_back(std::move(value));
    }
    for (std::size_t i = 0; i < values.candidates.size(); ++i)
        if (values.candidates[i].chance > values.candidates[values.best].chance)
            values.best = i;
    return values;
}

/// The calibration of `game`'s chances for `players` (GameInfo::chanceCalibrations), or nullptr.
const ChanceCalibration* calibrationFor(const GameInfo& game, int players)
{
    const auto map = std::find_if(game.chanceCalibrations.begin(), game.chanceCalibrations.end(),
                                  [players](const ChanceCalibration& c) { return c.players == players; });
    return map == game.chanceCalibrations.end() ? nullptr : &*map;
}

/// The calibration of the registered game `game` for `players`, or nullptr (an unknown game too).
const ChanceCalibration* calibrationFor(const std::string& game, int players)
{
    const GameInfo* info = findGame(game);
    return info == nullptr ? nullptr : calibrationFor(*info, players);
}

/// The chances nearest 0 and 1 that the calibration tells apart (tests/benchmarks/
/// fit_calibration.py clamps the same): inside them the log-odds are finite, and a chance a
/// playout or two from 0 or 1 is not stretched past what the fit saw.
constexpr double kCalibrationEdge = 1e-4;

/// `raw` (0..1) through `map`: its logistic curve in the log-odds, in full at even chances and
/// fading to `raw` itself towards 0 and 1 (weight 4 raw (1 - raw)), so that 0 and 1 stay so and a
/// chance near them moves little (the curve alone, flatter than the search, would stretch a
/// difference between 98% and 100% about four times: ChanceCalibration).
double mapped(const ChanceCalibration& map, double raw)
{
    if (!(raw > 0.0))
        return 0.0;
    if (raw >= 1.0)
        return 1.0;
    const double clamped = std::clamp(raw, kCalibrationEdge, 1.0 - kCalibrationEdge);
    const double logOdds = std::log(clamped / (1.0 - clamped));
    const double curve = 1.0 / (1.0 + std::exp(-(map.intercept + map.slope * logOdds)));
    const double weight = 4.0 * raw * (1.0 - raw);
    return raw + weight * (curve - raw);
}

/// A candidate's chances through `map`: the acting seat's (`chance`, and chances[seat]) mapped;
/// the other seats share what is left of the total the search gave them all (1 in a race), in
/// the proportions it found, so the chances still add up as before (the map is fitted to the
/// acting seat's chance only: docs/ai.md, "Calibration").
void calibrateChances(ActionValue& value, int seat, const ChanceCalibration& map)
{
    value.chance = mapped(map, value.chance);
    const auto own = static_cast<std::size_t>(seat);
    if (own >= value.chances.size())
        return;
    double total = 0, others = 0;
    for (std::size_t s = 0; s < value.chances.size(); ++s) {
        total += value.chances[s];
        if (s != own)
            others += value.chances[s];
    }
    value.chances[own] = value.chance;
    const double left = std::max(0.0, total - value.chance);
    for (std::size_t s = 0; s < value.chances.size(); ++s)
        if (s != own)
            value.chances[s] = others > 0 ? value.chances[s] * left / others : 0.0;
}

ReviewedDecision evaluateDecision(const std::string& game, const Task& task, int budget, std::uint64_t seed, bool calibrate)
{
    BotOptions botOptions;
    botOptions.iterations = budget;
    const std::uint64_t seatSeed = botSeed(seed, task.seat);
    std::optional<ActionValues> values = makeBot(game, "hard", seed, task.seat, botOptions)->evaluate(*task.state, {task.played});
    if (!values)
        values = flatSearch(*task.state, task.seat, budget > 0 ? budget : kFlatBudget, seatSeed);
    if (const ChanceCalibration* map = calibrate ? calibrationFor(game, task.state->playerCount()) : nullptr) {
        for (ActionValue& v : values->candidates)
            calibrateChances(v, task.seat, *map);
    }
    ReviewedDecision d;
    d.index = task.index;
    d.seat = task.seat;
    d.legalCount = task.legal.size();
    d.playouts = values->iterations;
    d.played = task.played;
    const auto explanationOf = [&](const std::string& action) {
        for (const LegalAction& a : task.legal)
            if (a.text == action)
                return a.explanation;
        return std::string();
    };
    std::optional<std::size_t> playedAt;
    for (std::size_t i = 0; i < values->candidates.size(); ++i) {
        const ActionValue& v = values->candidates[i];
        d.candidates.push_back(ReviewedAction{v.action, explanationOf(v.action), v.chance, v.visits, v.chances, v.scores});
        if (v.action == task.played)
            playedAt = i;
    }
    if (!playedAt)
        throw std::runtime_error("the evaluation left out the action played, " + task.played);
    const ReviewedAction& played = d.candidates[*playedAt];
    const ReviewedAction& best = d.candidates[values->best];
    d.playedChance = played.chance;
    d.chances = played.chances;
    d.best = best.action;
    d.bestText = best.explanation;
    d.bestChance = best.chance;
    d.bestChances = best.chances;
    d.scores = played.scores;
    d.bestScores = best.scores;
    d.loss = std::max(0.0, best.chance - played.chance);
    const int fewestVisits = std::min(played.visits, best.visits);
    d.tooFewVisits = fewestVisits < kMinimumVisits;
    d.grade = gradeFor(d.loss, d.legalCount, fewestVisits);
    return d;
}

/// `text` ending a sentence: a full stop added unless it ends with one (or "!" or "?"); a game's
/// sentence may leave it out (the example game's do).
std::string sentence(const std::string& text)
{
    if (text.empty() || text.back() == '.' || text.back() == '!' || text.back() == '?')
        return text;
    return text + ".";
}

std::vector<KeyMoment> keyMoments(const std::vector<ReviewedDecision>& decisions, const std::vector<std::string>& names)
{
    std::vector<KeyMoment> moments;
    for (std::size_t i = 0; i < decisions.size(); ++i) {
        const ReviewedDecision& d = decisions[i];
        if (d.played == d.best || d.tooFewVisits)
            continue;
        // The seat whose chance the choice changed most; the acting seat first on ties.
        int affected = d.seat;
        double change = std::abs(d.chances[static_cast<std::size_t>(d.seat)] - d.bestChances[static_cast<std::size_t>(d.seat)]);
        for (std::size_t s = 0; s < d.chances.size(); ++s) {
            const double c = std::abs(d.chances[s] - d.bestChances[s]);
            if (c > change + 1e-12) {
                change = c;
                affected = static_cast<int>(s);
            }
        }
        if (change < kKeyMomentChange)
            continue;
        KeyMoment m;
        m.decision = i;
        m.index = d.index;
        m.seat = d.seat;
        m.affected = affected;
        m.from = d.bestChances[static_cast<std::size_t>(affected)];
        m.to = d.chances[static_cast<std::size_t>(affected)];
        moments.push_back(m);
    }
    std::stable_sort(moments.begin(), moments.end(), [](const KeyMoment& a, const KeyMoment& b) {
        return std::abs(a.to - a.from) > std::abs(b.to - b.from);
    });
    if (moments.size() > kMostKeyMoments)
        moments.resize(kMostKeyMoments);
    for (KeyMoment& m : moments) {
        const ReviewedDecision& d = decisions[m.decision];
        // Whole sentences, each beginning with its own capital whatever the game's sentences: the
        // table's sentence after "Move N:", the explanation after "The best move found:". Another
        // seat's chance is the mover's estimate of it (blind to that seat's secrets: after a move
        // that ends a race it can differ from the result), and the sentence says so.
        const std::string pattern =
            m.affected == m.seat
                ? TP_TR("engine", "Move {0}: {1} It took {2}'s chance to win from {3}% to {4}%. The best move found: "
                                  "{5} (it would have left it at {3}%).")
                : TP_TR("engine", "Move {0}: {1} It took {2}'s chance to win, as {6} could tell, from {3}% to {4}%. The "
                                  "best move found: {5} (it would have left it at {3}%).");
        m.text = format(pattern, m.index + 1, sentence(d.playedText), names.at(static_cast<std::size_t>(m.affected)),
                        percentOf(m.from), percentOf(m.to), bestMoveText(d), names.at(static_cast<std::size_t>(m.seat)));
    }
    return moments;
}

/// The most characters of a name the texts give, as the app's views (app/text/playernames.h,
/// kMaxShownNameLength): a longer one is cut to this many and "…".
constexpr std::size_t kShownNameLimit = 40;

/// The record's name of `seat` as the texts give it (Review::names).
std::string shownName(const std::string& name, int seat)
{
    std::string text;
    bool space = false;
    for (char c : name) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte <= 0x20 || byte == 0x7f) {
            space = !text.empty();
            continue;
        }
        if (space)
            text += ' ';
        space = false;
        text += c;
    }
    if (text.empty())
        return format(TP_TR("engine", "Player {0}"), seat + 1);
    return echoed(text, kShownNameLimit); // cut; C1 controls, bidi marks and line separators escaped
}

double rounded(double chance)
{
    return std::round(chance * 10000) / 10000;
}

Json chancesJson(const std::vector<double>& chances)
{
    Json list = Json::array();
    for (double c : chances)
        list.push_back(rounded(c));
    return list;
}

/// Points (Ripple's expected totals), rounded to 2 decimals.
Json pointsJson(const std::vector<double>& points)
{
    Json list = Json::array();
    for (double p : points)
        list.push_back(std::round(p * 100) / 100);
    return list;
}

} // namespace

std::string withPlayerNames(const std::string& text, const std::vector<std::string>& names)
{
    const std::string form = TP_TR("engine", "player {0}");
    const std::size_t at = form.find("{0}");
    if (at == std::string::npos)
        return text;
    const std::string before = form.substr(0, at), after = form.substr(at + 3);
    const auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    const auto isWord = [&](char c) {
        return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    };
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text.compare(i, before.size(), before) == 0 && (i == 0 || !isWord(text[i - 1]))) {
            std::size_t end = i + before.size();
            std::size_t seat = 0;
            const std::size_t digits = end;
            while (end < text.size() && isDigit(text[end]) && end - digits < 6)
                seat = seat * 10 + static_cast<std::size_t>(text[end++] - '0');
            const bool whole = end > digits && text.compare(end, after.size(), after) == 0 &&
                               (end + after.size() >= text.size() || !isWord(text[end + after.size()]));
            if (whole && seat < names.size()) {
                out += names[seat];
                i = end + after.size();
                continue;
            }
        }
        out += text[i++];
    }
    return out;
}

namespace {

/// A record checked and replayed for a review: its final position, each seat's name as the texts
/// give it (Review::names), and the decisions to evaluate.
struct Prepared
{
    std::unique_ptr<State> final;
    std::vector<std::string> names;
    std::vector<Task> tasks;
};

/// Checks `options` and replays `record`, keeping a task for every action (or only the one at
/// `only`): reviewGame() and reviewDecision() alike.
Expected<Prepared> prepare(const Record& record, const ReviewOptions& options, std::optional<std::size_t> only = std::nullopt)
{
    if (options.budget < 0 || options.budget > 10'000'000)
        return Error{"the budget must be 1 to 10000000 playouts a decision (or 0 for the game's), not " +
                     std::to_string(options.budget)};
    if (options.threads < 0 || options.threads > 64)
        return Error{"threads must be 1 to 64 (or 0: one per core), not " + std::to_string(options.threads)};
    auto final = replay(record); // every action checked, errors as replay() words them
    if (!final)
        return Error{final.error()};
    if (only && *only >= record.actions.size())
        return Error{"the record has " + std::to_string(record.actions.size()) + " actions: there is no action " +
                     std::to_string(*only)};
    auto start = startState(record);
    if (!start)
        return Error{start.error()};

    Prepared prepared;
    std::unique_ptr<State> state = std::move(*start);
    const std::size_t end = only ? *only + 1 : record.actions.size();
    for (std::size_t i = 0; i < end; ++i) {
        if (!only || *only == i) {
            Task task;
            task.index = i;
            task.seat = *state->currentPlayer();
            // The notation as the game writes it (a game's parser may take other spellings), so
            // that the search's candidates, which the game writes, can be matched with it.
            const auto parsed = state->parse(record.actions[i]);
            task.played = parsed ? parsed->text() : record.actions[i];
            task.legal = state->legalActions();
            task.state = state->clone();
            prepared.tasks.push_back(std::move(task));
        }
        if ((!only || i < *only) && !state->apply(record.actions[i]))
            return Error{"action " + std::to_string(i) + " could not be applied again"};
    }
    prepared.final = std::move(*final);
    for (int seat = 0; seat < prepared.final->playerCount(); ++seat)
        prepared.names.push_back(shownName(static_cast<std::size_t>(seat) < record.players.size()
                                               ? record.players[static_cast<std::size_t>(seat)].name
                                               : std::string(),
                                           seat));
    return prepared;
}

/// The decision's texts with the players named: the table's sentence of the move played
/// (ReviewedDecision::playedText) and the explanations.
void nameTexts(ReviewedDecision& d, const State& final, const std::vector<std::string>& names)
{
    d.playedText = withPlayerNames(final.describeMove(d.index, kTable), names);
    d.bestText = withPlayerNames(d.bestText, names);
    for (ReviewedAction& a : d.candidates)
        a.explanation = withPlayerNames(a.explanation, names);
}

} // namespace

double calibratedChance(const GameInfo& game, int players, double raw)
{
    const ChanceCalibration* map = calibrationFor(game, players);
    if (map != nullptr)
        return mapped(*map, raw);
    return raw > 0.0 ? std::min(raw, 1.0) : 0.0; // clamped; not a number: 0, as mapped() gives it
}

Expected<Review> reviewGame(const Record& record, const ReviewOptions& options)
{
    auto prepared = prepare(record, options);
    if (!prepared)
        return Error{prepared.error()};
    std::vector<Task>& tasks = prepared->tasks;

    const std::size_t total = tasks.size();
    std::vector<ReviewedDecision> decisions(total);
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const std::size_t threads =
        std::min<std::size_t>(options.threads > 0 ? static_cast<std::size_t>(options.threads) : cores, std::max<std::size_t>(total, 1));
    std::atomic<std::size_t> next{0};
    std::atomic<bool> cancelled{false};
    std::mutex mutex; // guards done, failure and the progress callback
    std::size_t done = 0;
    std::exception_ptr failure;
    const auto work = [&] {
        for (;;) {
            if (options.stop.stop_requested()) {
                cancelled = true;
                return;
            }
            const std::size_t i = next++;
            if (i >= total)
                return;
            try {
                decisions[i] = evaluateDecision(record.game, tasks[i], options.budget, options.seed, options.calibrate);
            } catch (...) {
                const std::lock_guard lock(mutex);
                if (!failure)
                    failure = std::current_exception();
                next = total;
                return;
            }
            const std::lock_guard lock(mutex);
            ++done;
            if (options.progress)
                options.progress(done, total);
        }
    };
    if (threads <= 1) {
        work();
    } else {
        std::vector<std::thread> pool;
        try {
            for (std::size_t t = 0; t < threads; ++t)
                pool.emplace_back(work);
        } catch (const std::system_error&) {
            // No more threads (a process or memory limit): the ones started share the work (the
            // review does not depend on their number); with none, this thread does it.
            if (pool.empty())
                work();
        }
        for (std::thread& thread : pool)
            thread.join();
    }
    if (failure) {
        try {
            std::rethrow_exception(failure);
        } catch (const std::exception& e) {
            return Error{std::string("the review failed: ") + e.what()};
        }
    }
    if (cancelled)
        return Error{"the review was cancelled"};

    Review review;
    review.game = record.game;
    review.players = prepared->final->playerCount();
    review.seed = options.seed;
    review.calibrated = options.calibrate && calibrationFor(record.game, review.players) != nullptr;
    review.finished = prepared->final->isFinished();
    review.winners = prepared->final->winners();
    review.names = std::move(prepared->names);
    for (ReviewedDecision& d : decisions)
        nameTexts(d, *prepared->final, review.names);
    review.budget = options.budget;
    if (review.budget == 0 && !decisions.empty())
        review.budget = decisions.front().playouts; // the game's default, as the search used it
    review.decisions = std::move(decisions);
    review.keyMoments = keyMoments(review.decisions, review.names);
    return review;
}

Expected<ReviewedDecision> reviewDecision(const Record& record, std::size_t index, const ReviewOptions& options)
{
    auto prepared = prepare(record, options, index);
    if (!prepared)
        return Error{prepared.error()};
    if (options.stop.stop_requested())
        return Error{"the review was cancelled"};
    ReviewedDecision d;
    try {
        d = evaluateDecision(record.game, prepared->tasks.front(), options.budget, options.seed, options.calibrate);
    } catch (const std::exception& e) {
        return Error{std::string("the review failed: ") + e.what()};
    }
    nameTexts(d, *prepared->final, prepared->names);
    return d;
}

Json reviewJson(const Review& review)
{
    Json decisions = Json::array();
    for (const ReviewedDecision& d : review.decisions) {
        Json candidates = Json::array();
        for (const ReviewedAction& a : d.candidates)
            candidates.push_back({{"action", a.action}, {"chance", rounded(a.chance)}, {"visits", a.visits}});
        decisions.push_back({{"index", d.index},
                             {"move", d.index + 1},
                             {"seat", d.seat},
                             {"legal", d.legalCount},
                             {"played", d.played},
                             {"playedText", d.playedText},
                             {"playedChance", rounded(d.playedChance)},
                             {"best", d.best},
                             {"bestText", d.bestText},
                             {"bestChance", rounded(d.bestChance)},
                             {"loss", rounded(d.loss)},
                             {"grade", gradeName(d.grade)},
                             {"tooFewVisits", d.tooFewVisits},
                             {"chances", chancesJson(d.chances)},
                             {"bestChances", chancesJson(d.bestChances)},
                             {"candidates", candidates}});
        if (!d.scores.empty()) {
            decisions.back()["scores"] = pointsJson(d.scores);
            decisions.back()["bestScores"] = pointsJson(d.bestScores);
        }
    }
    Json moments = Json::array();
    for (const KeyMoment& m : review.keyMoments)
        moments.push_back({{"index", m.index},
                           {"move", m.index + 1},
                           {"seat", m.seat},
                           {"affected", m.affected},
                           {"from", rounded(m.from)},
                           {"to", rounded(m.to)},
                           {"text", m.text}});
    return Json{{"game", review.game},
                {"players", review.players},
                {"names", review.names},
                {"budget", review.budget},
                {"seed", review.seed},
                {"calibrated", review.calibrated},
                {"finished", review.finished},
                {"winners", review.winners},
                {"thresholds",
                 {{"inaccuracy", kInaccuracyLoss},
                  {"mistake", kMistakeLoss},
                  {"visits", kMinimumVisits},
                  {"keyMoment", kKeyMomentChange}}},
                {"decisions", decisions},
                {"keyMoments", moments}};
}

int percentOf(double chance)
{
    return static_cast<int>(std::lround(chance * 100));
}

const std::string& bestMoveText(const ReviewedDecision& decision)
{
    return decision.bestText.empty() ? decision.best : decision.bestText;
}

bool betterMoveShown(const ReviewedDecision& decision)
{
    return decision.best != decision.played && decision.bestChance > decision.playedChance;
}

GradeCounts gradeCounts(const Review& review, int seat)
{
    GradeCounts counts;
    for (const ReviewedDecision& d : review.decisions)
        if (d.seat == seat) {
            counts.mistakes += d.grade == Grade::mistake;
            counts.inaccuracies += d.grade == Grade::inaccuracy;
        }
    return counts;
}

std::string reviewText(const Review& review)
{
    const auto gradeWord = [](Grade g) {
        switch (g) {
        case Grade::forced:
            return TP_TR("engine", "forced");
        case Grade::good:
            return TP_TR("engine", "good");
        case Grade::inaccuracy:
            return TP_TR("engine", "inaccuracy");
        case Grade::mistake:
            return TP_TR("engine", "mistake");
        }
        return std::string();
    };
    std::string out = format(TP_TR("engine", "{0}, {1} players: {2} decisions, {3} playouts each (seed {4})"),
                             review.game, review.players, review.decisions.size(), review.budget,
                             std::to_string(review.seed)) +
                      "\n";
    if (review.calibrated) // else the search's chances as found (--raw, or a game without a map)
        out += TP_TR("engine", "The chances are calibrated: matched to how often such decisions were won in games "
                               "between equally strong computer players.") +
               "\n";
    const auto nameOf = [&](int seat) {
        return static_cast<std::size_t>(seat) < review.names.size() ? review.names[static_cast<std::size_t>(seat)]
                                                                    : format(TP_TR("engine", "Player {0}"), seat + 1);
    };
    for (const ReviewedDecision& d : review.decisions) {
        const std::string grade = d.tooFewVisits && d.grade != Grade::forced
                                      ? format(TP_TR("engine", "{0}, too few playouts to judge"), gradeWord(d.grade))
                                      : gradeWord(d.grade);
        std::string line = format(TP_TR("engine", "Move {0}: {1} {2}'s chance to win: {3}%, {4}."), d.index + 1,
                                  sentence(d.playedText.empty() ? d.played : d.playedText), nameOf(d.seat),
                                  percentOf(d.playedChance), grade);
        if (betterMoveShown(d))
            line += " " + format(TP_TR("engine", "The best move found: {0} ({1}%)."),
                                 bestMoveText(d), percentOf(d.bestChance));
        if (static_cast<std::size_t>(d.seat) < d.scores.size()) // a game that counts points (Ripple)
            line += " " + format(TP_TR("engine", "Expected total once the round is scored: {0}."),
                                 std::lround(d.scores[static_cast<std::size_t>(d.seat)]));
        out += line + "\n";
    }
    for (int seat = 0; seat < review.players; ++seat) {
        const GradeCounts counts = gradeCounts(review, seat);
        out += format(TP_TR("engine", "{0}: mistakes {1}, inaccuracies {2}"), nameOf(seat), counts.mistakes,
                      counts.inaccuracies) +
               "\n";
    }
    out += review.keyMoments.empty() ? TP_TR("engine", "Key moments: none") + "\n"
                                     : TP_TR("engine", "Key moments:") + "\n";
    for (const KeyMoment& m : review.keyMoments)
        out += "- " + m.text + "\n";
    return out;
}

} // namespace tidepool
