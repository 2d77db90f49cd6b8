// The soak check: many seeded random games of every game and variant, with every invariant checked
// after every action (cards, turtles and tiles conserved, no negative counts, the game ends within a
// bound). Games are played through the typed fast path (legalMoves(out), applyLegal); every
// `--crosscheck`-th game is also checked against the slow paths: at every action its legal actions
// are those found by the reason-building rule checks and those of legalActions(), in the same order,
// and at the end the record of its history replays through apply(text) to the same state.
//
//   tidepool-soak [--games N] [--first-seed S] [--crosscheck K] [--only ribbit|mini|mini-advanced|ripple]
//
// Prints one line per game and variant. A broken invariant: one line naming the game, seed, action
// and invariant on stderr, exit 1. CI runs it with --games 100000 (scripts/ci-robustness).
#include "core/record.h"
#include "core/rng.h"
#include "mini/mini.h"
#include "ribbit/ribbit.h"
#include "ripple/ripple.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <map>
#include <string>
#include <vector>

using namespace tidepool;

namespace {

struct Violation
{
    std::string what;
};

/// `what` is a literal: checks run after every action and must not build strings.
void require(bool ok, const char* what)
{
    if (!ok)
        throw Violation{what};
}

// --- Ribbit -----------------------------------------------------------------------------------

constexpr int kMaxActionsRibbit = 2000; // random play averages well under 100 actions

ribbit::Rules ribbitRules(std::uint64_t seed)
{
    ribbit::Rules rules;
    rules.deck = seed % 2 ? ribbit::Deck::Classic : ribbit::Deck::RibbitText;
    rules.startStacked = seed % 3 == 0;
    rules.retreatAtStart = seed % 5 == 0 ? ribbit::RetreatAtStart::NoEffect : ribbit::RetreatAtStart::Forbidden;
    rules.trackLength = seed % 7 == 0 ? 6 + static_cast<int>(seed / 7 % 15) : 10;
    return rules;
}

void checkRibbit(const ribbit::RibbitState& state, const std::array<int, ribbit::kCardTypes>& deck)
{
    using namespace ribbit;
    // Cards: hands + draw pile + played pile are the deck.
    std::array<int, kCardTypes> counts{};
    for (int p = 0; p < state.playerCount(); ++p) {
        require(state.hand(p).size() <= static_cast<std::size_t>(kHandSize), "a hand holds more than 5 cards");
        require(std::is_sorted(state.hand(p).begin(), state.hand(p).end()), "a hand is out of card order");
        for (Card c : state.hand(p))
            ++counts[static_cast<std::size_t>(c.index())];
    }
    for (Card c : state.drawPile())
        ++counts[static_cast<std::size_t>(c.index())];
    for (Card c : state.playedCards())
        ++counts[static_cast<std::size_t>(c.index())];
    require(counts == deck, "the cards are not the deck's 52");
    // Turtles: each once; no empty stack; several stacks only on an unstacked START.
    const Track& track = state.track();
    require(static_cast<int>(track.spaces.size()) == state.rules().trackLength, "the track changed length");
    std::array<int, kColorCount> seen{};
    for (std::size_t s = 0; s < track.spaces.size(); ++s) {
        require(track.spaces[s].size() <= 1 || (s == 0 && !state.rules().startStacked),
                "several stacks on one space (only an unstacked START may hold several)");
        for (const Stack& stack : track.spaces[s]) {
            require(!stack.empty(), "an empty stack");
            for (Color c : stack)
                ++seen[static_cast<std::size_t>(c)];
        }
    }
    for (int n : seen)
        require(n == 1, "a turtle is missing or on the track twice");
    require(state.isFinished() == !track.spaces.back().empty(), "finished does not match the lettuce space");
    if (!state.isFinished()) {
        require(*state.currentPlayer() >= 0 && *state.currentPlayer() < state.playerCount(), "bad current player");
        require(!state.hand(*state.currentPlayer()).empty(), "the player to act holds no card");
    } else {
        require(!state.winners().empty(), "a finished race has no winner");
    }
    require(state.moves().size() == state.history().size(), "moves and history differ in length");
}

// --- Turtle Race Mini -------------------------------------------------------------------------

constexpr int kMaxActionsMini = 5000;

void checkMini(const mini::MiniState& state, const std::array<int, mini::kCardTypes>& deck)
{
    using namespace mini;
    std::array<int, kCardTypes> counts{};
    for (int p = 0; p < state.playerCount(); ++p) {
        require(state.hand(p).size() <= static_cast<std::size_t>(kHandSize), "a hand holds more than 5 cards");
        for (Card c : state.hand(p)) {
            require(!c.isLettuce(), "a lettuce is held");
            ++counts[static_cast<std::size_t>(c.index())];
        }
    }
    for (Card c : state.drawPile())
        ++counts[static_cast<std::size_t>(c.index())];
    for (Card c : state.discardPile())
        ++counts[static_cast<std::size_t>(c.index())];
    require(state.lettuce() >= 0 && state.lettuce() <= kLettuceCount, "lettuce count out of 0..3");
    require(state.isFinished() || state.lettuce() < kLettuceCount, "three lettuces out and the race goes on");
    counts[static_cast<std::size_t>(Card::neutral(CardKind::Lettuce).index())] += state.lettuce();
    require(counts == deck, "the cards are not the deck's 50");
    // Tiles: the row and the finished tiles hold each of the 12 once; no empty stack.
    std::array<int, kTileCount> seen{};
    for (const Stack& stack : state.row().stacks) {
        require(!stack.empty(), "an empty stack in the row");
        for (Tile t : stack)
            ++seen[static_cast<std::size_t>(t.index())];
    }
    for (Tile t : state.out()) {
        require(!t.isBlack(), "a black tile finished");
        ++seen[static_cast<std::size_t>(t.index())];
    }
    for (int n : seen)
        require(n == 1, "a tile is missing or twice");
    require(state.rules().advanced() || state.out().empty(), "tiles finished in the basic game");
    require(state.round() >= 1 && state.round() <= 5, "race number out of 1..5");
    if (state.isFinished())
        require(state.winners().size() == 1, "a finished game has not exactly one winner");
    else
        require(*state.currentPlayer() >= 0 && *state.currentPlayer() < state.playerCount(), "bad current player");
    require(state.moves().size() == state.history().size(), "moves and history differ in length");
}

// --- Ripple -----------------------------------------------------------------------------------

constexpr int kMaxActionsRipple = 20000;

/// Dense indexes of the catalogue's card types, for counting: a direct lookup by icon, kind and needs.
struct CardIndex
{
    using Card = ripple::Card;
    std::vector<Card> types;
    std::vector<int> deckCounts;
    std::vector<int> table = std::vector<int>(2 * ripple::kIconCount * ripple::kIconCount * ripple::kIconCount, -1);

