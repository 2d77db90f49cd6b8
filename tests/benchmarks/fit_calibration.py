#!/usr/bin/env python3
"""Fits the reviews' chance calibrations (GameInfo::chanceCalibrations, docs/ai.md "Calibration").

Reads the lines `tidepool-review-check --raw --dump FILE` wrote ("game players seat level chance
won": the search's chance for the acting seat after its action, 0..1, and that seat's share of the
win), and for each game and player count fits a never-decreasing map from the chance to the share
won: isotonic regression (pool adjacent violators), then the knots at the means of equal-count bins
of it over bins of --width of chance (at least --per-knot decisions each), each knot at least
--min-slope times the step in chance above the one before (never flat: a flat stretch would give
every action in it the same chance, and a review would see no loss between them). Prints each map as the C++ of the
game's GameInfo, and the reliability table (bins of 10 points) before and after it.

    python3 tests/benchmarks/fit_calibration.py train.txt [--check held-out.txt] [--width 0.05]

--check prints the table of another file's decisions (games the fit did not see) through the map.
"""
import argparse
import collections
import sys


def read(path):
    data = collections.defaultdict(list)
    with open(path) as f:
        for line in f:
            parts = line.split()
            if len(parts) != 6:
                continue
            game, players, _seat, _level, chance, won = parts
            data[(game, int(players))].append((float(chance), float(won)))
    return data


def isotonic(points):
    """Pool adjacent violators over (x, y) sorted by x: the fitted y of each point."""
    blocks = []  # [sum of y, count]
    for _, y in points:
        blocks.append([y, 1])
        while len(blocks) > 1 and blocks[-2][0] / blocks[-2][1] > blocks[-1][0] / blocks[-1][1]:
            s, n = blocks.pop()
            blocks[-1][0] += s
            blocks[-1][1] += n
    fitted = []
    for s, n in blocks:
        fitted += [s / n] * n
    return fitted


def fit(points, width, per_knot, min_slope):
    """The knots: the isotonic fit's means over bins `width` of chance wide (a bin with fewer than
    `per_knot` decisions joined to the next), each knot at least `min_slope` times the step in
    chance above the one before and below the line to (1, 1) of that slope."""
    points = sorted(points)
    fitted = isotonic(points)
    knots = []
    lo = 0
    while lo < len(points):
        edge = (int(points[lo][0] / width) + 1) * width
        hi = lo
        while hi < len(points) and (points[hi][0] < edge or hi - lo < per_knot):
            hi += 1
        if len(points) - hi < per_knot:
            hi = len(points)  # too few left for a bin of their own
        x = sum(p[0] for p in points[lo:hi]) / (hi - lo)
        y = sum(fitted[lo:hi]) / (hi - lo)
        lo = hi
        if not 0.0 < x < 1.0 or (knots and x <= knots[-1][0] + 1e-4):
            continue  # the ends are (0, 0) and (1, 1) (calibratedChance())
        y = max(y, knots[-1][1] + min_slope * (x - knots[-1][0]) if knots else min_slope * x)
        y = min(y, 1.0 - min_slope * (1.0 - x))
        knots.append((x, y))
    return [(round(x, 4), round(y, 4)) for x, y in knots]


def mapped(knots, raw):
    x0, y0 = 0.0, 0.0
    for x1, y1 in knots:
        if raw <= x1:
            return y0 + (y1 - y0) * (raw - x0) / (x1 - x0) if x1 > x0 else y1
        x0, y0 = x1, y1
    return y0 + (1.0 - y0) * (raw - x0) / (1.0 - x0) if x0 < 1.0 else 1.0


def table(points, knots=None):
    bins = [[0, 0.0, 0.0] for _ in range(10)]
    for chance, won in points:
        if knots is not None:
            chance = mapped(knots, chance)
        b = bins[min(9, int(chance * 10))]
        b[0] += 1
        b[1] += chance
        b[2] += won
    rows = []
    for i, (n, given, won) in enumerate(bins):
        if n:
            rows.append(f"    {i * 10:3d}-{i * 10 + 10:3d}%  {n:6d}  given {100 * given / n:5.1f}%  won {100 * won / n:5.1f}%")
    return "\n".join(rows)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("train")
    parser.add_argument("--check")
    parser.add_argument("--width", type=float, default=0.05)
    parser.add_argument("--per-knot", type=int, default=80)
    parser.add_argument("--min-slope", type=float, default=0.2)
    args = parser.parse_args()
    train = read(args.train)
    check = read(args.check) if args.check else {}
    by_game = collections.defaultdict(list)
    for (game, players), points in sorted(train.items()):
        knots = fit(points, args.width, args.per_knot, args.min_slope)
        by_game[game].append((players, knots))
        print(f"{game}, {players} players: {len(points)} decisions")
        print("  the search's chances:\n" + table(points))
        print("  calibrated (the same decisions):\n" + table(points, knots))
        if (game, players) in check:
            print(f"  calibrated, held-out ({len(check[(game, players)])} decisions):\n" + table(check[(game, players)], knots))
            print("  the search's chances, held-out:\n" + table(check[(game, players)]))
    for game, maps in by_game.items():
        print(f"\n// {game}: tests/benchmarks/fit_calibration.py")
        print("info.chanceCalibrations = {")
        for players, knots in maps:
            inner = ", ".join(f"{{{x}, {y}}}" for x, y in knots)
            print(f"    {{{players}, {{{inner}}}}},")
        print("};")
    return 0


if __name__ == "__main__":
    sys.exit(main())
