// tidepool-cli as a user runs it (docs/game-record.md): replay, legal, simulate and review, and the error
// contract: invalid input exits 2 with exactly one line on stderr and nothing on stdout.
#include "core/record.h"
#include "review/review.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#ifndef _WIN32
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

using tidepool::Json;

namespace {

const std::string kCli = TIDEPOOL_CLI;
const std::string kData = TIDEPOOL_CLI_DATA;

struct CliRun
{
    int exitCode = -1;
    std::string out;
    std::string err;
};

std::string quote(const std::string& text)
{
    std::string quoted = "'";
    for (char c : text)
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

std::string slurp(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// Runs tidepool-cli with `args` (and `input` on stdin), capturing both streams and the exit code;
/// with `timeoutSeconds`, killed after that long (exit code 137), so that a hang fails the test;
/// `shellFirst`, when given, is a shell command run before it in the same shell (a `ulimit`).
CliRun runCli(const std::vector<std::string>& args, const std::string& input = {}, int timeoutSeconds = 0,
              const std::string& shellFirst = {})
{
    const auto dir =
        std::filesystem::temp_directory_path() /
        ("tidepool-cli-test-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
         ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir);
    const auto in = dir / "stdin", out = dir / "stdout", err = dir / "stderr";
    std::ofstream(in, std::ios::binary) << input;
    std::string command = (shellFirst.empty() ? std::string() : shellFirst + "; ") +
                          (timeoutSeconds > 0 ? "timeout -s KILL " + std::to_string(timeoutSeconds) + " " : std::string()) +
                          quote(kCli);
    for (const std::string& arg : args)
        command += " " + quote(arg);
    command += " <" + quote(in.string()) + " >" + quote(out.string()) + " 2>" + quote(err.string());
    CliRun run;
    const int status = std::system(command.c_str());
#ifndef _WIN32
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
#else
    run.exitCode = status;
#endif
    run.out = slurp(out);
    run.err = slurp(err);
    std::filesystem::remove_all(dir);
    return run;
}

std::string data(const std::string& name)
{
    return kData + "/" + name;
}

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> result;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        result.push_back(line);
    return result;
}

/// The engine's own view of a committed record, to compare the tool's output with.
std::unique_ptr<tidepool::State> engineReplay(const std::string& name)
{
    auto record = tidepool::Record::parse(slurp(data(name)));
    EXPECT_TRUE(record) << record.error();
    auto state = tidepool::replay(*record);
    EXPECT_TRUE(state) << state.error();
    return std::move(*state);
}

/// The error contract: exit 2, nothing on stdout, exactly one non-empty line on stderr.
void expectFailure(const CliRun& run, const std::string& messagePart)
{
    EXPECT_EQ(run.exitCode, 2) << run.err;
    EXPECT_EQ(run.out, "");
    ASSERT_FALSE(run.err.empty());
    EXPECT_EQ(run.err.back(), '\n') << run.err;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    EXPECT_GT(run.err.size(), 1u);
    EXPECT_NE(run.err.find(messagePart), std::string::npos) << run.err;
}

} // namespace

TEST(CliReplay, PrintsTheStateAsJsonWithTheDocumentedFields)
{
    const CliRun run = runCli({"replay", data("ribbit-midgame.tidepool.json")});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.err, "");
    Json json;
    ASSERT_NO_THROW(json = Json::parse(run.out)) << run.out;
    for (const char* key : {"game", "current", "finished", "winner", "legal", "track", "ranking"})
        EXPECT_TRUE(json.contains(key)) << key;
    EXPECT_EQ(json["game"], "ribbit");
    EXPECT_EQ(json["current"], 2) << "8 actions by 3 players: seat 2 is next";
    EXPECT_EQ(json["finished"], false);
    EXPECT_TRUE(json["winner"].is_null());
    EXPECT_TRUE(json["track"].is_object());
    EXPECT_EQ(json["ranking"].size(), 5u);
    ASSERT_TRUE(json["legal"].is_array());
    EXPECT_FALSE(json["legal"].empty());
    EXPECT_EQ(json, engineReplay("ribbit-midgame.tidepool.json")->toJson());
}

TEST(CliReplay, FinishedGameShowsTheWinner)
{
    const CliRun run = runCli({"replay", data("ribbit-finished.tidepool.json")});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const Json json = Json::parse(run.out);
    EXPECT_EQ(json["finished"], true);
    EXPECT_TRUE(json["current"].is_null());
    EXPECT_EQ(json["winner"], 2);
    EXPECT_EQ(json["legal"], Json::array());
    EXPECT_EQ(json["ranking"], (Json{"R", "P", "B", "Y", "G"}));
    EXPECT_EQ(json["colors"][2], "R");
}

TEST(CliReplay, ReadsTheRecordFromStandardInput)
{
    const CliRun run = runCli({"replay", "-"}, slurp(data("ribbit-midgame.tidepool.json")));
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(Json::parse(run.out), engineReplay("ribbit-midgame.tidepool.json")->toJson());
}

TEST(CliLegal, PrintsOneActionAndExplanationPerLine)
{
    const CliRun run = runCli({"legal", data("ribbit-midgame.tidepool.json")});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.err, "");
    const auto expected = engineReplay("ribbit-midgame.tidepool.json")->legalActions();
    const auto printed = lines(run.out);
    ASSERT_EQ(printed.size(), expected.size()) << run.out;
    ASSERT_FALSE(printed.empty());
    for (std::size_t i = 0; i < printed.size(); ++i) {
        const auto tab = printed[i].find('\t');
        ASSERT_NE(tab, std::string::npos) << printed[i];
        EXPECT_EQ(printed[i].find('\t', tab + 1), std::string::npos) << printed[i];
        EXPECT_EQ(printed[i].substr(0, tab), expected[i].text);
        EXPECT_EQ(printed[i].substr(tab + 1), expected[i].explanation);
        EXPECT_FALSE(expected[i].explanation.empty());
    }
}