    static std::size_t key(const Card& card)
    {
        const auto n = static_cast<std::size_t>(ripple::kIconCount);
        const std::size_t needs = card.combo ? static_cast<std::size_t>(card.needs[0]) * n +
                                                   static_cast<std::size_t>(card.needs[1])
                                             : 0;
        return (static_cast<std::size_t>(card.icon) * 2 + (card.combo ? 1 : 0)) * n * n + needs;
    }
    void add(const Card& card, int copies)
    {
        table[key(card)] = static_cast<int>(types.size());
        types.push_back(card);
        deckCounts.push_back(copies);
    }
    int of(const Card& card) const
    {
        const int i = table[key(card)];
        return i >= 0 && types[static_cast<std::size_t>(i)] == card ? i : -1;
    }
};

void checkRipple(const ripple::RippleState& state, const CardIndex& index)
{
    using namespace ripple;
    thread_local std::vector<int> counts;
    counts.assign(index.types.size(), 0);
    auto count = [&](const Card& c) {
        const int i = index.of(c);
        if (i < 0)
            throw Violation{"a card the catalogue lacks: " + c.toString()};
        ++counts[static_cast<std::size_t>(i)];
    };
    for (int p = 0; p < state.playerCount(); ++p)
        for (const BeachCard& slot : state.beach(p)) {
            count(slot.card);
            require(slot.stacked.empty() || slot.card.combo, "cards stacked behind a standard card");
            require(slot.stacked.size() <= 2, "more than two cards stacked behind a combo");
            for (const Card& c : slot.stacked)
                count(c);
        }
    if (state.held()) {
        count(state.held()->card);
        for (const Card& c : state.held()->stacked)
            count(c);
    }
    for (const Card& c : state.drawPile())
        count(c);
    require(static_cast<int>(state.discardPiles().size()) == pileCount(state.playerCount()), "wrong number of piles");
    for (const auto& pile : state.discardPiles())
        for (const Card& c : pile)
            count(c);
    require(counts == index.deckCounts, "the cards are not the catalogue's 100");
    require(state.round() >= 1 && state.round() <= state.rules().rounds, "round out of range");
    require(static_cast<int>(state.roundScores().size()) == state.round() - (state.isFinished() ? 0 : 1),
            "scored rounds do not match the round number");
    for (int p = 0; p < state.playerCount(); ++p) {
        int sum = 0;
        for (const auto& round : state.roundScores())
            sum += round[static_cast<std::size_t>(p)];
        require(sum == state.totals()[static_cast<std::size_t>(p)], "a total is not the sum of its rounds");
    }
    if (state.isFinished())
        require(!state.winners().empty(), "a finished game has no winner");
    else
        require(*state.currentPlayer() >= 0 && *state.currentPlayer() < state.playerCount(), "bad current player");
    require(state.moves().size() == state.history().size(), "moves and history differ in length");
}

// --- The driver -------------------------------------------------------------------------------

/// The string API agrees with the fast path: same legal actions in the same order.
/// The legal actions by the slow, independent way: the rule functions that build reasons (Ribbit's
/// and Mini's original legalActions(), which test every card and target with checkPlay()), and for
/// Ripple every conceivable action in legalActions()' order, kept when check() accepts it.
std::vector<ribbit::Action> referenceLegal(const ribbit::RibbitState& state)
{
    if (state.isFinished())
        return {};
    return ribbit::legalActions(state.rules(), state.track(), state.hand(*state.currentPlayer()));
}
std::vector<mini::Action> referenceLegal(const mini::MiniState& state)
{
    if (state.isFinished())
        return {};
    return mini::legalActions(state.rules(), state.row(), state.hand(*state.currentPlayer()));
}
std::vector<ripple::Action> referenceLegal(const ripple::RippleState& state)
{
    using ripple::Action;
    std::vector<Action> all;
    for (int s = 0; s < ripple::kSlotCount; ++s)
        for (int t = s + 1; t < ripple::kSlotCount; ++t)
            all.push_back(Action::reveal(s, t));
    all.push_back(Action::draw());
    for (int i = 0; i < ripple::pileCount(state.playerCount()); ++i)
        all.push_back(Action::take(ripple::Pile::ofIndex(i, state.playerCount())));
    for (int s = 0; s < ripple::kSlotCount; ++s)
        all.push_back(Action::place(s));
    for (int s = 0; s < ripple::kSlotCount; ++s)
        all.push_back(Action::stack(s));
    all.push_back(Action::discard());
    for (int s = 0; s < ripple::kSlotCount; ++s)
        all.push_back(Action::flip(s));
    std::vector<Action> legal;
    for (const Action& action : all)
        if (state.check(action))
            legal.push_back(action);
    return legal;
}

template <class GameState, class Action>
void crossCheckLegal(const GameState& state, const std::vector<Action>& legal)
{
    if (referenceLegal(state) != legal)
        throw Violation{"legalMoves(out) differs from the legal actions found by check()"};
    const auto text = state.legalActions();
    require(text.size() == legal.size(), "legalActions() and legalMoves(out) differ in size");
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (text[i].text != legal[i].toString())
            throw Violation{"legalActions() and legalMoves(out) differ at " + text[i].text};
}

/// The history replays as a record to the same state.
void crossCheckReplay(const State& state, const std::string& game, std::uint64_t seed, Json options)
{
    Record record;
    record.game = game;
    record.seed = seed;
    record.options = std::move(options);
    for (int p = 0; p < state.playerCount(); ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "bot:random", {}});
    record.actions = state.history();
    auto replayed = replay(record);
    if (!replayed)
        throw Violation{"the record does not replay: " + replayed.error()};
    require((*replayed)->toJson() == state.toJson(), "the replayed record ends in a different state");
}

