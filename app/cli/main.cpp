// tidepool-cli: the command-line tool of docs/game-record.md.
//   replay FILE|-   apply a record, print the resulting state as JSON
//   legal FILE|-    the legal actions in the record's final position, with explanations
//   simulate ...    play games between bots and print a summary
// Invalid input: one line on stderr, exit 2, nothing on stdout.
#include "bots/bot.h"
#include "core/record.h"

#include <CLI/CLI.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

using namespace tidepool;

namespace {

struct Failure
{
    std::string message;
};

std::string readInput(const std::string& path)
{
    if (path == "-")
        return std::string(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Failure{path + ": cannot open the file"};
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::unique_ptr<State> loadRecord(const std::string& path)
{
    auto record = Record::parse(readInput(path));
    if (!record)
        throw Failure{(path == "-" ? std::string("stdin") : path) + ": " + record.error()};
    auto state = replay(*record);
    if (!state)
        throw Failure{(path == "-" ? std::string("stdin") : path) + ": " + state.error()};
    return std::move(*state);
}

struct SimulateOptions
{
    std::string game;
    int players = 0;
    std::string bot = "random";
    int games = 100;
    std::uint64_t seed = 1;
    std::vector<std::string> options;
    std::string recordDir;
};

int simulate(const SimulateOptions& opts)
{
    const GameInfo* info = findGame(opts.game);
    if (!info)
        throw Failure{"unknown game \"" + opts.game + "\" (ribbit, mini, ripple)"};
    Record base;
    base.game = opts.game;
    for (const std::string& pair : opts.options) {
        const auto eq = pair.find('=');
        if (eq == std::string::npos || eq == 0)
            throw Failure{"--option \"" + pair + "\": write key=value"};
        const std::string key = pair.substr(0, eq);
        const std::string value = pair.substr(eq + 1);
        base.options[key] = value;
    }
    // Validate the options once, turning text into the option's own JSON type.
    auto resolved = resolveOptions(*info, base.options);
    if (!resolved)
        throw Failure{resolved.error()};
    for (const OptionInfo& option : info->options) {
        if (!base.options.contains(option.key))
            continue;
        const std::string& value = resolved->at(option.key);
        if (option.isNumber())
            base.options[option.key] = std::stoi(value);
        else if (option.isBoolean())
            base.options[option.key] = value == "true";
    }
    if (opts.players < info->minPlayers || opts.players > info->maxPlayers)
        throw Failure{info->title + " takes " + std::to_string(info->minPlayers) + " to " +
                      std::to_string(info->maxPlayers) + " players, not " + std::to_string(opts.players)};
    for (int p = 0; p < opts.players; ++p)
        base.players.push_back(PlayerSpec{"Bot " + std::to_string(p + 1), "bot:" + opts.bot, {}});
    if (!opts.recordDir.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(opts.recordDir, ec);
        if (ec)
            throw Failure{opts.recordDir + ": cannot create the folder (" + ec.message() + ")"};
    }

    std::vector<double> wins(static_cast<std::size_t>(opts.players), 0.0);
    long long totalActions = 0;
    int shared = 0;
    const auto started = std::chrono::steady_clock::now();
    for (int g = 0; g < opts.games; ++g) {
        Record record = base;
        record.seed = opts.seed + static_cast<std::uint64_t>(g);
        auto start = startState(record);
        if (!start)
            throw Failure{start.error()};
        std::unique_ptr<State> state = std::move(*start);
        std::vector<std::unique_ptr<Bot>> bots;
        for (int p = 0; p < opts.players; ++p)
            bots.push_back(makeBot(opts.game, opts.bot, record.seed, p));
        constexpr int kActionLimit = 100000;
        while (!state->isFinished()) {
            if (static_cast<int>(state->history().size()) > kActionLimit)
                throw Failure{"game with seed " + std::to_string(record.seed) + " did not end within " +
                              std::to_string(kActionLimit) + " actions"};
            const int player = *state->currentPlayer();
            const std::string action = bots[static_cast<std::size_t>(player)]->chooseAction(*state);
            Outcome outcome = state->apply(action);
            if (!outcome)
                throw Failure{"bot chose an illegal action \"" + action + "\": " + outcome.reason()};
        }
        const auto winners = state->winners();
        shared += winners.size() > 1 ? 1 : 0;
        for (int w : winners)
            wins[static_cast<std::size_t>(w)] += 1.0 / static_cast<double>(winners.size());
        totalActions += static_cast<long long>(state->history().size());
        if (!opts.recordDir.empty()) {
            record.actions = state->history();
            const auto path = std::filesystem::path(opts.recordDir) /
                              (opts.game + "-" + std::to_string(record.seed) + ".tidepool.json");
            std::ofstream out(path);
            out << record.dump();
            if (!out)
                throw Failure{path.string() + ": cannot write the record"};
        }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("%s: %d games, %d players, bots %s, seeds %llu..%llu\n", opts.game.c_str(), opts.games,
                opts.players, opts.bot.c_str(), static_cast<unsigned long long>(opts.seed),
                static_cast<unsigned long long>(opts.seed + opts.games - 1));
    for (int p = 0; p < opts.players; ++p)
        std::printf("seat %d: %.1f wins (%.1f%%)\n", p, wins[p], opts.games ? 100.0 * wins[p] / opts.games : 0.0);
    std::printf("shared wins: %d games\n", shared);
    std::printf("average length: %.1f actions\n", opts.games ? double(totalActions) / opts.games : 0.0);
    std::printf("speed: %.0f games/s\n", seconds > 0 ? opts.games / seconds : 0.0);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Tidepool's command-line tool: replay records, list legal actions, simulate games.", "tidepool-cli"};
    app.set_version_flag("--version", std::string("tidepool-cli ") + TIDEPOOL_VERSION);
    app.require_subcommand(1);

    std::string file;
    auto* replayCmd = app.add_subcommand("replay", "Apply a record and print the resulting state as JSON");
    replayCmd->add_option("file", file, "Record file, or - for standard input")->required();
    auto* legalCmd = app.add_subcommand("legal", "List the legal actions in a record's final position");
    legalCmd->add_option("file", file, "Record file, or - for standard input")->required();

    SimulateOptions sim;
    auto* simCmd = app.add_subcommand("simulate", "Play games between bots and print wins per seat");
    simCmd->add_option("--game", sim.game, "ribbit, mini or ripple")->required();
    simCmd->add_option("--players", sim.players, "Number of players")->required();
    simCmd->add_option("--bot", sim.bot, "Bot level for every seat (random, easy, medium, hard)")
        ->check(CLI::IsMember({"random", "easy", "medium", "hard"}));
    simCmd->add_option("--games", sim.games, "Number of games (default 100)")->check(CLI::Range(1, 100000000));
    simCmd->add_option("--seed", sim.seed, "Seed of the first game; game i uses seed+i (default 1)")
        ->check(CLI::NonNegativeNumber);
    simCmd->add_option("--option", sim.options, "A rule-set option key=value (repeatable)");
    simCmd->add_option("--record", sim.recordDir, "Write each game's record into this folder");

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "tidepool-cli: " << e.what() << "\n";
        return 2;
    }

    try {
        if (*replayCmd) {
            auto state = loadRecord(file);
            std::cout << state->toJson().dump(2) << "\n";
        } else if (*legalCmd) {
            auto state = loadRecord(file);
            std::string out;
            for (const LegalAction& action : state->legalActions())
                out += action.text + "\t" + action.explanation + "\n";
            std::cout << out;
        } else if (*simCmd) {
            return simulate(sim);
        }
    } catch (const Failure& failure) {
        std::cerr << "tidepool-cli: " << failure.message << "\n";
        return 2;
    }
    return 0;
}
