.pragma library
// Ribbit's test positions, one copy for every suite (import "ribbitrecords.js" as RibbitRecords).

// Red, yellow and blue on START side by side; green on space 2 carrying purple. Ann (red) to play
// with R+ G- Y++ ^ *-; Ben (yellow) is `benKind` ("human" unless given, or "bot:easy").
function setupRecord(benKind) {
    return JSON.stringify({
        format: "tidepool-record", version: 1, game: "ribbit", options: {},
        players: [{name: "Ann", kind: "human"}, {name: "Ben", kind: benKind || "human"}],
        seed: 7,
        setup: {
            colors: ["R", "Y"],
            track: {"0": [["R"], ["Y"], ["B"]], "2": [["G", "P"]]},
            hands: [["R+", "G-", "Y++", "^", "*-"], ["B+", "B+", "B+", "B+", "B+"]],
            deck: ["R+", "R+", "R+", "R+", "R++", "R-", "R-", "Y+", "Y+", "Y+", "Y+", "Y+", "Y-", "Y-",
                   "G+", "G+", "G+", "G+", "G+", "G++", "G-", "B++", "B-", "B-",
                   "P+", "P+", "P+", "P+", "P+", "P++", "P-", "P-", "*+", "*+", "*+", "*+", "*+", "*-",
                   "^", "^", "^^", "^^"],
            discard: [], current: 0
        },
        actions: []
    })
}

// As setupRecord(), but green (carrying purple) is on space 8: Ann's G++ ends the race.
function finishRecord() {
    return setupRecord().replace('"2":[["G","P"]]', '"8":[["G","P"]]')
                        .replace('"R+","G-","Y++"', '"R+","G++","Y++"')
                        .replace('"G++","G-","B++"', '"G-","G-","B++"')
}

// A seeded three-player game on a short track (7 spaces), from its start.
const seedRecord = JSON.stringify({
    format: "tidepool-record", version: 1, game: "ribbit", options: {trackLength: 7},
    players: [{name: "Ann", kind: "human"}, {name: "Ben", kind: "human"}, {name: "Cleo", kind: "human"}],
    seed: 2024, setup: null, actions: []
})
