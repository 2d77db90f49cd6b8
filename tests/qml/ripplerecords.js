.pragma library
// Ripple's test positions, one copy for every suite (import "ripplerecords.js" as RippleRecords).

// Every card of the catalogue (resources/ripple/cards.json): 5 standard cards of each icon and
// the 30 combo cards.
const icons = ["dolphin", "beachball", "boat", "wave", "pineapple", "palmtree", "turtle",
               "sun", "fish", "octopus", "castle", "flower", "seashell", "crab"]
const comboCards = [
    "dolphin+octopus+fish", "beachball+sun+castle", "boat+wave+fish", "boat+sun+dolphin",
    "wave+boat+dolphin", "wave+turtle+seashell", "pineapple+wave+sun", "pineapple+palmtree+beachball",
    "pineapple+flower+crab", "palmtree+sun+pineapple", "palmtree+castle+beachball", "palmtree+turtle+crab",
    "turtle+wave+seashell", "turtle+fish+palmtree", "turtle+octopus+crab", "sun+beachball+palmtree",
    "sun+boat+castle", "sun+flower+seashell", "fish+wave+boat", "fish+octopus+turtle", "fish+dolphin+crab",
    "octopus+fish+wave", "octopus+seashell+castle", "octopus+turtle+flower", "castle+beachball+seashell",
    "castle+crab+flower", "flower+sun+palmtree", "flower+pineapple+castle", "seashell+wave+crab",
    "crab+sun+seashell"]

// A 2-player record in the engine's setup format (play phase, Ann to act). A slot is "fish"
// (face up), "?fish" (face down) or "combo[a,b]" (with stacked cards). The rest of the 100
// cards fill the draw pile after `deckTop`; `pileB` is Ben's pile a, top first.
function setupRecord(beach0, beach1, deckTop, pileB) {
    const left = {}
    for (const icon of icons) left[icon] = 5
    for (const c of comboCards) left[c] = 1
    function take(id) { left[id] -= 1 }
    function beach(list) {
        return list.map(spec => {
            const up = !spec.startsWith("?")
            if (!up) spec = spec.slice(1)
            let stacked = []
            const open = spec.indexOf("[")
            if (open >= 0) {
                stacked = spec.slice(open + 1, -1).split(",")
                spec = spec.slice(0, open)
            }
            take(spec)
            stacked.forEach(take)
            return { card: spec, up: up, stacked: stacked }
        })
    }
    const beaches = [beach(beach0), beach(beach1)]
    deckTop.forEach(take)
    pileB.forEach(take)
    const deck = deckTop.slice()
    for (const id in left)
        for (let i = 0; i < left[id]; ++i) deck.push(id)
    return JSON.stringify({
        format: "tidepool-record", version: 1, game: "ripple", options: {},
        players: [{ name: "Ann", kind: "human" }, { name: "Ben", kind: "human" }], seed: 5,
        setup: { beaches: beaches, deck: deck, discards: [[], [], pileB, []], current: 0 },
        actions: []
    })
}
const ben = ["?crab", "?crab", "?crab", "?seashell", "?seashell",
             "?flower", "?flower", "?castle", "?octopus", "?octopus"]

// Ann's beach of most tests: sun, the combo pineapple+wave+sun, fish, a face-down crab, ...
const ann = ["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
             "?castle", "?boat", "fish", "?turtle", "fish"]
// Ann to act against Ben's face-down beach (`ben`), `deckTop` on the draw pile ("wave" unless
// given) and a sun on Ben's pile.
function annToPlay(deckTop) {
    return setupRecord(ann, ben, [deckTop || "wave"], ["sun"])
}
