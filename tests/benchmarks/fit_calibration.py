#!/usr/bin/env python3
"""Fits the reviews' chance calibrations (GameInfo::chanceCalibrations, docs/ai.md "Calibration").

Reads the lines `tidepool-review-check --raw --dump FILE` wrote ("game players seat level chance
won": the search's chance for the acting seat after its action, 0..1, and that seat's share of the
win), and for each game and player count fits one logistic curve in the log-odds,

    curve = 1 / (1 + exp(-(intercept + slope * ln(raw / (1 - raw))))),

by maximum likelihood of the map as the review applies it (below; the share won is the outcome;
a chance of exactly 0 or 1, a race already decided, is left out: the review keeps it). Smooth and increasing, so a review's
differences of chance change size gradually, never by a map's steps (a piecewise map was tried on
2026-12-07 and its steps became the grades). The review applies the curve in full at even chances
and fades it to the search's own towards 0 and 1 (calibrated = raw + 4 raw (1 - raw) (curve - raw):
the curve alone, flatter than the search, stretched a difference between 98% and 100% about four
times), and every table and check here is of the map as the review applies it. Prints each map as the C++ of the game's GameInfo,
and for each game and player count the reliability table (bins of 10 points), the Brier score and
the log loss before and after it.

    python3 tests/benchmarks/fit_calibration.py train.txt [train2.txt ...] [--check held-out.txt ...] [--cv]

Fit it to games between equal players (every seat one level: `--bots hard,hard`, `--bots
medium,medium,medium`). In games between levels the stronger seat wins far more often than any
chance says (the playouts play every seat alike, and a review cannot know who is the stronger), so a
map fitted to them learns the gap between the levels, not the search's error: a batch whose
decisions come from more than one level is named on standard error. --check takes any games.

--check reads other files' decisions (games the fit did not see) and prints their tables through
the maps. --cv takes each file as one batch of games (one tidepool-review-check run, its own
seeds) and measures the calibration on games it did not see, all of them in turn: each batch's
decisions through the map fitted to the other batches of that game and player count (leave one
batch out; the decisions of a game are not independent, so a batch, never a decision, is left
out), against the search's own chances: the reliability table, Brier score and log loss of the
maps fitted so, and whether the map beats the search's own chances (the
log loss lower) there. With --cv a map is printed to paste only where it beats them by --margin
(1%) over --min-games (30) games and has settled (settled(): fitted to halves of the batches, its
slope stays within a factor of 2). Standard library only.
"""
import argparse
import collections
import itertools
import math
import random
import re
import sys

# engine/review/review.cpp kCalibrationEdge: the log-odds of a chance are taken within it.
EDGE = 1e-4
# Games per game and player count over the batch files read (games_in()).
games = collections.Counter()


def games_in(path):
    """The games of a batch file named NAME-FIRST-LAST.txt (its run's seeds), else 0."""
    found = re.search(r"-(\d+)-(\d+)\.txt$", path)
    return int(found.group(2)) - int(found.group(1)) + 1 if found else 0


def read(paths, batches=None):
    """{(game, players): [(chance, won)]}; with `batches`, also {(game, players): [[(chance, won)]
    of each file]} into it, and each file whose decisions come from more than one level named on
    standard error (games between levels, not what a map is fitted to)."""
    data = collections.defaultdict(list)
    for path in paths:
        batch = collections.defaultdict(list)
        levels = set()
        with open(path) as f:
            for line in f:
                parts = line.split()
                if len(parts) != 6:
                    continue
                game, players, _seat, level, chance, won = parts
                levels.add(level)
                batch[(game, int(players))].append((float(chance), float(won)))
        if batches is not None and len(levels) > 1:
            print(f"fit_calibration.py: {path} holds games between levels ({', '.join(sorted(levels))}): "
                  "a map fitted to them learns the gap between the levels", file=sys.stderr)
        for key, points in batch.items():
            data[key] += points
            if batches is not None:
                batches[key].append(points)
                games[key] += games_in(path)
    return data


def log_odds(chance):
    chance = min(max(chance, EDGE), 1.0 - EDGE)
    return math.log(chance / (1.0 - chance))


def sigmoid(z):
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


def logistic_fit(xs):
    """(intercept, slope) of the plain logistic curve maximising the likelihood (Newton's method):
    where fit() starts."""
    a, b = 0.0, 1.0
    for _ in range(100):
        ga = gb = haa = hab = hbb = 0.0
        for x, w in xs:
            p = sigmoid(a + b * x)
            r = w - p
            v = p * (1.0 - p)
            ga += r
            gb += r * x
            haa += v
            hab += v * x
            hbb += v * x * x
        det = haa * hbb - hab * hab
        if det <= 0:
            break
        da = (hbb * ga - hab * gb) / det
        db = (haa * gb - hab * ga) / det
        a += da
        b += db
        if abs(da) < 1e-10 and abs(db) < 1e-10:
            break
    return a, b