TEST(CliLegal, FinishedGameHasNoLegalActions)
{
    const CliRun run = runCli({"legal", data("ribbit-finished.tidepool.json")});
    EXPECT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.out, "");
}

TEST(CliSimulate, ThousandFivePlayerGamesPrintALinePerSeat)
{
    const CliRun run = runCli({"simulate", "--game", "ribbit", "--players", "5", "--games", "1000"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.err, "");
    double totalWins = 0;
    std::map<int, int> seatLines;
    for (const std::string& line : lines(run.out)) {
        int seat = -1;
        double wins = -1;
        if (std::sscanf(line.c_str(), "seat %d: %lf wins", &seat, &wins) == 2) {
            ++seatLines[seat];
            EXPECT_GE(wins, 0.0);
            totalWins += wins;
        }
    }
    EXPECT_EQ(seatLines, (std::map<int, int>{{0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}})) << run.out;
    EXPECT_NEAR(totalWins, 1000.0, 1.0) << "every game has a winner (shared wins split)";
    EXPECT_NE(run.out.find("1000 games"), std::string::npos) << run.out;
}

TEST(CliSimulate, BotsPerSeatRotateAndPrintConfidenceIntervals)
{
    // One level per seat: --players may be left out; each entry's line names its level and its
    // 95% interval; the result does not depend on the number of threads.
    const std::vector<std::string> args = {"simulate", "--game", "ribbit", "--bots", "medium,random", "--games", "200"};
    const CliRun one = runCli(args);
    ASSERT_EQ(one.exitCode, 0) << one.err;
    EXPECT_NE(one.out.find("ribbit: 200 games, 2 players, bots medium,random"), std::string::npos) << one.out;
    EXPECT_NE(one.out.find("seats rotated each game"), std::string::npos) << one.out;
    double wins[2] = {-1, -1}, low[2] = {-1, -1}, high[2] = {-1, -1};
    int seats = 0;
    for (const std::string& line : lines(one.out)) {
        int seat = -1;
        double w = 0, pct = 0, lo = 0, hi = 0;
        char level[32] = {};
        if (std::sscanf(line.c_str(), "seat %d: %lf wins (%lf%%, 95%% CI %lf%%-%lf%%) %31s", &seat, &w, &pct, &lo, &hi,
                        level) == 6) {
            ASSERT_TRUE(seat == 0 || seat == 1) << line;
            wins[seat] = w;
            low[seat] = lo;
            high[seat] = hi;
            EXPECT_STREQ(level, seat == 0 ? "medium" : "random");
            EXPECT_LE(lo, pct);
            EXPECT_GE(hi, pct);
            ++seats;
        }
    }
    ASSERT_EQ(seats, 2) << one.out;
    EXPECT_NEAR(wins[0] + wins[1], 200.0, 0.01);
    EXPECT_GT(low[0], 50.0) << "medium beats random clearly: " << one.out;
    EXPECT_LT(high[1], 50.0) << one.out;
    std::vector<std::string> threaded = args;
    threaded.insert(threaded.end(), {"--threads", "2"});
    const CliRun two = runCli(threaded);
    ASSERT_EQ(two.exitCode, 0) << two.err;
    EXPECT_EQ(lines(two.out).size(), lines(one.out).size());
    for (std::size_t i = 0; i + 1 < lines(one.out).size(); ++i) // all but the speed line
        EXPECT_EQ(lines(two.out)[i], lines(one.out)[i]);
}

TEST(CliSimulate, BotsMustNameOneKnownLevelPerSeat)
{
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "3", "--bots", "hard,medium"}),
                  "--bots names 2 levels for 3 players");
    expectFailure(runCli({"simulate", "--game", "ribbit", "--bots", "hard,genius"}), "unknown level \"genius\"");
    expectFailure(runCli({"simulate", "--game", "ribbit"}), "--players is required");
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "2", "--bots", "hard"}),
                  "--bots names 1 level for 2 players");
}

// Found by a review: these were accepted, and one of the arguments silently did nothing.
TEST(CliSimulate, ArgumentsThatWouldBeIgnoredAreRefused)
{
    expectFailure(runCli({"simulate", "--game", "ribbit", "--bot", "hard", "--bots", "hard,medium"}), "--bot");
    expectFailure(runCli({"simulate", "--game", "ribbit", "--bots", "medium,easy", "--iterations", "100"}),
                  "--iterations sets the hard level's playouts, and no seat plays hard");
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "2", "--bot", "random", "--iterations", "100"}),
                  "no seat plays hard");
    expectFailure(runCli({"simulate", "--game", "mini", "--players", "2", "--option", "variant=advanced", "--option",
                          "variant=basic"}),
                  "--option variant is given twice");
    // The last game's seed would wrap round to 0.
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "2", "--seed", "18446744073709551615", "--games",
                          "2"}),
                  "the last game's seed would exceed 18446744073709551615");
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "0"}), "--players");
    // Still fine: the largest seed for one game, and --iterations with a hard seat.
    const CliRun last = runCli({"simulate", "--game", "ribbit", "--players", "2", "--seed", "18446744073709551615",
                                "--games", "1"});
    EXPECT_EQ(last.exitCode, 0) << last.err;
    EXPECT_NE(last.out.find("seeds 18446744073709551615..18446744073709551615"), std::string::npos) << last.out;
    const CliRun hard = runCli({"simulate", "--game", "ribbit", "--bots", "hard,random", "--iterations", "10",
                                "--games", "2"});
    EXPECT_EQ(hard.exitCode, 0) << hard.err;
}

