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

struct Record
{
    std::string game;                    ///< "ribbit", "mini" or "ripple"
    Json options = Json::object();       ///< as written; missing options take their defaults
    std::vector<PlayerSpec> players;
    std::uint64_t seed = 0;              ///< drives deals and every reshuffle
    Json setup = nullptr;                ///< null, or an explicit starting position
    std::vector<std::string> actions;    ///< in notation, applied in order

    /// Reads a record from parsed JSON. Errors name the field: `players[1].kind: ...`.
    static Expected<Record> fromJson(const Json& json);
    /// Reads a record from text. Errors say where the JSON is broken, or what field is wrong; text
    /// longer than kMaxRecordBytes is refused unread.
    static Expected<Record> parse(std::string_view text);
    Json toJson() const;
    /// Pretty-printed JSON text with a trailing newline.
    std::string dump() const;
    bool operator==(const Record&) const = default;
};

/// The message for input longer than kMaxRecordBytes: "the file is larger than 64 MiB, ...".
std::string tooLargeMessage();

/// The starting position of a record (no actions applied). Errors: unknown game, bad options,
/// wrong player count, an invalid setup.
Expected<std::unique_ptr<State>> startState(const Record& record);

/// Starts the record and applies every action. An illegal action is reported as
/// `action 7 "R- R": <reason>` (index from 0).
Expected<std::unique_ptr<State>> replay(const Record& record);

} // namespace tidepool