struct Totals
{
    long long games = 0;
    long long actions = 0;
    int longest = 0;
};

template <class GameState, class Check>
int playOne(GameState& state, Rng& rng, int maxActions, bool crossCheck, Check check)
{
    decltype(state.legalMoves()) legal;
    int actions = 0;
    check(state);
    for (;;) {
        state.legalMoves(legal);
        if (crossCheck)
            crossCheckLegal(state, legal);
        if (legal.empty()) {
            require(state.isFinished(), "no legal action, but the game goes on");
            return actions;
        }
        require(!state.isFinished(), "legal actions after the end");
        if (++actions > maxActions)
            throw Violation{"the game did not end within " + std::to_string(maxActions) + " actions"};
        state.applyLegal(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
        check(state);
    }
}

struct Options
{
    long long games = 1000;
    std::uint64_t firstSeed = 1;
    long long crossCheck = 97;
    std::string only;
};

int run(const Options& opts)
{
    const auto& catalogue = ripple::Catalogue::embedded();
    if (!catalogue) {
        std::cerr << "the Ripple catalogue does not load: " << catalogue.error() << "\n";
        return 1;
    }
    std::array<int, ribbit::kCardTypes> ribbitDeck[2]{};
    for (int d = 0; d < 2; ++d) {
        ribbit::Rules rules;
        rules.deck = d ? ribbit::Deck::RibbitText : ribbit::Deck::Classic;
        for (auto c : rules.deckCards())
            ++ribbitDeck[d][static_cast<std::size_t>(c.index())];
    }
    std::array<int, mini::kCardTypes> miniDeck{};
    for (auto c : mini::Rules::deckCards())
        ++miniDeck[static_cast<std::size_t>(c.index())];
    CardIndex rippleIndex;
    for (const auto& type : (*catalogue)->cardTypes())
        rippleIndex.add(type, (*catalogue)->copies(type));

    struct Variant
    {
        const char* name;
        std::function<int(std::uint64_t seed, Rng& rng, bool crossCheck)> play;
    };
    const std::vector<Variant> variants = {
        {"ribbit",
         [&](std::uint64_t seed, Rng& rng, bool cross) {
             const ribbit::Rules rules = ribbitRules(seed);
             const int players = 2 + static_cast<int>(seed % 4);
             ribbit::RibbitState state(rules, players, seed);
             const auto& deck = ribbitDeck[rules.deck == ribbit::Deck::RibbitText];
             const int n = playOne(state, rng, kMaxActionsRibbit, cross,
                                   [&](const ribbit::RibbitState& s) { checkRibbit(s, deck); });
             if (cross)
                 crossCheckReplay(state, "ribbit", seed, rules.toOptions());
             return n;
         }},
        {"mini",
         [&](std::uint64_t seed, Rng& rng, bool cross) {
             mini::Rules rules;
             rules.openEnds = seed % 2 == 0;
             mini::MiniState state(rules, 2 + static_cast<int>(seed % 4), seed);
             const int n = playOne(state, rng, kMaxActionsMini, cross,
                                   [&](const mini::MiniState& s) { checkMini(s, miniDeck); });
             if (cross)
                 crossCheckReplay(state, "mini", seed, rules.toOptions());
             return n;
         }},
        {"mini-advanced",
         [&](std::uint64_t seed, Rng& rng, bool cross) {
             mini::Rules rules;
             rules.variant = mini::Variant::Advanced;
             rules.openEnds = seed % 2 == 0;
             mini::MiniState state(rules, 2 + static_cast<int>(seed % 4), seed);
             const int n = playOne(state, rng, kMaxActionsMini, cross,
                                   [&](const mini::MiniState& s) { checkMini(s, miniDeck); });
             if (cross)
                 crossCheckReplay(state, "mini", seed, rules.toOptions());
             return n;
         }},
        {"ripple",
         [&](std::uint64_t seed, Rng& rng, bool cross) {
             ripple::Rules rules; // three rounds
             rules.triggerPenalty = seed % 2 == 1;
             ripple::RippleState state(rules, 2 + static_cast<int>(seed % 5), seed, *catalogue);
             const int n = playOne(state, rng, kMaxActionsRipple, cross,
                                   [&](const ripple::RippleState& s) { checkRipple(s, rippleIndex); });
             if (cross)
                 crossCheckReplay(state, "ripple", seed, rules.toOptions());
             return n;
         }},
    };

    bool known = opts.only.empty();
    for (const Variant& variant : variants) {
        if (!opts.only.empty() && opts.only != variant.name)
            continue;
        known = true;
        Totals totals;
        const auto started = std::chrono::steady_clock::now();
        for (long long g = 0; g < opts.games; ++g) {
            const std::uint64_t seed = opts.firstSeed + static_cast<std::uint64_t>(g);
            Rng rng(seed ^ 0x5EED5EED5EEDULL);
            try {
                const int n = variant.play(seed, rng, opts.crossCheck > 0 && g % opts.crossCheck == 0);
                totals.actions += n;
                totals.longest = std::max(totals.longest, n);
                ++totals.games;
            } catch (const Violation& v) {
                std::cerr << variant.name << " seed " << seed << ": " << v.what << "\n";
                return 1;
            }
        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        std::printf("%-14s %lld games, %lld actions (longest game %d), every invariant held, %.1f s\n",
                    variant.name, totals.games, totals.actions, totals.longest, seconds);
    }
    if (!known) {
        std::cerr << "--only: unknown game \"" << opts.only << "\" (ribbit, mini, mini-advanced, ripple)\n";
        return 2;
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    Options opts;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (i + 1 >= argc) {
            std::cerr << "usage: tidepool-soak [--games N] [--first-seed S] [--crosscheck K] [--only GAME]\n";
            return 2;
        }
        const std::string value = argv[++i];
        try {
            if (arg == "--games")
                opts.games = std::stoll(value);
            else if (arg == "--first-seed")
                opts.firstSeed = std::stoull(value);
            else if (arg == "--crosscheck")
                opts.crossCheck = std::stoll(value);
            else if (arg == "--only")
                opts.only = value;
            else
                throw std::invalid_argument(arg);
        } catch (const std::exception&) {
            std::cerr << "bad argument " << arg << " " << value << "\n";
            return 2;
        }
    }
    return run(opts);
}