namespace {

/// The summary without its last line (the speed, which varies from run to run).
std::string withoutSpeed(const std::string& out)
{
    std::string kept;
    for (const std::string& line : lines(out))
        if (line.rfind("speed:", 0) != 0)
            kept += line + "\n";
    return kept;
}

/// data/simulate/NAME.txt: "# tidepool-cli simulate ARGS" then the summary main printed for those
/// arguments before simulations moved to the typed fast path (commit 3d5c2b0), speed line left out.
struct GoldenRun
{
    std::string name;
    std::vector<std::string> args;
    std::string expected;
};

std::vector<GoldenRun> goldenRuns()
{
    std::vector<GoldenRun> runs;
    for (const auto& entry : std::filesystem::directory_iterator(data("simulate"))) {
        GoldenRun run{entry.path().stem().string(), {}, {}};
        const auto text = lines(slurp(entry.path()));
        std::istringstream header(text.at(0));
        std::string word;
        for (int skip = 0; skip < 3 && header >> word;)
            ++skip; // "#", "tidepool-cli", "simulate"
        run.args.push_back("simulate");
        while (header >> word)
            run.args.push_back(word);
        for (std::size_t i = 1; i < text.size(); ++i)
            run.expected += text[i] + "\n";
        runs.push_back(run);
    }
    std::sort(runs.begin(), runs.end(), [](const GoldenRun& a, const GoldenRun& b) { return a.name < b.name; });
    return runs;
}

} // namespace

TEST(CliSimulate, SummariesForFixedSeedsAreUnchanged)
{
    // Every game and level (Hard at a small budget), options, 2-6 players, shared wins: the same
    // summaries as before, on one thread and on three.
    const auto runs = goldenRuns();
    ASSERT_GE(runs.size(), 12u);
    for (const GoldenRun& golden : runs) {
        for (const char* threads : {"1", "3"}) {
            auto args = golden.args;
            args.insert(args.end(), {"--threads", threads});
            const CliRun run = runCli(args);
            ASSERT_EQ(run.exitCode, 0) << golden.name << ": " << run.err;
            EXPECT_EQ(withoutSpeed(run.out), golden.expected) << golden.name << " on " << threads << " threads";
        }
    }
}

TEST(CliSimulate, ResultsDoNotDependOnTheNumberOfThreads)
{
    // Games long and short (Ripple's vary most), so that threads finish them out of order.
    const std::vector<std::vector<std::string>> cases = {
        {"simulate", "--game", "ribbit", "--players", "4", "--games", "5000", "--seed", "42"},
        {"simulate", "--game", "mini", "--bots", "medium,random,easy", "--games", "300", "--seed", "7"},
        {"simulate", "--game", "ripple", "--players", "3", "--games", "120", "--seed", "3", "--option", "rounds=1"},
    };
    for (const auto& c : cases) {
        std::string one;
        for (const char* threads : {"1", "2", "5"}) {
            auto args = c;
            args.insert(args.end(), {"--threads", threads});
            const CliRun run = runCli(args);
            ASSERT_EQ(run.exitCode, 0) << run.err;
            if (one.empty())
                one = withoutSpeed(run.out);
            else
                EXPECT_EQ(withoutSpeed(run.out), one) << c[2] << " on " << threads << " threads";
        }
    }
}

TEST(CliSimulate, HelpDescribesThreads)
{
    const CliRun run = runCli({"simulate", "--help"});
    ASSERT_EQ(run.exitCode, 0);
    EXPECT_NE(run.out.find("--threads"), std::string::npos);
    EXPECT_NE(run.out.find("one per core"), std::string::npos) << run.out;
}

TEST(CliSimulate, SameSeedGivesTheSameResults)
{
    const std::vector<std::string> args = {"simulate", "--game",   "ribbit",       "--players",
                                           "3",        "--games",  "50",           "--seed",
                                           "9",        "--option", "trackLength=6"};
    const CliRun a = runCli(args), b = runCli(args);
    ASSERT_EQ(a.exitCode, 0) << a.err;
    ASSERT_EQ(b.exitCode, 0) << b.err;
    EXPECT_EQ(withoutSpeed(a.out), withoutSpeed(b.out));
}

TEST(CliSimulate, WritesReplayableRecords)
{
    const auto dir = std::filesystem::temp_directory_path() / "tidepool-cli-test-records";
    std::filesystem::remove_all(dir);
    const CliRun run = runCli({"simulate", "--game", "ribbit", "--players", "2", "--games", "3", "--seed",
                               "40", "--option", "deck=ribbit-text", "--record", dir.string()});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        ++files;
        auto record = tidepool::Record::parse(slurp(entry.path()));
        ASSERT_TRUE(record) << entry.path() << ": " << record.error();
        EXPECT_EQ(record->options["deck"], "ribbit-text");
        auto state = tidepool::replay(*record);
        ASSERT_TRUE(state) << state.error();
        EXPECT_TRUE((*state)->isFinished());
    }
    EXPECT_EQ(files, 3);
    std::filesystem::remove_all(dir);
}

// --record kept no record safe: an existing one was overwritten without a word, and a full disk
// left a truncated record behind (issue 16). Existing records are kept unless --overwrite.
TEST(CliSimulate, RecordsAlreadyThereAreKeptUnlessOverwriteIsGiven)
{
    const auto dir = std::filesystem::temp_directory_path() / "tidepool-cli-test-keep";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const auto mine = dir / "ribbit-41.tidepool.json";
    std::ofstream(mine) << "my own record";
    const std::vector<std::string> args{"simulate", "--game", "ribbit", "--players", "2", "--games", "3",
                                        "--seed", "40", "--record", dir.string()};
    const CliRun refused = runCli(args);
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_NE(refused.err.find("ribbit-41.tidepool.json: a record is already there; give --overwrite"), std::string::npos)
        << refused.err;
    EXPECT_EQ(slurp(mine), "my own record");
    EXPECT_FALSE(std::filesystem::exists(dir / "ribbit-40.tidepool.json")); // refused before any game
    std::vector<std::string> overwrite = args;
    overwrite.push_back("--overwrite");
    const CliRun replaced = runCli(overwrite);
    ASSERT_EQ(replaced.exitCode, 0) << replaced.err;
    EXPECT_TRUE(tidepool::Record::parse(slurp(mine)));
    int files = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir))
        ++files;
    EXPECT_EQ(files, 3); // no temporary file left
    std::filesystem::remove_all(dir);
}

