#pragma once
// Reviewing a game (issue 45, docs/ai.md "Reviewing a game"): every decision of a record graded
// from what the player who made it could see, with each player's chance to win after every action
// and the few key moments in plain words. One function over the game registry: every registered
// game gets it. No Qt: the app's review screen and `tidepool-cli review` both read this.
#include "core/expected.h"
#include "core/game.h"
#include "core/record.h"

#include <cstdint>
#include <cstddef>
#include <functional>
#include <stop_token>
#include <string>
#include <vector>

namespace tidepool {

/// How good a decision was, by its loss (ReviewedDecision::loss) against the thresholds below.
enum class Grade
{
    forced,     ///< the player had one legal action
    good,       ///< loss below kInaccuracyLoss
    inaccuracy, ///< loss from kInaccuracyLoss to below kMistakeLoss
    mistake,    ///< loss of kMistakeLoss or more
};

/// The losses (in chance to win, 0..1) from which a decision is an inaccuracy or a mistake.
inline constexpr double kInaccuracyLoss = 0.05;
inline constexpr double kMistakeLoss = 0.10;
/// The fewest playouts that both the action played and the best action found must each have had
/// for a loss to count: below it a decision is `good` whatever its loss (ReviewedDecision::
/// tooFewVisits) and is no key moment. A chance from n playouts can be off by 0.5/sqrt(n) (one
/// standard error): at a small budget (`--budget 50`) a candidate may get 3, 29 points either way.
/// Not more: the search (UCB1) gives an action it finds bad few playouts, the worse the fewer (a
/// 57-point loss got 14 at the default budget), so a larger minimum would hide the worst
/// mistakes (docs/ai.md, "Reviewing a game").
inline constexpr int kMinimumVisits = 10;

/// "forced", "good", "inaccuracy", "mistake" (JSON and the CLI; the app words them itself).
const char* gradeName(Grade grade);
/// The grade of a decision with `legalCount` legal actions that lost `loss` (0..1), where the
/// fewer playouts of the action played and of the best one was `fewestVisits`: forced with one
/// legal action; good when `fewestVisits` < kMinimumVisits (too few to judge); else by the loss.
Grade gradeFor(double loss, std::size_t legalCount, int fewestVisits);

/// One candidate the search weighed, as Bot::evaluate() gives it.
struct ReviewedAction
{
    std::string action;          ///< notation
    std::string explanation;     ///< the legal action's one-line explanation (the acting player's words)
    double chance = 0;           ///< the acting player's chance to win after it, 0..1
    int visits = 0;              ///< playouts it got
    std::vector<double> chances; ///< per seat, 0..1
    std::vector<double> scores;  ///< per seat, mean points (ActionValue::scores); empty for most games
};

/// One decision of the record: the action at `index`, by `seat`.
struct ReviewedDecision
{
    std::size_t index = 0;    ///< in Record::actions (0-based; people read move index + 1)
    int seat = 0;             ///< who acted (0-based; Review::names names it)
    std::size_t legalCount = 0;
    int playouts = 0;         ///< the search's playouts for this decision
    std::string played;       ///< notation of the action played
    /// The table's sentence for it (State::describeMove(index, kTable)), each "player N" in it
    /// replaced by the player's name (withPlayerNames): "Ann played Yellow +1: ...".
    std::string playedText;
    double playedChance = 0;  ///< the seat's chance to win after it (0..1), as the search found
    std::string best;         ///< the action the search found best (may equal `played`)
    std::string bestText;     ///< its legal action's explanation, players named (withPlayerNames)
    double bestChance = 0;    ///< the seat's chance after it, 0..1
    double loss = 0;          ///< max(0, bestChance - playedChance)
    Grade grade = Grade::good;
    /// The action played or the best one had fewer than kMinimumVisits playouts: the loss is not
    /// graded (good, unless forced) and the decision is no key moment.
    bool tooFewVisits = false;
    /// Per seat, each player's chance to win after the action played, 0..1: the playouts of the
    /// played action, in the worlds the acting seat could imagine (its observation only). For the
    /// graph. The acting seat's own is playedChance; the others' are its estimate of them (it does
    /// not see their secrets): docs/ai.md, "Reviewing a game", says what that means.
    std::vector<double> chances;
    /// The same had the best action been played.
    std::vector<double> bestChances;
    /// Where the game's search counts points (Ripple): per seat, the expected game total once the
    /// round being played is scored, after the action played, in the acting seat's worlds (its
    /// estimate of the others'); empty for the other games.
    std::vector<double> scores;
    /// The same had the best action been played.
    std::vector<double> bestScores;
    std::vector<ReviewedAction> candidates; ///< everything the search weighed, in its order
};

/// A decision that changed the outcome most: the largest change of any seat's chance between the
/// action played and the best one found (at least kKeyMomentChange; never a decision with
/// tooFewVisits).
struct KeyMoment
{
    std::size_t decision = 0; ///< index in Review::decisions
    std::size_t index = 0;    ///< in Record::actions
    int seat = 0;             ///< who acted
    int affected = 0;         ///< whose chance changed most (may be `seat`)
    double from = 0;          ///< the affected seat's chance had the best action been played, 0..1
    double to = 0;            ///< its chance after the action played, 0..1
    /// Whole sentences in the engine's language (core/tr.h, context "engine"), players by name
    /// (Review::names), moves counted from 1: "Move 4: Ann played Yellow +1: yellow moves from
    /// space 8 to the lettuce. The race is over. It took Ben's chance to win, as Ann could tell,
    /// from 85% to 100%. The best move found: Yellow −1: yellow moves from space 8 to space 7 (it
    /// would have left it at 85%)." ("as Ann could tell": another seat's chance is the mover's
    /// estimate of it; a key moment of the mover's own chance leaves it out.)
    std::string text;
};

struct Review
{
    std::string game;
    int players = 0;
    /// Each seat's name as the texts give it: the record's name on one line (control characters
    /// and runs of spaces made one space, then as oneLine() in core/message_text.h), cut to 40
    /// characters and "…" as the app's views cut it, or "Player N" (N counted from 1) for a blank
    /// one.
    std::vector<std::string> names;
    int budget = 0;            ///< playouts per decision used (the game's Hard default when 0 was asked)
    std::uint64_t seed = 0;
    /// Whether its chances went through the game's calibration (ReviewOptions::calibrate and the
    /// game has one for its player count); false: the search's chances as found.
    bool calibrated = false;
    bool finished = false;     ///< whether the record's game is over
    std::vector<int> winners;  ///< once finished
    std::vector<ReviewedDecision> decisions; ///< one per action, in order
    std::vector<KeyMoment> keyMoments;       ///< at most kMostKeyMoments, largest change first
};

inline constexpr std::size_t kMostKeyMoments = 3;
/// A key moment changes some seat's chance by at least this much (0..1).
inline constexpr double kKeyMomentChange = kInaccuracyLoss;

struct ReviewOptions
{
    /// Playouts per decision (BotOptions::iterations of the game's Hard search); 0: the game's
    /// Hard default (docs/ai.md), or 2,000 for a game without a Hard search.
    int budget = 0;
    /// The search's seed: the same record, budget and seed give the same review.
    std::uint64_t seed = 1;
    /// Every chance of the review (each candidate's, so the losses, grades and key moments too)
    /// through the game's calibration for the player count, where it has one (calibratedChance();
    /// the other seats share the rest in the search's proportions): the chances measured against
    /// how often such decisions were won (docs/ai.md, "Calibration"). false: the search's chances
    /// as found (what a calibration is fitted from: tidepool-review-check --raw).
    bool calibrate = true;
    /// Decisions evaluated at once (1-64); 0: one per core. The review does not depend on it.
    int threads = 0;
    /// Called after each decision is evaluated, with (decisions done, decisions in all), from a
    /// worker thread, never two calls at once; it must not throw. May be empty.
    std::function<void(std::size_t done, std::size_t total)> progress;
    /// Asked for between decisions: once stop is requested the review stops (within one decision
    /// per thread) and reviewGame() returns the error "the review was cancelled".
    std::stop_token stop;
};

/// Reviews `record` (any registered game; finished or not): replays it, and at each action asks
/// the game's Hard search (Bot::evaluate(), seeded from options.seed and the seat) from the acting
/// seat's observation, the action played among its candidates; a game whose bots have no such
/// search gets a flat search of its own: every legal action played out in worlds resampled for
/// the acting seat (State::resample), random play to the end. Decisions are spread over
/// options.threads threads, each on its own copy of the position; the result does not depend on
/// their number. Grades read observations only: a hidden card or colour of another seat changes
/// nothing. Errors: the record's (unknown game, illegal action: as replay()), a budget outside
/// 1..10,000,000 (when not 0), threads outside 0..64, "the review was cancelled".
/// Time: about the game's Hard decision time (docs/ai.md) times the decisions, over the threads.
Expected<Review> reviewGame(const Record& record, const ReviewOptions& options = {});

/// One decision of `record` reviewed on its own: the action at `index` (0-based, in
/// Record::actions), graded as reviewGame() grades it, from the acting seat's observation, the
/// same for the same record prefix, budget and seed (so the same as that decision of a review of
/// the whole record): learning mode's word after a person's move. The actions after `index` are
/// checked (as replay() does) but read for nothing else. Runs on the calling thread
/// (options.threads and options.progress are not used; options.stop is asked once, before the
/// search). Errors: reviewGame()'s, and an `index` past the record's last action.
/// Time: about one Hard decision of the game (docs/ai.md, "Decision time").
Expected<ReviewedDecision> reviewDecision(const Record& record, std::size_t index, const ReviewOptions& options = {});

/// The Hard search's chance to win `raw` (0..1) of the acting seat in a `players`-player game of
/// `game`, calibrated: through the game's ChanceCalibration for that player count (its logistic
/// curve in the log-odds, `raw` clamped to 0.01%..99.99% inside 0..1, fading to `raw` towards 0
/// and 1), with 0 and 1 kept; `raw` itself (clamped to 0..1) when the game has none for that count
/// (another count's map would be wrong: a fair share differs). Increasing in `raw`, so the best of
/// a decision's actions stays the best. Source: docs/ai.md, "Calibration" (the share of decisions
/// given that chance whose seat won, in games between equally strong computer players).
double calibratedChance(const GameInfo& game, int players, double raw);

/// A chance (0..1) as a whole percent, rounded to nearest (0.455 -> 46): every review text's.
int percentOf(double chance);

/// Whether a review names a better move for `decision`: the best action found differs from the one
/// played and its chance is higher (the search's choice is its most played action, not always the
/// one of highest mean, so it can equal or trail the move played). The CLI and the app both ask.
bool betterMoveShown(const ReviewedDecision& decision);

/// The best action found in words, as every text of a review names it: its explanation (players
/// named), or its notation when the game gives none.
const std::string& bestMoveText(const ReviewedDecision& decision);

/// One seat's decisions graded mistake and inaccuracy.
struct GradeCounts
{
    int mistakes = 0;
    int inaccuracies = 0;
};
/// The mistakes and inaccuracies of `seat` (0-based) in `review`; zeros for a seat that never acted.
GradeCounts gradeCounts(const Review& review, int seat);

/// `text`, a sentence of the engine in its language, with every "player N" (the template "player
/// {0}" of context "engine", through the translator; N a seat, 0-based) replaced by names[N]; a
/// seat without a name stays as it is. Only whole words match ("player 12" is seat 12, never
/// seat 1).
std::string withPlayerNames(const std::string& text, const std::vector<std::string>& names);

/// The review as JSON for tools (`tidepool-cli review --json`; fields as in the structs above,
/// docs/game-record.md): {"game", "players", "names", "budget", "seed", "finished", "winners",
/// "calibrated", "thresholds": {"inaccuracy", "mistake", "visits", "keyMoment"}, "decisions": [{"index", "move",
/// "seat", "legal", "played", "playedText", "playedChance", "best", "bestText", "bestChance",
/// "loss", "grade", "tooFewVisits", "chances", "bestChances", "scores" and "bestScores" (Ripple
/// only: points, rounded to 2 decimals), "candidates": [{"action", "chance", "visits"}]}], "keyMoments": [{"index", "move", "seat", "affected", "from", "to", "text"}]}.
/// Chances and thresholds are 0..1 (visits: playouts), rounded to 4 decimals.
Json reviewJson(const Review& review);

/// The review for people (`tidepool-cli review`), in the engine's language with the players'
/// names: a heading line (and, when `review.calibrated`, a line saying the chances are calibrated),
/// a line per decision (its move number from 1, the table's sentence, the player's chance
/// after it, the grade, and the best move found when its chance is higher), the mistakes and
/// inaccuracies per player, and the key moments.
std::string reviewText(const Review& review);

} // namespace tidepool
