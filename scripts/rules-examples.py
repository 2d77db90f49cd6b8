#!/usr/bin/env python3
"""Writes the rules reference's example records, each into its game's folder
(app/<game>/rules/<name>.tidepool.json, compiled in at qrc:/rules/<name>.tidepool.json).

Each example is a small game record with an explicit setup (docs/game-record.md) and a few actions;
the app opens it read-only in its game's controller and draws it with the game's own board
components. Only the interesting part of each position is written here; this script completes the
setup with the rest of the deck (every card exactly once, as the engine requires). Run it after
changing an example and commit the output; the engine checks every record in tests/app.
"""
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Each example is named "<game>-<what>" and goes to its game's folder.
def out_dir(name):
    return ROOT / "app" / name.split("-")[0] / "rules"


PLAYERS = [{"name": "Anna", "kind": "human"}, {"name": "Ben", "kind": "human"}]


def remove(cards, used):
    rest = list(cards)
    for card in used:
        rest.remove(card)  # raises if an example uses a card the deck lacks
    return rest


def ribbit_deck():
    deck = []
    for c in "RYGBP":
        deck += [c + "++"] + [c + "+"] * 5 + [c + "-"] * 2
    return deck + ["*+"] * 5 + ["*-"] * 2 + ["^"] * 3 + ["^^"] * 2


def mini_deck():
    deck = []
    for c in "RYGBP":
        deck += [c + "+++"] + [c + "++"] * 2 + [c + "--"]
    deck += ["*++"] * 6 + ["*+"] * 6 + ["*-"] * 3 + ["*--"] * 4 + ["*---"] * 2
    return deck + ["shake"] * 6 + ["lettuce"] * 3


def ripple_deck():
    catalogue = json.loads((ROOT / "engine" / "ripple" / "cards.json").read_text())
    deck = []
    for icon in catalogue["icons"]:
        deck += [icon["id"]] * icon["standard"]
    for combo in catalogue["combos"]:
        deck.append("+".join([combo["icon"]] + combo["needs"]))
    return deck


def record(game, options, setup, actions):
    return {"format": "tidepool-record", "version": 1, "game": game, "options": options,
            "players": PLAYERS, "seed": 7, "setup": setup, "actions": actions}


def ribbit(colors, track, hands, actions, options=None):
    rest = remove(ribbit_deck(), [c for h in hands for c in h])
    setup = {"colors": colors, "track": track, "hands": hands, "deck": rest, "discard": [], "current": 0}
    return record("ribbit", options or {}, setup, actions)


def mini(colors, row, hands, actions, options=None):
    # Lettuces stay deep in the draw pile, so no example ends by surprise.
    rest = remove(mini_deck(), [c for h in hands for c in h])
    rest = [c for c in rest if c != "lettuce"] + ["lettuce"] * 3
    setup = {"colors": colors, "row": row, "hands": hands, "deck": rest, "current": 0}
    return record("mini", options or {}, setup, actions)


def slot(card, up=True, stacked=()):
    return {"card": card, "up": up, "stacked": list(stacked)}


def ripple(beaches, deck_top, actions, options=None):
    used = [s["card"] for b in beaches for s in b] + [c for b in beaches for s in b for c in s["stacked"]]
    rest = remove(ripple_deck(), used + deck_top)
    setup = {"beaches": beaches, "deck": deck_top + rest, "phase": "play", "current": 0}
    return record("ripple", options or {}, setup, actions)


# A plain beach for the other player (face down), drawn from cards no example needs.
BEN = [slot(c, up=False) for c in ["dolphin", "beachball", "boat", "castle", "flower",
                                    "seashell", "crab", "dolphin", "beachball", "boat"]]

EXAMPLES = {
    # R2/R3: a moving turtle carries the turtles above it; the ones below stay.
    "ribbit-stack": ribbit(
        ["R", "B"], {"0": [["P"]], "2": [["G", "R", "Y"]], "4": [["B"]]},
        [["R++", "B+", "*+", "^", "G-"], ["Y+", "P+", "B-", "*-", "^^"]], ["R++ R"]),
    # R4: every turtle on the rearmost space is last; the player picks one.
    "ribbit-last": ribbit(
        ["G", "P"], {"0": [["B"], ["P"]], "3": [["G"]], "5": [["R", "Y"]]},
        [["^^", "R+", "Y+", "G+", "B+"], ["Y+", "P+", "B-", "*-", "^"]], ["^^ P"]),
    # R7/R8/R9: a stack reaches the lettuce; the bottom turtle carried the others and ranks first.
    "ribbit-finish": ribbit(
        ["R", "G"], {"0": [["P"]], "3": [["B"]], "7": [["Y"]], "8": [["G", "R"]]},
        [["G+", "R+", "Y+", "B+", "P+"], ["Y+", "P+", "B-", "*-", "^"]], ["G+ G"]),
    # M1-M3: a colour card moves one of its two tiles, which carries the tiles above it.
    "mini-row": mini(
        ["Y", "P"],
        [["R1"], ["G2"], ["B1", "Y2", "K1"], ["P1"], ["Y1"], ["K2"], ["G1"], ["R2"], ["B2"], ["P2"]],
        [["Y++", "*+", "shake", "G+++", "*-"], ["P++", "*++", "R--", "B++", "*--"]], ["Y++ Y2"]),
    # M4: shaking a stack lays the tiles above its bottom out behind it.
    "mini-shake": mini(
        ["G", "R"],
        [["Y1"], ["G1", "R2", "K2"], ["B1"], ["P1"], ["Y2"], ["K1"], ["G2"], ["R1"], ["B2"], ["P2"]],
        [["shake", "*+", "Y++", "G+++", "*-"], ["P++", "*++", "R--", "B++", "*--"]], ["shake G1"]),
    # Scoring: a match, a block set and a completed combo on one beach (all face up).
    "ripple-scoring": ripple(
        [[slot("fish"), slot("pineapple+wave+sun", stacked=["wave", "sun"]), slot("palmtree"),
          slot("palmtree"), slot("octopus"),
          slot("fish"), slot("castle"), slot("palmtree"), slot("palmtree"), slot("turtle")],
         BEN], [], []),
    # Rippling: the replaced card makes a new match instead of being discarded, and so on.
    "ripple-ripple": ripple(
        [[slot("wave"), slot("octopus", up=False), slot("sun"), slot("octopus"), slot("boat", up=False),
          slot("flower", up=False), slot("beachball"), slot("turtle", up=False), slot("crab", up=False),
          slot("seashell")],
         BEN], ["dolphin"], ["draw", "place 1", "place 8", "discard"]),
}

if __name__ == "__main__":
    for name, rec in EXAMPLES.items():
        out = out_dir(name) / f"{name}.tidepool.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(rec, indent=1) + "\n")
        print("wrote", out)
