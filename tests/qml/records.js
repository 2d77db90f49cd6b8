.pragma library
// Records shared by the QML suites that name no game (import "records.js" as Records).

// A seeded game of `game` from its start: `kinds` per seat ("human" or "bot:easy"), the people
// named Ann, Ben, ... and the computers "Computer <seat>".
function seatsRecord(game, kinds, seed) {
    const names = ["Ann", "Ben", "Cleo", "Dan", "Eve"]
    return JSON.stringify({ format: "tidepool-record", version: 1, game: game, options: {},
                            players: kinds.map((k, i) => ({ name: k === "human" ? names[i] : "Computer " + (i + 1), kind: k })),
                            seed: seed, setup: null, actions: [] })
}
