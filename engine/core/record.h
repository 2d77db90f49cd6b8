#pragma once
// Game records (docs/game-record.md): the rule set, the players, how the game was set up, and every
// action since. One format serves saves, autosave, replay, bug reports and test scenarios.
#include "game.h"

#include <cstddef>
#include <cstdint>

namespace tidepool {

inline constexpr int kRecordVersion = 1;
/// The largest record file read (64 MiB, far above any real game): a larger input (or an endless
/// one such as /dev/zero) is refused with a message instead of being read into memory.
inline constexpr std::size_t kMaxRecordBytes = std::size_t{64} << 20;
/// The deepest nesting of lists and objects read (a real record nests 5 deep at most): deeper
/// input is refused while it is read, before the values are built, so that no recursive copy or
/// destruction of them can overflow the stack (150,000 levels did).
inline constexpr int kMaxRecordDepth = 64;
/// The most JSON values (each list, object, string, number, bool or null counts one) a record may
/// hold: a real game's record holds a few thousand. Counted while reading, so that memory stays
/// bounded by it (before: 64 MiB of `[{},{},...]` took 2.3 GB).
inline constexpr std::size_t kMaxRecordValues = 250'000;

struct Record
{
    std::string game;                    ///< a registered game's name (games()): "ribbit"
    Json options = Json::object();       ///< as written; missing options take their defaults
    std::vector<PlayerSpec> players;
    std::uint64_t seed = 0;              ///< drives deals and every reshuffle
    Json setup = nullptr;                ///< null, or an explicit starting position
    std::vector<std::string> actions;    ///< in notation, applied in order

    /// Reads a record from parsed JSON. Errors name the field: `players[1].kind: ...`.
    static Expected<Record> fromJson(const Json& json);
    /// Reads a record from text (UTF-8 bytes). Errors say where the JSON is broken (text that is
    /// not UTF-8 too), or what field is wrong; text longer than kMaxRecordBytes is refused unread,
    /// and nesting deeper than kMaxRecordDepth or more than kMaxRecordValues values are refused while
    /// reading, before any value is built. Keys other than the record's own (format, version, game,
    /// options, players, seed, setup, actions) are ignored (their values count towards the bound).
    static Expected<Record> parse(std::string_view text);
    Json toJson() const;
    /// Pretty-printed JSON text with a trailing newline.
    std::string dump() const;
    bool operator==(const Record&) const = default;
};

/// The message for input longer than kMaxRecordBytes: "the file is larger than 64 MiB, ...".
std::string tooLargeMessage();

/// Reads JSON text within a record's bounds: the one JSON reader of every input from outside
/// (record files through Record::parse, the engine service's request lines, the app's online
/// client). Text longer than kMaxRecordBytes is refused unread; nesting deeper than
/// kMaxRecordDepth and more than kMaxRecordValues values are refused while reading, in one pass
/// that builds nothing, before any value is built (so no recursive copy, dump or destruction of a
/// deep value can overflow the stack: 300,000 levels crashed the engine service).
/// `what` names the text in the messages and `kind` what it should hold: the defaults give
/// "the file nests lists or objects more than 64 deep; no record does". Errors: that one, "...
/// holds more than 250000 values; no record does", "the file is empty", "not valid JSON at byte N"
/// (" (the file ends too early; is it truncated?)" when it ends mid-way), "the file has text that
/// is not UTF-8 at byte N (...)", "the file has a number too large to read", tooLargeMessage().
Expected<Json> parseBoundedJson(std::string_view text, std::string_view what = "the file",
                                std::string_view kind = "record");

/// The starting position of a record (no actions applied). Errors: unknown game, bad options,
/// wrong player count, an invalid setup.
Expected<std::unique_ptr<State>> startState(const Record& record);

/// Starts the record and applies every action. An illegal action is reported as
/// `action 7 "R- R": <reason>` (index from 0).
Expected<std::unique_ptr<State>> replay(const Record& record);

} // namespace tidepool
