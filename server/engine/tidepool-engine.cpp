// tidepool-engine: the rules engine as a long-lived service for the game server (server/,
// docs/online.md). One JSON object a line on standard input (a request), one a line on standard
// output (its response); no Qt.
//
// Request:  {"id": <any JSON>, "op": "<operation>", ...fields}
// Response: {"id": <the same>, "ok": true, ...result} or {"id": ..., "ok": false, "error": "<one
//           sentence>", "code": "<short code>"}
//
// Responses come back in the order they are ready: computer decisions ("decide") run on worker
// threads so that one table's Hard computer (up to ~1 s of CPU) never holds up another table's
// actions; every other operation is answered at once on the main thread, in request order.
//
// Tables are kept in memory by table id (a string chosen by the caller) from "open" until "close";
// the caller keeps the record (the source of truth) and reopens a table it no longer finds here
// (code "no-table").
//
// Operations (every field below is required unless marked optional):
//   hello                          -> {games: [GameInfo as JSON], botLevels: [...], version}
//   open   {table, record, optional seats} -> {view}  validates the record (docs/game-record.md)
//                                                  and replays it; replaces a table of the same id
//   view   {table, optional seats} -> {view}
//   act    {table, seat, action, optional seats} -> {action, position, view}   refused (code "refused") with the
//                                                  engine's reason when the seat is not to act or
//                                                  the action is illegal (State::check)
//   check  {table, seat, action}   -> {legal: bool, reason}      why an action would be refused
//   decide {table, seat, level, optional iterations} -> {action, reason, position}: a computer's
//                                                  choice for `seat`, from that seat's observation
//                                                  only (engine/bots/bot.h), seeded like the app's
//                                                  (record seed + actions so far)
//   close  {table}                 -> {}
//   full   {record}                -> {state}      the full state (State::toJson, reveals
//                                                  everything): for tests and tools only; the
//                                                  server never sends it to a client
//   stats                          -> {tables}
//
// view = {position, current (seat or null), finished, winners: [seats], reason (why the game
//         ended, "" before), seats: [{observation: State::observationJson(seat), legal:
//         [{action, explanation}] (the seat to act only, else [])}]}; with `seats: [n, ...]` in the
//         request (open, view, act), only those seats get an observation and legal actions (the
//         others null and []).
//
// Lines longer than 1 MiB, broken JSON, JSON nesting more than 64 deep or holding more than
// 250,000 values (the record reader's bounds, engine/core/record.h: parseBoundedJson), unknown
// operations and missing fields are answered with ok=false (code "bad-request"); the service goes
// on. It exits when standard input closes (it ignores SIGINT, so a Ctrl-C in the server's terminal
// reaches the server, which closes it).
#include "bots/bot.h"
#include "core/allocator.h"
#include "core/record.h"

#include <algorithm>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <deque>
#include <functional>
#include <iostream>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

using namespace tidepool;

