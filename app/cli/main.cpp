// tidepool-cli: the command-line tool of docs/game-record.md.
//   replay FILE|-   apply a record, print the resulting state as JSON
//   legal FILE|-    the legal actions in the record's final position, with explanations
//   (FILE: a regular file only, read by readRecordFile(); a pipe is given as - on stdin)
//   simulate ...    play games between bots and print a summary
//   review FILE|-   grade every decision of a record and name its key moments (issue 45); when
//                   stderr is a terminal, its progress there ("Reviewing: 12 of 40 decisions")
// Invalid input: one line on stderr, exit 2, nothing on stdout. Anything else that fails (out of
// memory, an error of the tool itself): one line on stderr, exit 1.
#include "core/allocator.h"
#include "bots/bot.h"
#include "bots/simulation.h"
#include "core/message_text.h"
#include "core/record.h"
#include "core/record_file.h"
#include "review/review.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <exception>
#include <thread>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <limits>
#include <sstream>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace tidepool;

namespace {

struct Failure
{
    std::string message;
};

/// At most kMaxRecordBytes of `in`; one byte more means the input is too large (or endless, like
/// /dev/zero) and is refused without reading further.
std::string readBounded(std::istream& in, const std::string& name)
{
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > kMaxRecordBytes)
            throw Failure{name + ": " + tooLargeMessage()};
    }
    return text;
}

/// The record text of `path` ("-": standard input, which may be a pipe). A path is read as the
/// app reads one (engine/core/record_file.h): a regular file only, refused at once otherwise (a
/// FIFO waited for a writer for ever), at most one byte past kMaxRecordBytes.
std::string readInput(const std::string& path)
{
    if (path == "-")
        return readBounded(std::cin, "stdin");
    RecordFileBytes file = readRecordFile(path);
    if (file.problem != RecordFileBytes::Problem::none)
        throw Failure{recordFileMessage(file, echoed(path))};
    return std::move(file.bytes);
}

/// Writes `text` to `path` atomically: into a temporary file beside it, every write checked,
/// synced and its size checked, then renamed into place (over an existing file only when
/// `overwrite`). On failure (a full disk) the temporary file is removed and nothing at `path`
/// changes.
void writeAtomically(const std::filesystem::path& path, const std::string& text, bool overwrite)
{
    const std::string shown = echoed(path.string());
    std::string temp = path.string() + ".XXXXXX.part";
    const int fd = ::mkstemps(temp.data(), 5);
    if (fd < 0)
        throw Failure{shown + ": cannot write the record (" + std::strerror(errno) + ")"};
    const auto fail = [&](int code) {
        ::close(fd);
        ::unlink(temp.c_str());
        return Failure{shown + ": cannot write the record (" + std::strerror(code) + "); nothing was written there"};
    };
    for (std::size_t written = 0; written < text.size();) {
        const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            throw fail(n < 0 ? errno : ENOSPC);
        written += static_cast<std::size_t>(n);
    }
    struct stat info{};
    if (::fsync(fd) != 0)
        throw fail(errno);
    if (::fstat(fd, &info) != 0)
        throw fail(errno);
    if (static_cast<std::size_t>(info.st_size) != text.size())
        throw fail(EIO);
    ::fchmod(fd, 0644);
    if (::close(fd) != 0) {
        const int code = errno;
        ::unlink(temp.c_str());
        throw Failure{shown + ": cannot write the record (" + std::strerror(code) + "); nothing was written there"};
    }
    // Without --overwrite, link() refuses an existing file (one made since the check before the
    // games) instead of replacing it.
    int placed = overwrite ? ::rename(temp.c_str(), path.c_str()) : ::link(temp.c_str(), path.c_str());
    int code = errno;
    if (!overwrite && placed != 0 && code != EEXIST && code != ENOSPC && code != EDQUOT && code != EIO) {
        // A file system without hard links (FAT, some network ones): the check before the games
        // found no record there; rename() then.
        placed = ::rename(temp.c_str(), path.c_str());
        code = errno;
        if (placed == 0)
            return;
    }
    if (!overwrite || placed != 0)
        ::unlink(temp.c_str());
    if (placed != 0)
        throw Failure{shown + (code == EEXIST ? ": a record is already there; give --overwrite to replace it"
                                              : ": cannot write the record (" + std::string(std::strerror(code)) + ")")};
}

