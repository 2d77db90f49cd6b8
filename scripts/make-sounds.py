#!/usr/bin/env python3
"""Makes Tidepool's sounds (resources/sounds/*.wav) by synthesis, with Python's standard library only.

Usage: python3 scripts/make-sounds.py [OUT_DIR]     (default: resources/sounds next to this script)

Every sound is the project's own, made here from sine partials and filtered noise (no samples, no
recordings); the files are under CC0-1.0 (docs/packaging.md, "Licences"). Output: mono,
22,050 Hz, 16-bit PCM WAV, peaks at -6 dBFS, each under a second and a half; the same bytes on every
run (the noise is seeded). Run it again after changing a sound and commit the .wav files; the test
sounds_are_made_by_the_script checks the committed files are what this script makes.
"""
import math
import os
import random
import struct
import sys
import wave

RATE = 22050
PEAK = 0.5  # -6 dBFS


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(*layers):
    """Sums layers (lists of samples, each with its start offset in seconds)."""
    length = max(int(offset * RATE) + len(samples) for offset, samples in layers)
    out = [0.0] * length
    for offset, samples in layers:
        start = int(offset * RATE)
        for i, s in enumerate(samples):
            out[start + i] += s
    return out


def envelope(n, attack, decay):
    """A soft attack (seconds) and an exponential decay (time constant in seconds)."""
    a = max(1, int(attack * RATE))
    return [min(1.0, i / a) * math.exp(-i / (decay * RATE)) for i in range(n)]


def marimba(freq, seconds=0.5, decay=0.18, bright=0.25):
    """A struck wooden bar: the fundamental and its fourth-ish overtone, which dies away first."""
    n = int(seconds * RATE)
    env = envelope(n, 0.003, decay)
    env2 = envelope(n, 0.002, decay / 4)
    return [env[i] * math.sin(2 * math.pi * freq * i / RATE)
            + bright * env2[i] * math.sin(2 * math.pi * 3.93 * freq * i / RATE) for i in range(n)]


def bell(freq, seconds=0.9, decay=0.35):
    """A small bell: inharmonic partials with slow decays."""
    n = int(seconds * RATE)
    partials = [(1.0, 1.0, 1.0), (2.76, 0.35, 0.6), (5.4, 0.15, 0.35)]
    out = [0.0] * n
    for ratio, gain, dscale in partials:
        env = envelope(n, 0.004, decay * dscale)
        for i in range(n):
            out[i] += gain * env[i] * math.sin(2 * math.pi * freq * ratio * i / RATE)
    return out


def noise(seconds, rng, cutoff, decay, attack=0.004):
    """Low-passed noise (one-pole filter, cutoff in Hz) with an envelope."""
    n = int(seconds * RATE)
    alpha = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    env = envelope(n, attack, decay)
    out, y = [], 0.0
    for i in range(n):
        y += alpha * (rng.uniform(-1, 1) - y)
        out.append(env[i] * y)
    return out


def glide(f0, f1, seconds, decay):
    """A sine whose pitch slides from f0 to f1 (a water drop)."""
    n = int(seconds * RATE)
    env = envelope(n, 0.002, decay)
    phase, out = 0.0, []
    for i in range(n):
        f = f0 * (f1 / f0) ** (i / n)
        phase += 2 * math.pi * f / RATE
        out.append(env[i] * math.sin(phase))
    return out


def note(name):
    """A note's frequency: "C5", "G4", "E5"..."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    return 440.0 * 2 ** ((steps[name[0]] + 12 * (int(name[1]) - 4)) / 12)


def card(rng):
    # A card slid onto the table: a short soft swish and a light tap.
    return mix((0, noise(0.16, rng, 2500, 0.05, attack=0.02)), (0.05, marimba(900, 0.08, 0.015, 0.0)))


def sounds():
    rng = random.Random(20261201)
    made = {}
    made["card"] = card(rng)
    # A turtle's step: a soft wooden tok.
    made["step"] = mix((0, marimba(420, 0.12, 0.03, 0.1)), (0, noise(0.03, rng, 1200, 0.01)))
    # Landing on a stack: two toks, the second lower, and a small thud.
    made["stack"] = mix((0, marimba(440, 0.12, 0.03, 0.1)), (0.07, marimba(330, 0.18, 0.05, 0.1)),
                        (0.07, noise(0.08, rng, 300, 0.03)))
    # Lettuce: a few crisp crunches.
    made["lettuce"] = mix(*[(0.06 * k, noise(0.06, rng, 5000, 0.015)) for k in range(4)],
                          (0.0, marimba(note("E5"), 0.3, 0.08, 0.2)))
    # Shuffle: a riffle of cards.
    made["shuffle"] = mix(*[(0.045 * k, noise(0.07, rng, 3500 - 150 * k, 0.02, attack=0.01)) for k in range(12)])
    # A splash (a card rippled onto the beach): a water drop that rings twice.
    made["splash"] = mix((0, glide(300, 1100, 0.22, 0.08)), (0.12, [0.45 * s for s in glide(400, 1300, 0.2, 0.06)]))
    # An extra turn: two notes up.
    made["extra-turn"] = mix((0, marimba(note("C5"))), (0.12, marimba(note("G5"))))
    # The end of a race or a round: three notes that come home.
    made["round-end"] = mix((0, marimba(note("G4"), 0.6)), (0.15, marimba(note("E4"), 0.6)),
                            (0.3, marimba(note("C5"), 0.9, 0.3)))
    # The win: an arpeggio up to a bell-topped chord.
    made["win"] = mix((0, marimba(note("C5"))), (0.12, marimba(note("E5"))), (0.24, marimba(note("G5"))),
                      (0.36, marimba(note("C6"), 1.0, 0.4)), (0.36, [0.5 * s for s in bell(note("E5"), 1.0, 0.4)]),
                      (0.36, [0.4 * s for s in bell(note("G4"), 1.0, 0.4)]))
    # The handover: a soft two-note chime.
    made["handover"] = mix((0, bell(note("E5"), 0.7, 0.25)), (0.14, [0.8 * s for s in bell(note("B5"), 0.6, 0.22)]))
    return made


def write(path, samples):
    top = max(abs(s) for s in samples) or 1.0
    fade = int(0.01 * RATE)
    frames = bytearray()
    for i, s in enumerate(samples):
        if i >= len(samples) - fade:
            s *= (len(samples) - i) / fade
        frames += struct.pack("<h", int(round(s / top * PEAK * 32767)))
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "resources", "sounds")
    os.makedirs(out_dir, exist_ok=True)
    for name, samples in sounds().items():
        write(os.path.join(out_dir, name + ".wav"), samples)


if __name__ == "__main__":
    main()
