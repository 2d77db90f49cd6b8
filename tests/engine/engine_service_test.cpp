// tidepool-engine (server/engine/, the rules engine as a JSON-lines service) run as the game server
// runs it: request lines on its standard input, one response line each on its standard output.
#include "core/record.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <sys/wait.h>

using tidepool::Json;

namespace {

struct ServiceRun
{
    int exitCode = -1; ///< -1 when it did not exit by itself (a crash)
    std::vector<Json> responses;
};

/// Runs tidepool-engine once with `lines` on its standard input (then closed), and reads its
/// responses (one JSON object a line).
ServiceRun runService(const std::vector<std::string>& lines)
{
    const auto dir = std::filesystem::temp_directory_path() /
                     ("tidepool-engine-test-" + std::to_string(::getpid()) + "-" +
                      ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir);
    const auto in = dir / "stdin", out = dir / "stdout";
    {
        std::ofstream input(in, std::ios::binary);
        for (const std::string& line : lines)
            input << line << '\n';
    }
    const std::string command = std::string("'") + TIDEPOOL_ENGINE + "' --threads 1 <'" + in.string() + "' >'" +
                                out.string() + "'";
    const int status = std::system(command.c_str());
    ServiceRun run;
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    std::ifstream output(out, std::ios::binary);
    for (std::string line; std::getline(output, line);)
        run.responses.push_back(Json::parse(line));
    std::filesystem::remove_all(dir);
    return run;
}

std::string nested(std::size_t levels) { return std::string(levels, '[') + std::string(levels, ']'); }

} // namespace

// 300,000 levels of nesting in a request crashed the service (SIGSEGV in a recursive copy: the
// path that took parsed JSON skipped the record reader's depth bound). Every line is now read by
// the one bounded reader (parseBoundedJson): such a request is answered bad-request, the service
// goes on and answers the next one.
TEST(EngineService, DeepNestingIsAnsweredBadRequestAndTheServiceGoesOn)
{
    const std::string deep = nested(300000);
    const std::string record = R"({"format":"tidepool-record","version":1,"game":"ribbit","players":[{"name":"A"},{"name":"B"}],"seed":1,"setup":)";
    const ServiceRun run = runService({
        R"({"id":1,"op":"full","record":)" + record + "null,\"options\":{\"a\":" + deep + "}}}",
        R"({"id":2,"op":"open","table":"t","record":)" + record + "{\"deck\":" + deep + "}}}",
        R"({"op":"hello","id":)" + deep + "}",
        R"({"id":4,"op":"hello"})",
    });
    ASSERT_EQ(run.exitCode, 0) << "the service did not exit normally (a crash?)";
    ASSERT_EQ(run.responses.size(), 4u);
    for (int i = 0; i < 3; ++i) {
        const Json& response = run.responses[static_cast<std::size_t>(i)];
        EXPECT_EQ(response["ok"], false) << response.dump();
        EXPECT_EQ(response["code"], "bad-request") << response.dump();
        EXPECT_EQ(response["error"], "the request nests lists or objects more than 64 deep; no request does")
            << response.dump();
    }
    EXPECT_EQ(run.responses[0]["id"], nullptr); // not read: the request was refused whole
    EXPECT_EQ(run.responses[3]["id"], 4);
    EXPECT_EQ(run.responses[3]["ok"], true) << run.responses[3].dump();
}

// A request as deep as the bound allows is read as before.
TEST(EngineService, ARequestWithinTheBoundIsRead)
{
    const ServiceRun run = runService({R"({"op":"hello","id":)" + nested(tidepool::kMaxRecordDepth - 1) + "}"});
    ASSERT_EQ(run.exitCode, 0);
    ASSERT_EQ(run.responses.size(), 1u);
    EXPECT_EQ(run.responses[0]["ok"], true) << run.responses[0].dump();
}