/// Runs a shell command, returning its exit status (-1 when it did not exit).
int shell(const std::string& command)
{
    const int status = std::system(command.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/// Runs the CLI (as runCli) in a shell whose file size limit is `kib` KiB, so that any write past it
/// fails (EFBIG, as a full disk fails with ENOSPC; SIGXFSZ ignored): a write failure without a
/// mount, for any user.
CliRun runCliWithFileLimit(int kib, const std::vector<std::string>& args)
{
    const auto dir = std::filesystem::temp_directory_path() / "tidepool-cli-test-limit";
    std::filesystem::create_directories(dir);
    std::string command = "bash -c " + quote("trap '' XFSZ; ulimit -f " + std::to_string(kib) + "; exec \"$0\" \"$@\"") +
                          " " + quote(kCli);
    for (const std::string& arg : args)
        command += " " + quote(arg);
    command += " >" + quote((dir / "out").string()) + " 2>" + quote((dir / "err").string()) + " </dev/null";
    CliRun run;
    run.exitCode = shell(command);
    run.out = slurp(dir / "out");
    run.err = slurp(dir / "err");
    std::filesystem::remove_all(dir);
    return run;
}

// A write that fails part way (here the file size limit) leaves no short record: the tool says so
// and exits 2; an existing record given --overwrite is kept whole.
TEST(CliSimulate, AFailedWriteLeavesNoTruncatedRecord)
{
    const auto dir = std::filesystem::temp_directory_path() / "tidepool-cli-test-short";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::vector<std::string> args{"simulate", "--game", "ripple", "--players", "4", "--games", "1",
                                        "--seed", "5", "--record", dir.string()};
    const CliRun run = runCliWithFileLimit(1, args);
    EXPECT_EQ(run.exitCode, 2) << run.err;
    EXPECT_NE(run.err.find("ripple-5.tidepool.json: cannot write the record (File too large); nothing was written there"),
              std::string::npos) << run.err;
    EXPECT_TRUE(std::filesystem::is_empty(dir)) << "a short record or a temporary file was left";

    const auto good = dir / "ripple-5.tidepool.json";
    std::ofstream(good) << "the good old record";
    std::vector<std::string> overwrite = args;
    overwrite.push_back("--overwrite");
    EXPECT_EQ(runCliWithFileLimit(1, overwrite).exitCode, 2);
    EXPECT_EQ(slurp(good), "the good old record");
    std::filesystem::remove_all(dir);
}

// The same on a real full disk: a 64 KiB tmpfs the test mounts (root only; skipped otherwise).
TEST(CliSimulate, AFullDiskLeavesNoTruncatedRecord)
{
    const auto dir = std::filesystem::temp_directory_path() / "tidepool-cli-test-fulldisk";
    std::filesystem::create_directories(dir);
    if (shell("mount -t tmpfs -o size=64k tidepool-test " + quote(dir.string()) + " 2>/dev/null") != 0) {
        std::filesystem::remove_all(dir);
        GTEST_SKIP() << "cannot mount a small tmpfs here (needs root and permission to mount); "
                        "AFailedWriteLeavesNoTruncatedRecord covers the same failure with a file size limit";
    }
    // Fill it (tmpfs counts whole pages: nothing is left).
    shell("dd if=/dev/zero of=" + quote((dir / "filler").string()) + "  bs=1k count=62 2>/dev/null");
    const CliRun run = runCli({"simulate", "--game", "ripple", "--players", "4", "--games", "1", "--seed", "5",
                               "--record", dir.string()});
    std::vector<std::string> left;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        left.push_back(entry.path().filename().string());
    shell("umount " + quote(dir.string()));
    std::filesystem::remove_all(dir);
    EXPECT_EQ(run.exitCode, 2) << run.err;
    EXPECT_NE(run.err.find("cannot write the record (No space left on device); nothing was written there"), std::string::npos)
        << run.err;
    EXPECT_EQ(left, std::vector<std::string>{"filler"});
}

// ------------------------------------------------------------------------------------------------
// Invalid input: exit 2, one line on stderr, nothing on stdout

TEST(CliErrors, MissingFile)
{
    expectFailure(runCli({"replay", data("no-such-file.json")}), "no-such-file.json: no such file");
    expectFailure(runCli({"legal", data("no-such-file.json")}), "no such file");
}

#ifndef _WIN32
// `tidepool-cli replay FIFO` waited for a writer for ever (issue 41; the app was fixed alone): the
// CLI reads a record file as the app does (engine/core/record_file.h), so a FIFO, or any file that
// is not a regular one, is refused at once. Killed after 20 s, so that a regression fails.
TEST(CliErrors, APipeOrADeviceIsRefusedAtOnce)
{
    const auto dir = std::filesystem::temp_directory_path() /
                     ("tidepool-cli-fifo-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
    std::filesystem::create_directories(dir);
    const std::string fifo = (dir / "pipe.tidepool.json").string();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    for (const char* command : {"replay", "legal"})
        expectFailure(runCli({command, fifo}, {}, 20),
                      "pipe.tidepool.json: not a regular file (a pipe or a device can't hold a saved game)");
    expectFailure(runCli({"replay", "/dev/null"}, {}, 20), "/dev/null: not a regular file");
    std::filesystem::remove_all(dir);
    // A pipe is still read as standard input.
    EXPECT_EQ(runCli({"replay", "-"}, slurp(data("ribbit-midgame.tidepool.json")), 20).exitCode, 0);
}
#endif

TEST(CliErrors, NotJson)
{
    expectFailure(runCli({"replay", data("not-json.txt")}), "not valid JSON");
    expectFailure(runCli({"legal", "-"}, "{\"format\": "), "truncated");
    expectFailure(runCli({"replay", "-"}, ""), "empty");
}

TEST(CliErrors, IllegalActionNamesItsIndex)
{
    expectFailure(runCli({"replay", data("ribbit-illegal-action.tidepool.json")}),
                  "action 6 \"R- R\": red is on START");
    expectFailure(runCli({"legal", data("ribbit-illegal-action.tidepool.json")}), "action 6 \"R- R\"");
}

TEST(CliErrors, UnknownGame)
{
    expectFailure(runCli({"replay", data("unknown-game.tidepool.json")}), "unknown game \"chess\"");
    expectFailure(runCli({"simulate", "--game", "chess", "--players", "2"}), "unknown game \"chess\"");
}

TEST(CliErrors, BadPlayerCount)
{
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "6"}), "2 to 5 players");
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "1"}), "2 to 5 players");
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "many"}), "--players: many is not a whole number (1..64)");
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "2", "--games", "lots"}),
                  "--games: lots is not a whole number (1..100000000)");
}