/// The file's name in messages: "stdin" for -.
std::string shownName(const std::string& path)
{
    return path == "-" ? std::string("stdin") : echoed(path);
}

Record readRecord(const std::string& path)
{
    auto record = Record::parse(readInput(path));
    if (!record)
        throw Failure{shownName(path) + ": " + record.error()};
    return std::move(*record);
}

std::unique_ptr<State> loadRecord(const std::string& path)
{
    auto state = replay(readRecord(path));
    if (!state)
        throw Failure{shownName(path) + ": " + state.error()};
    return std::move(*state);
}

/// One core per thread by default (simulate, review).
int defaultThreads()
{
    return std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, 64);
}

struct ReviewCliOptions
{
    bool json = false;
    int budget = 0; ///< playouts per decision; 0: the game's Hard default
    std::uint64_t seed = 1;
    int threads = defaultThreads();
    bool raw = false; ///< the search's own chances, not the game's calibration of them
};

/// `tidepool-cli review`: every decision graded, the mistakes per seat and the key moments
/// (engine/review/review.h); the same for the same record, budget and seed, on any number of threads.
int review(const std::string& path, const ReviewCliOptions& opts)
{
    ReviewOptions options;
    options.budget = opts.budget;
    options.seed = opts.seed;
    options.threads = opts.threads;
    options.calibrate = !opts.raw;
    // Progress for a person watching: on stderr, only when it is a terminal (a tool reading stderr
    // gets nothing new), one line rewritten in place and cleared at the end; stdout is unchanged.
    const bool showProgress = ::isatty(STDERR_FILENO) == 1;
    if (showProgress)
        options.progress = [](std::size_t done, std::size_t total) {
            std::cerr << "\rReviewing: " << done << " of " << total << " decisions" << std::flush;
        };
    const Record record = readRecord(path);
    const auto result = reviewGame(record, options);
    if (showProgress && !record.actions.empty())
        std::cerr << "\r\033[K" << std::flush; // the progress line cleared
    if (!result)
        throw Failure{shownName(path) + ": " + result.error()};
    if (opts.json)
        std::cout << reviewJson(*result).dump(2) << "\n";
    else
        std::cout << reviewText(*result);
    return 0;
}

struct SimulateOptions
{
    std::string game;
    int players = 0;
    std::string bot = "random";
    std::string bots; ///< one level per seat, comma-separated; seats rotate from game to game
    int games = 100;
    std::uint64_t seed = 1;
    std::vector<std::string> options;
    std::string recordDir;
    bool overwrite = false; ///< --overwrite: replace records already in recordDir
    /// Games played at once: by default one per core (the results do not depend on it).
    int threads = defaultThreads();
    int iterations = 0; ///< the Hard level's budget; 0: the game's default
};

std::vector<std::string> splitLevels(const std::string& text)
{
    std::vector<std::string> levels;
    std::string level;
    std::istringstream in(text);
    while (std::getline(in, level, ','))
        levels.push_back(level);
    if (!text.empty() && text.back() == ',')
        levels.push_back({});
    return levels;
}

/// The engine's game names joined with `separator` before the last: "ribbit, mini or ripple".
std::string gameNames(const std::string& lastSeparator)
{
    std::string names;
    const auto& all = games();
    for (std::size_t i = 0; i < all.size(); ++i)
        names += (i == 0 ? "" : i + 1 == all.size() ? lastSeparator : ", ") + all[i].name;
    return names;
}