def within_bounds(params, margin=0.0):
    """As tests/engine/review_test.cpp EveryGamesCalibrationIsSmoothIncreasingAndKeepsTheEnds asks:
    a slope of 0.25..4, and every 0.1-point step of the search's chance moving the chance shown by
    a quarter to twice as much; `margin` inside those stretches (the fit keeps 0.02 so that the map
    rounded to 4 decimals stays within them)."""
    if not 0.25 <= params[1] <= 4.0:
        return False
    last = 0.0
    for i in range(1, 1001):
        c = mapped(params, i / 1000.0)
        if not 0.25 + margin <= (c - last) * 1000.0 <= 2.0 - margin:
            return False
        last = c
    return True


def fit(points):
    """(intercept, slope) maximising the likelihood of the shares won given the chances **as the
    review maps them** (mapped(): the curve faded towards 0 and 1), within the bounds the engine's
    test asks (within_bounds()). A curve fitted alone and faded afterwards corrected the middle
    chances by only part of what they needed (Ribbit, 2 players: the search's 30-40% was won 40%
    through it, as often as without it). Nelder-Mead from the plain logistic fit; standard library
    only."""
    pts = [(c, w) for c, w in points if 0.0 < c < 1.0]
    if not pts:
        return 0.0, 1.0

    def cost(params):
        if not within_bounds(params, 0.02):
            return float("inf")
        return losses(pts, params)[1]

    start = logistic_fit([(log_odds(c), w) for c, w in pts])
    if not math.isfinite(cost(start)):
        start = (0.0, 1.0)
    simplex = [start, (start[0] + 0.2, start[1]), (start[0], start[1] * 0.8)]
    values = [cost(p) for p in simplex]
    for _ in range(200):
        order = sorted(range(3), key=lambda i: values[i])
        simplex = [simplex[i] for i in order]
        values = [values[i] for i in order]
        if abs(values[2] - values[0]) < 1e-9 and max(abs(simplex[2][k] - simplex[0][k]) for k in (0, 1)) < 1e-5:
            break
        centre = tuple((simplex[0][k] + simplex[1][k]) / 2 for k in (0, 1))
        reflect = tuple(centre[k] + (centre[k] - simplex[2][k]) for k in (0, 1))
        r = cost(reflect)
        if r < values[0]:
            expand = tuple(centre[k] + 2 * (centre[k] - simplex[2][k]) for k in (0, 1))
            e = cost(expand)
            simplex[2], values[2] = (expand, e) if e < r else (reflect, r)
        elif r < values[1]:
            simplex[2], values[2] = reflect, r
        else:
            contract = tuple(centre[k] + 0.5 * (simplex[2][k] - centre[k]) for k in (0, 1))
            c = cost(contract)
            if c < values[2]:
                simplex[2], values[2] = contract, c
            else:
                for i in (1, 2):
                    simplex[i] = tuple(simplex[0][k] + 0.5 * (simplex[i][k] - simplex[0][k]) for k in (0, 1))
                    values[i] = cost(simplex[i])
    best = min(range(3), key=lambda i: values[i])
    a, b = simplex[best]
    return round(a, 4), round(b, 4)  # the engine's test checks the bounds of the map as written


def mapped(params, raw):
    """As the engine maps (engine/review/review.cpp mapped()): the curve in full at even chances,
    fading to the search's own towards 0 and 1 (weight 4 raw (1 - raw))."""
    if raw <= 0.0:
        return 0.0
    if raw >= 1.0:
        return 1.0
    a, b = params
    return raw + 4.0 * raw * (1.0 - raw) * (sigmoid(a + b * log_odds(raw)) - raw)


def table(points, params=None):
    bins = [[0, 0.0, 0.0] for _ in range(10)]
    for chance, won in points:
        if params is not None:
            chance = mapped(params, chance)
        b = bins[min(9, int(chance * 10))]
        b[0] += 1
        b[1] += chance
        b[2] += won
    rows = []
    for i, (n, given, won) in enumerate(bins):
        if n:
            rows.append(f"    {i * 10:3d}-{i * 10 + 10:3d}%  {n:6d}  given {100 * given / n:5.1f}%  won {100 * won / n:5.1f}%")
    return "\n".join(rows)