TEST(CliErrors, UnknownOrBadOption)
{
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "2", "--option", "speed=fast"}),
                  "unknown option \"speed\"");
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "2", "--option", "deck=poker"}),
                  "option deck");
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "2", "--option", "trackLength=99"}),
                  "option trackLength");
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "2", "--option", "deck"}),
                  "key=value");
}

TEST(CliErrors, BadCommandLine)
{
    expectFailure(runCli({}), "");
    expectFailure(runCli({"dance"}), "");
    expectFailure(runCli({"replay"}), "");
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "2", "--bot", "genius"}), "");
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "2", "--games", "0"}), "");
}

// ------------------------------------------------------------------------------------------------
// Turtle Race Mini records

TEST(CliMini, ReplayOfAnAdvancedRecordShowsTheSecondRace)
{
    const CliRun run = runCli({"replay", data("mini-advanced-midgame.tidepool.json")});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const Json json = Json::parse(run.out);
    for (const char* key :
         {"game", "current", "finished", "winner", "legal", "row", "lettuce", "round", "out", "ranking"})
        EXPECT_TRUE(json.contains(key)) << key;
    EXPECT_EQ(json["game"], "mini");
    EXPECT_EQ(json["round"], 2);
    EXPECT_EQ(json["out"], (Json{"G1", "R1"}));
    EXPECT_EQ(json["finished"], false);
    EXPECT_EQ(json, engineReplay("mini-advanced-midgame.tidepool.json")->toJson());
}

TEST(CliMini, LegalListsEveryActionWithAnExplanationAndFlagsNoEffect)
{
    const CliRun run = runCli({"legal", data("mini-advanced-midgame.tidepool.json")});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const auto expected = engineReplay("mini-advanced-midgame.tidepool.json")->legalActions();
    const auto printed = lines(run.out);
    ASSERT_EQ(printed.size(), expected.size()) << run.out;
    for (std::size_t i = 0; i < printed.size(); ++i)
        EXPECT_EQ(printed[i], expected[i].text + "\t" + expected[i].explanation);
    EXPECT_NE(
        run.out.find(
            "P++ P2\tPurple +2 on P2: P2 is in the front stack and can't go further forward: no effect"),
        std::string::npos)
        << run.out;
}

TEST(CliMini, FinishedBasicRecordShowsTheWinner)
{
    const CliRun run = runCli({"replay", data("mini-finished.tidepool.json")});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const Json json = Json::parse(run.out);
    EXPECT_EQ(json["finished"], true);
    EXPECT_EQ(json["lettuce"], 3);
    EXPECT_EQ(json["winner"], 0);
    EXPECT_EQ(json["legal"], Json::array());
    EXPECT_EQ(runCli({"legal", data("mini-finished.tidepool.json")}).out, "");
}