int simulate(SimulateOptions opts)
{
    const GameInfo* info = findGame(opts.game);
    if (!info)
        throw Failure{"unknown game \"" + echoed(opts.game) + "\" (" + gameNames(", ") + ")"};
    Record base;
    base.game = opts.game;
    for (const std::string& pair : opts.options) {
        const auto eq = pair.find('=');
        if (eq == std::string::npos || eq == 0)
            throw Failure{"--option \"" + echoed(pair) + "\": write key=value"};
        const std::string key = pair.substr(0, eq);
        const std::string value = pair.substr(eq + 1);
        if (base.options.contains(key))
            throw Failure{"--option " + echoed(key) + " is given twice: give each option once"};
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
    // --bots: one level per seat, the seats rotating round the table from game to game so that
    // every level starts equally often. --bot: every seat plays the same level, nothing rotates.
    std::vector<std::string> levels;
    const bool rotate = !opts.bots.empty();
    if (rotate) {
        levels = splitLevels(opts.bots);
        for (const std::string& level : levels)
            if (std::find(botLevels().begin(), botLevels().end(), level) == botLevels().end())
                throw Failure{"--bots: unknown level \"" + echoed(level) + "\" (random, easy, medium, hard)"};
        if (opts.players == 0)
            opts.players = static_cast<int>(levels.size());
        if (static_cast<int>(levels.size()) != opts.players)
            throw Failure{"--bots names " + std::to_string(levels.size()) + (levels.size() == 1 ? " level" : " levels") + " for " +
                          std::to_string(opts.players) + " players: give one level per seat"};
    } else if (opts.players == 0) {
        throw Failure{"--players is required (or give --bots, one level per seat)"};
    }
    if (opts.players < info->minPlayers || opts.players > info->maxPlayers)
        throw Failure{info->title + " takes " + std::to_string(info->minPlayers) + " to " +
                      std::to_string(info->maxPlayers) + " players, not " + std::to_string(opts.players)};
    if (!rotate)
        levels.assign(static_cast<std::size_t>(opts.players), opts.bot);
    if (opts.iterations > 0 && std::find(levels.begin(), levels.end(), "hard") == levels.end())
        throw Failure{"--iterations sets the hard level's playouts, and no seat plays hard"};
    if (opts.seed > std::numeric_limits<std::uint64_t>::max() - static_cast<std::uint64_t>(opts.games - 1))
        throw Failure{"--seed " + std::to_string(opts.seed) + " with --games " + std::to_string(opts.games) +
                      ": the last game's seed would exceed " +
                      std::to_string(std::numeric_limits<std::uint64_t>::max()) + ", the largest seed"};
    const auto recordPath = [&](int g) {
        return std::filesystem::path(opts.recordDir) /
               (opts.game + "-" + std::to_string(opts.seed + static_cast<std::uint64_t>(g)) + ".tidepool.json");
    };
    if (!opts.recordDir.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(opts.recordDir, ec);
        if (ec)
            throw Failure{echoed(opts.recordDir) + ": cannot create the folder (" + ec.message() + ")"};
        // Records already there are kept unless --overwrite: refused before any game is played.
        if (!opts.overwrite)
            for (int g = 0; g < opts.games; ++g)
                if (std::filesystem::exists(std::filesystem::symlink_status(recordPath(g), ec)))
                    throw Failure{echoed(recordPath(g).string()) +
                                  ": a record is already there; give --overwrite to replace it, or another --record folder"};
    }

    const std::size_t n = static_cast<std::size_t>(opts.players);
    SimulationSpec spec;
    spec.base = base;
    spec.levels = levels;
    spec.rotate = rotate;
    spec.seed = opts.seed;
    spec.games = opts.games;
    spec.threads = opts.threads;
    spec.botOptions.iterations = opts.iterations;
    RecordSink writeRecord;
    if (!opts.recordDir.empty())
        writeRecord = [&](int g, const Record& record) {
            writeAtomically(recordPath(g), record.dump(), opts.overwrite);
        };
    const auto started = std::chrono::steady_clock::now();
    // Games are played on the engine's typed fast path, opts.threads at a time; the summary is
    // summed in game order, so it does not depend on the number of threads.
    const auto summary = simulateGames(spec, writeRecord);
    if (!summary)
        throw Failure{summary.error()};
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

    const std::vector<double>& wins = summary->wins;
    const std::vector<double>& squares = summary->squares;
    const int shared = summary->sharedGames;
    const long long totalActions = summary->actions;
    std::printf("%s: %d games, %d players, bots %s, seeds %llu..%llu%s\n", opts.game.c_str(), opts.games,
                opts.players, rotate ? opts.bots.c_str() : opts.bot.c_str(),
                static_cast<unsigned long long>(opts.seed), static_cast<unsigned long long>(opts.seed + opts.games - 1),
                rotate ? ", seats rotated each game" : "");
    for (std::size_t k = 0; k < n; ++k) {
        // The 95% confidence interval of the mean win share (normal approximation; a shared win
        // counts as a fraction).
        const double games = opts.games;
        const double mean = wins[k] / games;
        const double variance = games > 1 ? std::max(0.0, (squares[k] - games * mean * mean) / (games - 1)) : 0.0;
        const double half = 1.96 * std::sqrt(variance / games);
        std::printf("seat %zu: %.1f wins (%.1f%%, 95%% CI %.1f%%-%.1f%%) %s\n", k, wins[k], 100.0 * mean,
                    100.0 * std::max(0.0, mean - half), 100.0 * std::min(1.0, mean + half), levels[k].c_str());
    }
    std::printf("shared wins: %d games\n", shared);
    std::printf("average length: %.1f actions\n", opts.games ? double(totalActions) / opts.games : 0.0);
    std::printf("speed: %.1f games/s\n", seconds > 0 ? opts.games / seconds : 0.0);
    return 0;
}

} // namespace

