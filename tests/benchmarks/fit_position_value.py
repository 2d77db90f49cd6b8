#!/usr/bin/env python3
"""Fits the reference expert's position value (reference_expert.cpp) to self-play positions.

Input: files written by `TIDEPOOL_LOG_POSITIONS=FILE tidepool-reference-match --bots N --games G`,
one position a line: winner seat, number of winners, player to act, then per seat the space and
stack height of its colour. Output: the coefficients of a conditional logit over the seats'
colours, strength = a*s + b*s^2/9 + c*height + d*[to act] + e*s*lead/9 (default 10-space track),
and the held-out log-loss. Plain Python, no packages: a few minutes for 60,000 positions.
"""
import math
import random
import sys


def read(paths):
    rows = []
    for path in paths:
        for line in open(path):
            v = list(map(int, line.split()))
            winner, winners, to_act = v[0], v[1], v[2]
            if winners != 1:
                continue
            n = (len(v) - 3) // 2
            spaces = [v[3 + 2 * q] for q in range(n)]
            heights = [v[4 + 2 * q] for q in range(n)]
            lead = max(spaces)
            feats = [[s, s * s / 9, h if s > 0 else 0, 1 if q == to_act else 0, s * lead / 9]
                     for q, (s, h) in enumerate(zip(spaces, heights))]
            rows.append((feats, winner))
    return rows


def loss(theta, data):
    total = 0
    for feats, w in data:
        sc = [sum(a * b for a, b in zip(theta, f)) for f in feats]
        m = max(sc)
        total -= sc[w] - m - math.log(sum(math.exp(x - m) for x in sc))
    return total / len(data)


def main():
    rows = read(sys.argv[1:])
    random.seed(1)
    random.shuffle(rows)
    cut = int(len(rows) * 0.75)
    data, held_out = rows[:cut], rows[cut:]
    theta = [0.5, 0, 0, 0, 0]
    for it in range(200):
        grad = [0.0] * len(theta)
        for feats, w in data:
            sc = [sum(a * b for a, b in zip(theta, f)) for f in feats]
            m = max(sc)
            e = [math.exp(x - m) for x in sc]
            z = sum(e)
            for q, f in enumerate(feats):
                p = e[q] / z - (1 if q == w else 0)
                for k in range(len(theta)):
                    grad[k] += p * f[k]
        theta = [t - 0.5 * g / len(data) for t, g in zip(theta, grad)]
    print("coefficients (s, s^2/9, height, to act, s*lead/9):", [round(t, 3) for t in theta])
    print("held-out log-loss:", round(loss(theta, held_out), 4))


if __name__ == "__main__":
    main()