namespace {

constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;

struct Failure
{
    std::string code;
    std::string message;
};

/// Writes whole response lines; shared by the main thread and the workers.
class Output
{
public:
    void write(const Json& response, bool flush)
    {
        const std::string line = response.dump(-1, ' ', false, Json::error_handler_t::replace) + '\n';
        std::lock_guard lock(m_mutex);
        std::fwrite(line.data(), 1, line.size(), stdout);
        if (flush)
            std::fflush(stdout);
    }
    void flush()
    {
        std::lock_guard lock(m_mutex);
        std::fflush(stdout);
    }

private:
    std::mutex m_mutex;
};

/// A fixed set of worker threads taking jobs in order.
class Workers
{
public:
    explicit Workers(unsigned count)
    {
        for (unsigned i = 0; i < count; ++i)
            m_threads.emplace_back([this] { run(); });
    }
    ~Workers()
    {
        {
            std::lock_guard lock(m_mutex);
            m_stopping = true;
        }
        m_wake.notify_all();
        for (std::thread& thread : m_threads)
            thread.join();
    }
    void post(std::function<void()> job)
    {
        {
            std::lock_guard lock(m_mutex);
            m_jobs.push_back(std::move(job));
        }
        m_wake.notify_one();
    }

private:
    void run()
    {
        for (;;) {
            std::function<void()> job;
            {
                std::unique_lock lock(m_mutex);
                m_wake.wait(lock, [this] { return m_stopping || !m_jobs.empty(); });
                if (m_jobs.empty())
                    return; // stopping, and every job is done
                job = std::move(m_jobs.front());
                m_jobs.pop_front();
            }
            job();
        }
    }

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<std::function<void()>> m_jobs;
    std::vector<std::thread> m_threads;
    bool m_stopping = false;
};

struct Table
{
    Record record;
    std::unique_ptr<State> state;
};

const Json& field(const Json& request, const char* name)
{
    const auto it = request.find(name);
    if (it == request.end())
        throw Failure{"bad-request", std::string("missing field \"") + name + "\""};
    return *it;
}

std::string stringField(const Json& request, const char* name)
{
    const Json& value = field(request, name);
    if (!value.is_string())
        throw Failure{"bad-request", std::string("field \"") + name + "\" must be a string"};
    return value.get<std::string>();
}

int seatField(const Json& request, const State& state)
{
    const Json& value = field(request, "seat");
    if (!value.is_number_integer() || value.get<long long>() < 0 || value.get<long long>() >= state.playerCount())
        throw Failure{"bad-request", "field \"seat\" must be a seat number 0.." + std::to_string(state.playerCount() - 1)};
    return value.get<int>();
}

std::string winReason(const State& state)
{
    if (!state.isFinished())
        return {};
    return state.winReason();
}

/// The view of the table; `wanted` (when given) limits the observations and legal actions to those
/// seats (the others get a null observation): the server asks only for seats someone is watching.
Json viewJson(const State& state, const std::vector<bool>* wanted = nullptr)
{
    const std::optional<int> current = state.currentPlayer();
    Json seats = Json::array();
    for (int seat = 0; seat < state.playerCount(); ++seat) {
        const bool show = !wanted || (*wanted)[static_cast<std::size_t>(seat)];
        Json legal = Json::array();
        if (show && current && *current == seat)
            for (const LegalAction& action : state.legalActions())
                legal.push_back(Json{{"action", action.text}, {"explanation", action.explanation}});
        seats.push_back(Json{{"observation", show ? state.observationJson(seat) : Json(nullptr)}, {"legal", std::move(legal)}});
    }
    return Json{{"position", state.history().size()},
                {"current", current ? Json(*current) : Json(nullptr)},
                {"finished", state.isFinished()},
                {"winners", state.winners()},
                {"reason", winReason(state)},
                {"seats", std::move(seats)}};
}

/// The optional "seats" field of view and act: which seats' observations to include.
std::optional<std::vector<bool>> wantedSeats(const Json& request, const State& state)
{
    const auto it = request.find("seats");
    if (it == request.end())
        return std::nullopt;
    if (!it->is_array())
        throw Failure{"bad-request", "field \"seats\" must be a list of seat numbers"};
    std::vector<bool> wanted(static_cast<std::size_t>(state.playerCount()), false);
    for (const Json& seat : *it) {
        if (!seat.is_number_integer() || seat.get<long long>() < 0 || seat.get<long long>() >= state.playerCount())
            throw Failure{"bad-request", "field \"seats\" must be a list of seat numbers"};
        wanted[seat.get<std::size_t>()] = true;
    }
    return wanted;
}

Json gameJson(const GameInfo& game)
{
    Json options = Json::array();
    for (const OptionInfo& option : game.options) {
        Json choices = Json::array();
        for (const auto& [value, help] : option.choices)
            choices.push_back(Json{{"value", value}, {"help", help}});
        Json entry{{"key", option.key}, {"label", option.label}, {"help", option.help},
                   {"default", option.defaultValue}, {"choices", choices}};
        if (option.isNumber()) {
            entry["minimum"] = option.minimum;
            entry["maximum"] = option.maximum;
        }
        options.push_back(std::move(entry));
    }
    return Json{{"name", game.name}, {"title", game.title}, {"minPlayers", game.minPlayers},
                {"maxPlayers", game.maxPlayers}, {"options", options}};
}

Expected<std::unique_ptr<State>> replayRecord(const Json& json, Record* out)
{
    auto record = Record::fromJson(json);
    if (!record)
        return Error{record.error()};
    auto state = replay(*record);
    if (!state)
        return Error{state.error()};
    if (out)
        *out = std::move(*record);
    return std::move(*state);
}

class Service
{
public:
    explicit Service(unsigned threads) : m_workers(threads) {}