/// CLI11's Range refuses "abc" as "Value abc not in range 1 to 64": a whole-number option's check
/// instead, naming what is wrong: "abc is not a whole number (1..64)", "0 is outside 1..64".
CLI::Validator wholeNumber(long long min, long long max)
{
    return CLI::Validator(
        [min, max](std::string& text) {
            const std::string range = std::to_string(min) + ".." + std::to_string(max);
            long long value = 0;
            const char* first = text.data();
            const char* last = text.data() + text.size();
            const auto [end, error] = std::from_chars(first, last, value);
            const bool digits = !text.empty() && text.find_first_not_of("-0123456789") == std::string::npos;
            if (!digits || end != last || (error != std::errc() && error != std::errc::result_out_of_range))
                return echoed(text) + " is not a whole number (" + range + ")";
            if (error == std::errc::result_out_of_range || value < min || value > max)
                return echoed(text) + " is outside " + range;
            return std::string();
        },
        std::to_string(min) + ".." + std::to_string(max), "WHOLE");
}

int main(int argc, char** argv)
{
    tidepool::keepFreedMemory(); // simulate's threads (core/allocator.h)
    CLI::App app{"Tidepool's command-line tool: replay records, list legal actions, simulate games, review games.", "tidepool-cli"};
    app.set_version_flag("--version", std::string("tidepool-cli ") + TIDEPOOL_VERSION);
    app.require_subcommand(1);

    std::string file;
    auto* replayCmd = app.add_subcommand("replay", "Apply a record and print the resulting state as JSON");
    replayCmd->add_option("file", file, "Record file, or - for standard input")->required();
    auto* legalCmd = app.add_subcommand("legal", "List the legal actions in a record's final position");
    legalCmd->add_option("file", file, "Record file, or - for standard input")->required();

    SimulateOptions sim;
    auto* simCmd = app.add_subcommand("simulate", "Play games between bots and print wins per seat");
    const std::string gameHelp = gameNames(" or ");
    simCmd->add_option("--game", sim.game, gameHelp)->required();
    simCmd->add_option("--players", sim.players, "Number of players (default: one per --bots level)")
        ->check(wholeNumber(1, 64));
    auto* botOption = simCmd->add_option("--bot", sim.bot, "Bot level for every seat (random, easy, medium, hard)")
                          ->check(CLI::IsMember({"random", "easy", "medium", "hard"}));
    auto* botsOption = simCmd->add_option("--bots", sim.bots,
                                          "One level per seat, e.g. hard,medium; the seats rotate each game and "
                                          "each gets a 95% confidence interval");
    botOption->excludes(botsOption); // one or the other: which would win is not obvious
    simCmd->add_option("--threads", sim.threads,
                       "Games played at once, 1-64 (default: one per core, " + std::to_string(sim.threads) +
                           " here); the results are the same for any number")
        ->check(wholeNumber(1, 64));
    simCmd->add_option("--iterations", sim.iterations, "The hard level's playouts per decision (default: the game's)")
        ->check(wholeNumber(1, 10000000));
    simCmd->add_option("--games", sim.games, "Number of games (default 100)")->check(wholeNumber(1, 100000000));
    // CLI11's NonNegativeNumber would print the range 0..1.8e308 in full, and a seed beyond 64
    // bits would be clamped silently.
    const CLI::Validator seedCheck(
        [](std::string& text) {
            bool fits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
            try {
                fits = fits && (std::stoull(text), true);
            } catch (...) {
                fits = false;
            }
            return fits ? std::string()
                        : "the seed must be a whole number 0.." +
                              std::to_string(std::numeric_limits<std::uint64_t>::max()) + ", not " + echoed(text);
        },
        "", "SEED");
    simCmd->add_option("--seed", sim.seed, "Seed of the first game; game i uses seed+i (default 1)")->check(seedCheck);
    simCmd->add_option("--option", sim.options, "A rule-set option key=value (repeatable)");
    simCmd->add_option("--record", sim.recordDir,
                       "Write each game's record into this folder (GAME-SEED.tidepool.json); records already "
                       "there are kept unless --overwrite");
    simCmd->add_flag("--overwrite", sim.overwrite, "With --record: replace records already in the folder");

    ReviewCliOptions rev;
    auto* reviewCmd = app.add_subcommand(
        "review", "Grade every decision of a record from what its player could see, and name the key moments");
    reviewCmd->add_option("file", file, "Record file, or - for standard input")->required();
    reviewCmd->add_flag("--json", rev.json, "Print the review as JSON (for tools)");
    reviewCmd->add_option("--budget", rev.budget,
                          "Playouts of the Hard search per decision (default: the game's Hard budget)")
        ->check(wholeNumber(1, 10000000));
    reviewCmd->add_option("--seed", rev.seed, "The search's seed (default 1); the same seed gives the same review")
        ->check(seedCheck);
    reviewCmd->add_option("--threads", rev.threads,
                          "Decisions evaluated at once, 1-64 (default: one per core, " +
                              std::to_string(rev.threads) + " here); the review is the same for any number")
        ->check(wholeNumber(1, 64));
    reviewCmd->add_flag("--raw", rev.raw,
                        "The search's own chances to win, not the game's calibration of them (docs/ai.md, "
                        "\"Calibration\"); the grades then follow them");

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "tidepool-cli: " << oneLine(e.what()) << "\n";
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
        } else if (*reviewCmd) {
            return review(file, rev);
        }
    } catch (const Failure& failure) {
        std::cerr << "tidepool-cli: " << oneLine(failure.message) << "\n";
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "tidepool-cli: out of memory\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "tidepool-cli: failed: " << oneLine(e.what()) << "\n";
        return 1;
    }
    return 0;
}
