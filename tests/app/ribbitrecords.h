#pragma once
// Ribbit positions shared by the app tests (record format: docs/game-record.md).
#include <QString>

namespace tidepool::test {

/// Red, yellow and blue on START side by side; green on space 2 carrying purple. Ann (human) holds
/// red, Ben (human) yellow; Ann's hand is R+ G- Y++ ^ *-, Ben's five B+; Ann to play.
/// `actions` is the record's action list as JSON text, e.g. R"(["G- G"])".
inline QString ribbitStartRecord(const QString& actions = QStringLiteral("[]"))
{
    return QStringLiteral(R"({
  "format": "tidepool-record", "version": 1, "game": "ribbit", "options": {},
  "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}],
  "seed": 7,
  "setup": {
    "colors": ["R", "Y"],
    "track": {"0": [["R"], ["Y"], ["B"]], "2": [["G", "P"]]},
    "hands": [["R+", "G-", "Y++", "^", "*-"], ["B+", "B+", "B+", "B+", "B+"]],
    "deck": ["R+", "R+", "R+", "R+", "R++", "R-", "R-", "Y+", "Y+", "Y+", "Y+", "Y+", "Y-", "Y-",
             "G+", "G+", "G+", "G+", "G+", "G++", "G-", "B++", "B-", "B-",
             "P+", "P+", "P+", "P+", "P+", "P++", "P-", "P-", "*+", "*+", "*+", "*+", "*+", "*-", "^", "^", "^^", "^^"],
    "discard": [],
    "current": 0
  },
  "actions": %1
})")
        .arg(actions);
}

/// Red, yellow and blue on START; green on space 8 carrying purple. Ann (human) holds red, Ben
/// (`benKind`: "human" or "bot:<level>") green; Ann's hand is R+ G++ Y++ ^ *-, Ben's five B+; Ann
/// to play. Her G++ on green reaches the lettuce carrying purple: Ben wins.
inline QString ribbitFinishRecord(const QString& benKind = QStringLiteral("human"))
{
    return QStringLiteral(R"({
  "format": "tidepool-record", "version": 1, "game": "ribbit", "options": {},
  "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "%1"}],
  "seed": 7,
  "setup": {
    "colors": ["R", "G"],
    "track": {"0": [["R"], ["Y"], ["B"]], "8": [["G", "P"]]},
    "hands": [["R+", "G++", "Y++", "^", "*-"], ["B+", "B+", "B+", "B+", "B+"]],
    "deck": ["R+", "R+", "R+", "R+", "R++", "R-", "R-", "Y+", "Y+", "Y+", "Y+", "Y+", "Y-", "Y-",
             "G+", "G+", "G+", "G+", "G+", "G-", "G-", "B++", "B-", "B-",
             "P+", "P+", "P+", "P+", "P+", "P++", "P-", "P-", "*+", "*+", "*+", "*+", "*+", "*-", "^", "^", "^^", "^^"],
    "discard": [],
    "current": 0
  },
  "actions": []
})")
        .arg(benKind);
}

} // namespace tidepool::test