    /// Answers one request line; a "decide" is answered later from a worker.
    void handle(const std::string& line, bool moreInput)
    {
        Json id = nullptr;
        try {
            if (line.size() > kMaxLineBytes)
                throw Failure{"bad-request", "request longer than 1 MiB"};
            // The record reader's bounds (engine/core/record.h): a request nesting 300,000 deep
            // crashed the service in a recursive copy; now it is refused before anything is built.
            auto parsed = parseBoundedJson(line, "the request", "request");
            if (!parsed)
                throw Failure{"bad-request", parsed.error()};
            Json request = std::move(*parsed);
            if (!request.is_object())
                throw Failure{"bad-request", "request is not a JSON object"};
            if (auto it = request.find("id"); it != request.end())
                id = *it;
            Json result = dispatch(request, id);
            if (result.is_null())
                return; // answered later
            result["id"] = id;
            result["ok"] = true;
            m_output.write(result, !moreInput);
        } catch (const Failure& failure) {
            m_output.write(Json{{"id", id}, {"ok", false}, {"code", failure.code}, {"error", failure.message}}, !moreInput);
        } catch (const std::exception& e) {
            m_output.write(Json{{"id", id}, {"ok", false}, {"code", "internal"}, {"error", e.what()}}, !moreInput);
        }
    }

    void flush() { m_output.flush(); }

private:
    Table& table(const Json& request)
    {
        const std::string name = stringField(request, "table");
        const auto it = m_tables.find(name);
        if (it == m_tables.end())
            throw Failure{"no-table", "table \"" + name + "\" is not open"};
        return it->second;
    }

