#!/usr/bin/env python3
"""Tests of fit_calibration.py's rule for using a map (docs/ai.md "Calibration"): settled() tells
batches that agree on one map from batches that want different ones (as Ripple's all-Hard and
all-Medium games did, 2026-12-07), and a map as the review applies it keeps 0 and 1. Synthetic
decisions with a fixed seed: the share won drawn from a known map of the chance."""
import os
import random
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fit_calibration as fc  # noqa: E402


def batch(rng, params, size=300):
    """`size` decisions (chance, won): chances spread over 2..98%, won as often as `params` maps them."""
    out = []
    for _ in range(size):
        chance = rng.uniform(0.02, 0.98)
        out.append((chance, 1.0 if rng.random() < fc.mapped(params, chance) else 0.0))
    return out


class Settled(unittest.TestCase):
    def test_batches_of_one_map_have_settled(self):
        rng = random.Random(7)
        batches = [batch(rng, (-0.3, 0.6)) for _ in range(4)]
        steady, lowest, highest = fc.settled(batches)
        self.assertTrue(steady, (lowest, highest))
        self.assertLess(lowest, 0.6 * 1.5)
        self.assertGreater(highest, 0.6 / 1.5)

    def test_batches_of_two_maps_have_not(self):
        rng = random.Random(7)
        batches = [batch(rng, (0.0, 0.35)) for _ in range(2)] + [batch(rng, (0.0, 1.6)) for _ in range(2)]
        steady, lowest, highest = fc.settled(batches)
        self.assertFalse(steady, (lowest, highest))
        self.assertGreater(highest, 2.0 * lowest)

    def test_one_batch_cannot_tell(self):
        self.assertEqual(fc.settled([batch(random.Random(1), (0.0, 1.0))]), (False, None, None))


class Mapped(unittest.TestCase):
    def test_the_ends_are_kept(self):
        for params in ((-0.4086, 0.4753), (0.5, 2.0)):
            self.assertEqual(fc.mapped(params, 0.0), 0.0)
            self.assertEqual(fc.mapped(params, 1.0), 1.0)


if __name__ == "__main__":
    unittest.main()