def losses(points, params=None):
    """(Brier score, log loss) of the chances, through `params` if given: lower is better."""
    brier = loss = 0.0
    for chance, won in points:
        p = mapped(params, chance) if params is not None else chance
        brier += (p - won) ** 2
        q = min(max(p, EDGE), 1.0 - EDGE)
        loss -= won * math.log(q) + (1.0 - won) * math.log(1.0 - q)
    n = max(1, len(points))
    return brier / n, loss / n


def scores(points, params=None):
    return "Brier {:.4f}, log loss {:.4f}".format(*losses(points, params))


def cross_validated(batches):
    """Each batch's decisions with the chance through the map fitted to the others: [(calibrated
    chance, won)], and the raw [(chance, won)] in the same order; None with one batch."""
    if len(batches) < 2:
        return None
    mapped_points, raw_points = [], []
    for i, held in enumerate(batches):
        rest = [p for j, b in enumerate(batches) if j != i for p in b]
        params = fit(rest)
        mapped_points += [(mapped(params, c), w) for c, w in held]
        raw_points += held
    return mapped_points, raw_points


def settled(batches, splits=40):
    """Whether a map has settled (docs/ai.md "Calibration": the third part of the rule for using one):
    fitted to each half of the batches in turn (every way to halve them, or `splits` of them drawn
    with a fixed seed where there are more), no half's slope is more than twice another's.
    Ripple's 2-player map of 142 games failed it (halves from the fit's bound, 0.30, to 0.97;
    2026-12-08); the maps the reviews use pass it (2-player Mini 0.41 to 0.72). (Every map fitted
    reaches the bound on how much a step of chance may be stretched near 95%, docs/ai.md, so that
    bound tells nothing here.) Returns (settled, lowest slope, highest slope); (False, None, None)
    with fewer than 2 batches."""
    if len(batches) < 2:
        return False, None, None
    indices = list(range(len(batches)))
    # Each way to halve them once: with an even count a half and its complement are the same split,
    # so only the halves holding the first batch are taken.
    halves = [h for h in itertools.combinations(indices, len(batches) // 2) if len(batches) % 2 or 0 in h]
    if len(halves) > splits:
        halves = random.Random(1).sample(halves, splits)
    slopes = []
    for half in halves:
        for side in (set(half), set(indices) - set(half)):
            slopes.append(fit([p for i in sorted(side) for p in batches[i]])[1])
    return max(slopes) <= 2.0 * min(slopes), min(slopes), max(slopes)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("train", nargs="+")
    parser.add_argument("--check", nargs="*", default=[])
    parser.add_argument("--cv", action="store_true")
    parser.add_argument("--margin", type=float, default=0.01)
    parser.add_argument("--min-games", type=int, default=30)
    args = parser.parse_args()
    batches = collections.defaultdict(list)
    train = read(args.train, batches)
    check = read(args.check) if args.check else {}
    by_game = collections.defaultdict(list)
    for (game, players), points in sorted(train.items()):
        params = fit(points)
        adopted = not args.cv
        print(f"{game}, {players} players: {len(points)} decisions; intercept {params[0]}, slope {params[1]}")
        print(f"  the search's chances ({scores(points)}):\n" + table(points))
        print(f"  calibrated, the same decisions ({scores(points, params)}):\n" + table(points, params))
        if args.cv:
            cv = cross_validated(batches[(game, players)])
            if cv is None:
                print("  cross-validated: one batch only")
            else:
                calibrated, raw = cv
                better = losses(calibrated)[1] < (1.0 - args.margin) * losses(raw)[1]
                steady, lowest, highest = settled(batches[(game, players)])
                adopted = better and games[(game, players)] >= args.min_games and steady
                print(f"  cross-validated over {len(batches[(game, players)])} batches ({games[(game, players)]} games), "
                      f"the search's chances ({scores(raw)}), through the maps ({scores(calibrated)}): the map "
                      f"{'beats' if better else 'does not beat'} them; fitted to halves of the batches its slope "
                      f"is {lowest} to {highest} ({'settled' if steady else 'not settled'})"
                      f"{'' if adopted else ', not used'}")
                print(table(calibrated))
        if adopted:
            by_game[game].append((players, params))
        held = check.get((game, players))
        if held:
            print(f"  held-out, the search's chances ({len(held)} decisions; {scores(held)}):\n" + table(held))
            print(f"  held-out, calibrated ({scores(held, params)}):\n" + table(held, params))
    for game, maps in by_game.items():
        print(f"\n// {game}: tests/benchmarks/fit_calibration.py")
        print("info.chanceCalibrations = {")
        for players, (a, b) in maps:
            print(f"    {{{players}, {a}, {b}}},")
        print("};")
    return 0


if __name__ == "__main__":
    sys.exit(main())