TEST(CliMini, ThousandAdvancedFourPlayerGamesEndWithoutError)
{
    const CliRun run = runCli(
        {"simulate", "--game", "mini", "--option", "variant=advanced", "--players", "4", "--games", "1000"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.err, "");
    EXPECT_NE(run.out.find("mini: 1000 games, 4 players"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("shared wins: 0 games"), std::string::npos) << run.out;
}

TEST(CliMini, BadMiniOptionIsRefused)
{
    expectFailure(runCli({"simulate", "--game", "mini", "--players", "3", "--option", "variant=expert"}),
                  "option variant");
    expectFailure(runCli({"simulate", "--game", "mini", "--players", "6"}), "2 to 5 players");
}

// ------------------------------------------------------------------------------------------------
// Ripple records

TEST(CliRipple, ReplayShowsBeachesWithFaceDownCardsHidden)
{
    const CliRun run = runCli({"replay", data("ripple-midgame.tidepool.json")});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.err, "");
    const Json json = Json::parse(run.out);
    for (const char* key : {"game", "current", "finished", "winner", "legal", "round", "scores", "totals",
                            "beaches", "discards"})
        EXPECT_TRUE(json.contains(key)) << key;
    EXPECT_EQ(json["game"], "ripple");
    EXPECT_EQ(json["round"], 1);
    EXPECT_EQ(json["beaches"].size(), 2u);
    EXPECT_EQ(json["beaches"][0].size(), 10u);
    EXPECT_EQ(json["discards"].size(), 4u) << "two piles each with two players";
    EXPECT_NE(run.out.find("\"?\""), std::string::npos) << "face-down cards are shown as ?";
    EXPECT_EQ(json["legal"], (Json{"stack 7", "discard"})) << "a held card about to be discarded can ripple";
    EXPECT_EQ(json, engineReplay("ripple-midgame.tidepool.json")->toJson());
}

TEST(CliRipple, LegalPrintsRippleActionsWithExplanations)
{
    const CliRun run = runCli({"legal", data("ripple-midgame.tidepool.json")});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const auto expected = engineReplay("ripple-midgame.tidepool.json")->legalActions();
    const auto printed = lines(run.out);
    ASSERT_EQ(printed.size(), expected.size()) << run.out;
    for (std::size_t i = 0; i < printed.size(); ++i)
        EXPECT_EQ(printed[i], expected[i].text + "\t" + expected[i].explanation);
    EXPECT_NE(run.out.find("extra turn"), std::string::npos) << run.out;
}

TEST(CliRipple, IllegalActionNamesItsIndexAndReason)
{
    expectFailure(runCli({"replay", data("ripple-illegal-action.tidepool.json")}),
                  "action 17 \"take P1a\": you already hold the flower combo");
}

TEST(CliRipple, SimulateFiveHundredSixPlayerGames)
{
    const CliRun run = runCli({"simulate", "--game", "ripple", "--players", "6", "--games", "500"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.err, "");
    double totalWins = 0;
    int seats = 0;
    for (const std::string& line : lines(run.out)) {
        int seat = -1;
        double wins = -1;
        if (std::sscanf(line.c_str(), "seat %d: %lf wins", &seat, &wins) == 2) {
            ++seats;
            totalWins += wins;
        }
    }
    EXPECT_EQ(seats, 6) << run.out;
    EXPECT_NEAR(totalWins, 500.0, 1.0) << "every game has a winner (shared wins split)";
}

TEST(CliRipple, SimulatedRecordsReplayToTheEnd)
{
    const auto dir = std::filesystem::temp_directory_path() / "tidepool-cli-test-ripple-records";
    std::filesystem::remove_all(dir);
    const CliRun run = runCli({"simulate", "--game", "ripple", "--players", "2", "--games", "2", "--option",
                               "rounds=1", "--option", "triggerPenalty=false", "--record", dir.string()});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        ++files;
        auto record = tidepool::Record::parse(slurp(entry.path()));
        ASSERT_TRUE(record) << record.error();
        EXPECT_EQ(record->options["rounds"], 1);
        auto state = tidepool::replay(*record);
        ASSERT_TRUE(state) << state.error();
        EXPECT_TRUE((*state)->isFinished());
    }
    EXPECT_EQ(files, 2);
    std::filesystem::remove_all(dir);
}

// ------------------------------------------------------------------------------------------------
// Bad input still gets one short line (docs/game-record.md, "tidepool-cli")

namespace {

std::string ribbitRecordWithAction(const std::string& action)
{
    tidepool::Record record;
    record.game = "ribbit";
    record.seed = 7;
    record.players = {tidepool::PlayerSpec{"A", "human", {}}, tidepool::PlayerSpec{"B", "human", {}}};
    record.actions = {action};
    return record.dump();
}

} // namespace

TEST(CliErrors, NegativeOrHugeSeedGetsAShortMessage)
{
    for (const char* seed : {"-5", "99999999999999999999999"}) {
        const CliRun run = runCli({"simulate", "--game", "ribbit", "--players", "2", "--seed", seed});
        expectFailure(run, std::string("the seed must be a whole number 0..18446744073709551615, not ") + seed);
        EXPECT_LT(run.err.size(), 200u) << run.err;
    }
}

TEST(CliErrors, OptionNumberIsShownAsGiven)
{
    expectFailure(runCli({"simulate", "--game", "ribbit", "--players", "2", "--option",
                          "firstPlayer=9223372036854775808"}),
                  "option firstPlayer: 9223372036854775808 is outside 0..4");
}

TEST(CliErrors, FolderIsNotARecordFile)
{
    const auto folder = std::filesystem::temp_directory_path();
    expectFailure(runCli({"replay", folder.string()}), "is a folder, not a record file");
    expectFailure(runCli({"legal", folder.string()}), "is a folder");
}

TEST(CliErrors, InputLargerThan64MiBIsRefused)
{
    expectFailure(runCli({"replay", "-"}, std::string(tidepool::kMaxRecordBytes + 1, ' ')),
                  "stdin: the file is larger than 64 MiB, too large for a record");
    // A larger file is read only to the bound (sparse: no disk used).
    const auto huge = std::filesystem::temp_directory_path() /
                      ("tidepool-cli-huge-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + ".tidepool.json");
    std::ofstream(huge, std::ios::binary).close();
    std::filesystem::resize_file(huge, tidepool::kMaxRecordBytes + 4096);
    expectFailure(runCli({"replay", huge.string()}), huge.string() + ": the file is larger than 64 MiB");
    std::filesystem::remove(huge);
#ifndef _WIN32
    // Endless input such as /dev/zero is a device, not read at all (APipeOrADeviceIsRefusedAtOnce).
    expectFailure(runCli({"replay", "/dev/zero"}), "/dev/zero: not a regular file");
#endif
}

TEST(CliErrors, ActionTextIsEscapedAndShortened)
{
    expectFailure(runCli({"replay", "-"}, ribbitRecordWithAction("R+ R\nfoo")), "action 1 \"R+ R\\nfoo\"");
    const CliRun nul = runCli({"replay", "-"}, ribbitRecordWithAction(std::string("ab\0cd", 5)));
    expectFailure(nul, "action 1 \"ab\\u0000cd\"");
    EXPECT_EQ(nul.err.find('\0'), std::string::npos);
    const CliRun longAction = runCli({"replay", "-"}, ribbitRecordWithAction(std::string(10000, 'Q')));
    expectFailure(longAction, "action 1 \"" + std::string(60, 'Q') + "…\"");
    EXPECT_LT(longAction.err.size(), 300u);
}

// ------------------------------------------------------------------------------------------------
// review: every decision graded from what its player could see, and the key moments (issue 45)

TEST(CliReview, TextGradesEveryMoveAndNamesThePlantedBlunderAsTheKeyMoment)
{
    // data/ribbit-blunder.tidepool.json: open colours, player 1 backs yellow one step from the
    // lettuce; at move 4 Ann (player 0), with Yellow −1 in hand, plays Yellow +1 (tests/engine/review_test.cpp).
    // data/review/ribbit-blunder.txt: the review printed at this budget and seed, the same on one
    // thread and two.
    const std::string expected = slurp(data("review/ribbit-blunder.txt"));
    for (const char* threads : {"1", "2"}) {
        const CliRun run =
            runCli({"review", data("ribbit-blunder.tidepool.json"), "--budget", "3000", "--seed", "1", "--threads", threads});
        ASSERT_EQ(run.exitCode, 0) << run.err;
        EXPECT_EQ(run.err, "");
        EXPECT_EQ(run.out, expected) << threads << " threads";
    }
    EXPECT_NE(expected.find("- Move 4: Ann played Yellow +1"), std::string::npos);
    EXPECT_EQ(expected.find("player 0"), std::string::npos) << "players by name";
}

#ifndef _WIN32
/// Runs tidepool-cli with `args`, its stderr a terminal (a pseudo-terminal this test reads) and its
/// stdout a file: what each got and the exit code.
CliRun runCliOnATerminal(const std::vector<std::string>& args)
{
    CliRun run;
    const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0) {
        ADD_FAILURE() << "no pseudo-terminal";
        return run;
    }
    const std::string slaveName = ::ptsname(master);
    const auto out = std::filesystem::temp_directory_path() /
                     ("tidepool-cli-test-tty-" + std::to_string(::getpid()) + ".out");
    std::vector<std::string> argv = {kCli};
    argv.insert(argv.end(), args.begin(), args.end());
    const pid_t child = ::fork();
    if (child == 0) {
        const int slave = ::open(slaveName.c_str(), O_RDWR | O_NOCTTY);
        const int file = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const int none = ::open("/dev/null", O_RDONLY);
        if (slave < 0 || file < 0 || none < 0)
            ::_exit(127);
        ::dup2(none, 0);
        ::dup2(file, 1);
        ::dup2(slave, 2);
        ::close(master);
        std::vector<char*> pointers;
        for (std::string& arg : argv)
            pointers.push_back(arg.data());
        pointers.push_back(nullptr);
        ::execv(pointers[0], pointers.data());
        ::_exit(127);
    }
    // Read the terminal until the child is gone (then reading fails with EIO).
    char buffer[4096];
    for (;;) {
        const ssize_t n = ::read(master, buffer, sizeof buffer);
        if (n > 0) {
            run.err.append(buffer, static_cast<std::size_t>(n));
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        break;
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    ::close(master);
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    run.out = slurp(out);
    std::filesystem::remove(out);
    return run;
}

TEST(CliReview, ShowsItsProgressOnATerminalOnlyAndClearsIt)
{
    // stderr a terminal: "Reviewing: k of 4 decisions", each over the last (\r), cleared at the end;
    // stdout the same as ever. stderr not a terminal (every other test): nothing there.
    const std::vector<std::string> args = {"review", data("ribbit-blunder.tidepool.json"), "--budget", "300", "--threads", "1"};
    const CliRun onTerminal = runCliOnATerminal(args);
    ASSERT_EQ(onTerminal.exitCode, 0) << onTerminal.err;
    for (int k = 1; k <= 4; ++k)
        EXPECT_NE(onTerminal.err.find("\rReviewing: " + std::to_string(k) + " of 4 decisions"), std::string::npos)
            << onTerminal.err;
    EXPECT_EQ(onTerminal.err.substr(onTerminal.err.size() - 4), "\r\033[K") << "cleared at the end";
    EXPECT_EQ(onTerminal.err.find('\n'), std::string::npos) << onTerminal.err;
    const CliRun plain = runCli(args);
    ASSERT_EQ(plain.exitCode, 0) << plain.err;
    EXPECT_EQ(plain.err, "");
    EXPECT_EQ(onTerminal.out, plain.out);
}
#endif

#if defined(__SANITIZE_ADDRESS__)
#define TIDEPOOL_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TIDEPOOL_TEST_ASAN 1
#endif
#endif

TEST(CliErrors, AFailureThatIsNotInvalidInputIsOneLineAndExitOne)
{
#if defined(TIDEPOOL_TEST_ASAN) || defined(_WIN32)
    GTEST_SKIP() << "AddressSanitizer reserves more address space than the limit leaves";
#else
    // Out of memory (a record of 40 MiB, within the 64 MiB a record may have, read with 150 MB of
    // address space): std::bad_alloc, not the tool's own Failure. It used to end the tool with
    // std::terminate (abort, a core, "terminate called after..."); now one line and exit 1.
    const auto path = std::filesystem::temp_directory_path() / ("tidepool-cli-test-huge-" + std::to_string(::getpid()) + ".json");
    Json record = Json::parse(slurp(data("ribbit-midgame.tidepool.json")));
    record["players"][0]["name"] = std::string(std::size_t{40} << 20, 'a');
    std::ofstream(path, std::ios::binary) << record.dump();
    for (const char* command : {"replay", "review"}) {
        const CliRun run = runCli({command, path.string()}, {}, 0, "ulimit -v 150000");
        EXPECT_EQ(run.exitCode, 1) << command << ": " << run.err;
        EXPECT_EQ(run.out, "");
        EXPECT_EQ(run.err, "tidepool-cli: out of memory\n") << command;
    }
    std::filesystem::remove(path);
#endif
}

TEST(CliReview, JsonIsTheEnginesReviewAndTheSameOnAnyNumberOfThreads)
{
    const auto record = tidepool::Record::parse(slurp(data("ribbit-midgame.tidepool.json")));
    ASSERT_TRUE(record);
    tidepool::ReviewOptions options;
    options.budget = 200;
    options.seed = 7;
    const auto review = tidepool::reviewGame(*record, options);
    ASSERT_TRUE(review) << review.error();
    for (const char* threads : {"1", "2"}) {
        const CliRun run = runCli({"review", data("ribbit-midgame.tidepool.json"), "--json", "--budget", "200",
                                   "--seed", "7", "--threads", threads});
        ASSERT_EQ(run.exitCode, 0) << run.err;
        Json json;
        ASSERT_NO_THROW(json = Json::parse(run.out)) << run.out;
        EXPECT_EQ(json, tidepool::reviewJson(*review));
        for (const char* key : {"game", "players", "budget", "seed", "calibrated", "finished", "winners", "thresholds",
                                "decisions", "keyMoments"})
            EXPECT_TRUE(json.contains(key)) << key;
        ASSERT_EQ(json["decisions"].size(), record->actions.size());
        for (const char* key : {"index", "move", "seat", "legal", "played", "playedText", "playedChance", "best",
                                "bestText", "bestChance", "loss", "grade", "chances", "bestChances", "candidates"})
            EXPECT_TRUE(json["decisions"][0].contains(key)) << key;
        EXPECT_EQ(json["budget"], 200);
    }
    // Another seed, other playouts.
    const CliRun other = runCli({"review", data("ribbit-midgame.tidepool.json"), "--json", "--budget", "200", "--seed", "8"});
    ASSERT_EQ(other.exitCode, 0) << other.err;
    EXPECT_NE(Json::parse(other.out), tidepool::reviewJson(*review));
    // --raw: the search's own chances, the same search. A game with a calibration for its player
    // count (Turtle Race Mini, 2 players: docs/ai.md, "Calibration") shows it by default.
    const auto mini = tidepool::Record::parse(slurp(data("mini-finished.tidepool.json")));
    ASSERT_TRUE(mini);
    options.calibrate = false;
    const auto raw = tidepool::reviewGame(*mini, options);
    ASSERT_TRUE(raw) << raw.error();
    const CliRun asFound = runCli({"review", data("mini-finished.tidepool.json"), "--json", "--budget", "200", "--seed", "7", "--raw"});
    ASSERT_EQ(asFound.exitCode, 0) << asFound.err;
    const Json rawJson = Json::parse(asFound.out);
    EXPECT_EQ(rawJson, tidepool::reviewJson(*raw));
    EXPECT_EQ(rawJson["calibrated"], false);
    const CliRun shown = runCli({"review", data("mini-finished.tidepool.json"), "--json", "--budget", "200", "--seed", "7"});
    ASSERT_EQ(shown.exitCode, 0) << shown.err;
    const Json shownJson = Json::parse(shown.out);
    EXPECT_EQ(shownJson["calibrated"], true) << "the game's calibration, as the app shows it";
    options.calibrate = true;
    const auto calibrated = tidepool::reviewGame(*mini, options);
    ASSERT_TRUE(calibrated) << calibrated.error();
    EXPECT_EQ(shownJson, tidepool::reviewJson(*calibrated)) << "the engine's calibrated review";
    EXPECT_NE(shownJson["decisions"], rawJson["decisions"]) << "the calibration changes the chances";
    // The text says which chances it gives (a tester could not tell them apart: only the numbers
    // differed), and a game without a map (Ripple) says nothing of it.
    const std::string note = "The chances are calibrated";
    const CliRun shownText = runCli({"review", data("mini-finished.tidepool.json"), "--budget", "200", "--seed", "7"});
    ASSERT_EQ(shownText.exitCode, 0) << shownText.err;
    EXPECT_EQ(shownText.out.find('\n' + note), shownText.out.find('\n')) << shownText.out; // the second line
    const CliRun rawText = runCli({"review", data("mini-finished.tidepool.json"), "--budget", "200", "--seed", "7", "--raw"});
    ASSERT_EQ(rawText.exitCode, 0) << rawText.err;
    EXPECT_EQ(rawText.out.find(note), std::string::npos) << rawText.out;
    const CliRun rippleText = runCli({"review", data("ripple-midgame.tidepool.json"), "--budget", "50", "--seed", "7"});
    ASSERT_EQ(rippleText.exitCode, 0) << rippleText.err;
    EXPECT_EQ(rippleText.out.find(note), std::string::npos) << rippleText.out;
}

TEST(CliReview, ReviewsEveryGamesRecords)
{
    for (const char* name : {"mini-advanced-midgame.tidepool.json", "ripple-midgame.tidepool.json", "mini-finished.tidepool.json"}) {
        const CliRun run = runCli({"review", data(name), "--json", "--budget", "50"});
        ASSERT_EQ(run.exitCode, 0) << name << ": " << run.err;
        const Json json = Json::parse(run.out);
        EXPECT_EQ(json["decisions"].size(), engineReplay(name)->history().size()) << name;
    }
}

TEST(CliReview, BadInputIsRefusedInOneLine)
{
    expectFailure(runCli({"review", data("no-such-file.json")}), "no-such-file.json: no such file");
    expectFailure(runCli({"review", data("not-json.txt")}), "not valid JSON");
    expectFailure(runCli({"review", data("ribbit-illegal-action.tidepool.json"), "--budget", "10"}),
                  "action 6 \"R- R\": red is on START");
    expectFailure(runCli({"review", data("unknown-game.tidepool.json")}), "unknown game \"chess\"");
    expectFailure(runCli({"review", "-"}, "{\"format\": "), "truncated");
    expectFailure(runCli({"review", data("ribbit-midgame.tidepool.json"), "--budget", "0"}), "--budget: 0 is outside 1..10000000");
    // Not a number at all: said so, not "not in range" (CLI11's Range said "Value abc not in range").
    expectFailure(runCli({"review", data("ribbit-midgame.tidepool.json"), "--budget", "abc"}),
                  "--budget: abc is not a whole number (1..10000000)");
    expectFailure(runCli({"review", data("ribbit-midgame.tidepool.json"), "--budget", "1.5"}),
                  "--budget: 1.5 is not a whole number (1..10000000)");
    expectFailure(runCli({"review", data("ribbit-midgame.tidepool.json"), "--budget", "99999999999999999999"}),
                  "--budget: 99999999999999999999 is outside 1..10000000");
    expectFailure(runCli({"review", data("ribbit-midgame.tidepool.json"), "--threads", "two"}),
                  "--threads: two is not a whole number (1..64)");
    expectFailure(runCli({"review", data("ribbit-midgame.tidepool.json"), "--threads", "65"}), "--threads");
    expectFailure(runCli({"review", data("ribbit-midgame.tidepool.json"), "--seed", "-3"}), "the seed must be a whole number");
    expectFailure(runCli({"review"}), "file is required");
}