    Json dispatch(const Json& request, const Json& id)
    {
        const std::string op = stringField(request, "op");
        if (op == "hello") {
            Json games = Json::array();
            for (const GameInfo& game : tidepool::games())
                games.push_back(gameJson(game));
            return Json{{"games", games}, {"botLevels", botLevels()}, {"version", TIDEPOOL_VERSION}};
        }
        if (op == "open") {
            const std::string name = stringField(request, "table");
            Table table;
            auto state = replayRecord(field(request, "record"), &table.record);
            if (!state)
                throw Failure{"bad-record", state.error()};
            table.state = std::move(*state);
            const auto wanted = wantedSeats(request, *table.state);
            Json view = viewJson(*table.state, wanted ? &*wanted : nullptr);
            m_tables[name] = std::move(table);
            return Json{{"view", std::move(view)}};
        }
        if (op == "view") {
            const State& state = *table(request).state;
            const auto wanted = wantedSeats(request, state);
            return Json{{"view", viewJson(state, wanted ? &*wanted : nullptr)}};
        }
        if (op == "act" || op == "check") {
            Table& t = table(request);
            const int seat = seatField(request, *t.state);
            const std::string action = stringField(request, "action");
            const auto wanted = wantedSeats(request, *t.state); // checked before anything is applied
            Outcome outcome = Outcome::success();
            const std::optional<int> current = t.state->currentPlayer();
            if (!current)
                outcome = Outcome::failure("the game is over");
            else if (*current != seat)
                outcome = Outcome::failure("it is not your turn");
            else
                outcome = t.state->check(action);
            if (op == "check")
                return Json{{"legal", outcome.ok()}, {"reason", outcome.ok() ? "" : outcome.reason()}};
            if (!outcome)
                throw Failure{"refused", outcome.reason()};
            if (Outcome applied = t.state->apply(action); !applied)
                throw Failure{"refused", applied.reason()};
            t.record.actions.push_back(t.state->history().back());
            return Json{{"action", t.state->history().back()},
                        {"position", t.state->history().size()},
                        {"view", viewJson(*t.state, wanted ? &*wanted : nullptr)}};
        }
        if (op == "decide") {
            Table& t = table(request);
            const int seat = seatField(request, *t.state);
            const std::string level = stringField(request, "level");
            if (t.state->currentPlayer() != seat)
                throw Failure{"refused", t.state->isFinished() ? "the game is over" : "it is not that seat's turn"};
            const auto& levels = botLevels();
            if (std::find(levels.begin(), levels.end(), level) == levels.end())
                throw Failure{"bad-request", "unknown computer level \"" + level + "\""};
            BotOptions options;
            if (auto it = request.find("iterations"); it != request.end() && it->is_number_integer())
                options.iterations = std::clamp(it->get<int>(), 1, 1'000'000);
            const std::size_t position = t.state->history().size();
            const std::uint64_t seed = t.record.seed + position; // as the app's computer players
            std::shared_ptr<State> snapshot(t.state->clone());
            const std::string game = t.record.game;
            m_workers.post([this, id, snapshot, game, level, seed, seat, options, position] {
                Json response;
                try {
                    const Decision decision = makeBot(game, level, seed, seat, options)->decide(*snapshot);
                    response = Json{{"id", id}, {"ok", true}, {"action", decision.action},
                                    {"reason", decision.reason}, {"position", position}};
                } catch (const std::exception& e) {
                    response = Json{{"id", id}, {"ok", false}, {"code", "internal"}, {"error", e.what()}};
                }
                m_output.write(response, true);
            });
            return nullptr;
        }
        if (op == "close") {
            m_tables.erase(stringField(request, "table"));
            return Json::object();
        }
        if (op == "full") {
            auto state = replayRecord(field(request, "record"), nullptr);
            if (!state)
                throw Failure{"bad-record", state.error()};
            return Json{{"state", (*state)->toJson()}};
        }
        if (op == "stats")
            return Json{{"tables", m_tables.size()}};
        throw Failure{"bad-request", "unknown operation \"" + op + "\""};
    }

    Output m_output;
    std::unordered_map<std::string, Table> m_tables;
    Workers m_workers; // last: joined (finishing every decision) before the rest is destroyed
};

} // namespace

int main(int argc, char** argv)
{
    tidepool::keepFreedMemory(); // its worker threads (core/allocator.h)
    unsigned threads = std::max(2u, std::thread::hardware_concurrency());
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--threads" && i + 1 < argc) {
            threads = static_cast<unsigned>(std::clamp(std::atoi(argv[++i]), 1, 256));
        } else if (arg == "--version") {
            std::printf("tidepool-engine %s\n", TIDEPOOL_VERSION);
            return 0;
        } else {
            std::fprintf(stderr, "usage: tidepool-engine [--threads N]  (JSON lines on stdin/stdout; see docs/online.md)\n");
            return 2;
        }
    }
    // A service of the server process: it ends when its standard input closes, not on the Ctrl-C
    // that the terminal sends to the whole process group (the server shuts down first).
    std::signal(SIGINT, SIG_IGN);
    std::ios::sync_with_stdio(false);
    Service service(threads);
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.empty())
            continue;
        service.handle(line, std::cin.rdbuf()->in_avail() > 0);
    }
    service.flush();
    return 0;
}
