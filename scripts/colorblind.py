#!/usr/bin/env python3
"""Colour-blind check of the turtle palette (Theme.qml's turtleColors, the turtle art's shell colours).

Simulates protanopia, deuteranopia and tritanopia (Machado, Oliveira & Fernandes 2009, severity 1.0,
applied in linear sRGB), computes the CIEDE2000 colour difference of every pair of turtle colours in
each vision, prints a Markdown report and writes a swatch picture (PNG) of the palette as each vision
sees it. Standard library only.

    python3 scripts/colorblind.py [--png docs/images/colorblind-palette.png] [--check]
                                  [--simulate SCREENSHOT.png --out-dir DIR]

--simulate writes SCREENSHOT-<vision>.png files: a whole screenshot (e.g. from
`tidepool --screenshot`) as each colour vision sees it, to check that the patterns and letters
still tell the turtles apart.

--check exits 1 when the palette no longer matches qml/Theme.qml (so the report in
docs/accessibility.md is regenerated when the colours change).
"""
import argparse
import math
import os
import re
import struct
import sys
import zlib

# The turtle colours, as in qml/Theme.qml (turtleColors) and the turtle-*.svg shells.
PALETTE = {
    "R": ("Red", "#D55E00"),
    "Y": ("Yellow", "#F0E442"),
    "G": ("Green", "#009E73"),
    "B": ("Blue", "#0072B2"),
    "P": ("Purple", "#AA4499"),
    "K": ("Black", "#333333"),
}

# Machado et al. 2009, severity 1.0 (linear RGB).
MACHADO = {
    "protanopia": [[0.152286, 1.052583, -0.204868],
                   [0.114503, 0.786281, 0.099216],
                   [-0.003882, -0.048116, 1.051998]],
    "deuteranopia": [[0.367322, 0.860646, -0.227968],
                     [0.280085, 0.672501, 0.047413],
                     [-0.011820, 0.042940, 0.968881]],
    "tritanopia": [[1.255528, -0.076749, -0.178779],
                   [-0.078411, 0.930809, 0.147602],
                   [0.004733, 0.691367, 0.303900]],
}
VISIONS = ["normal"] + list(MACHADO)


def hex_to_rgb(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) / 255 for i in (0, 2, 4))


def to_linear(c):
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(c):
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def simulate(rgb, vision):
    if vision == "normal":
        return rgb
    lin = [to_linear(c) for c in rgb]
    m = MACHADO[vision]
    out = [sum(m[r][k] * lin[k] for k in range(3)) for r in range(3)]
    return tuple(to_srgb(c) for c in out)


def to_lab(rgb):
    r, g, b = (to_linear(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * b) / 1.0
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1, lab2):
    """CIEDE2000 (Sharma, Wu & Dalal 2005), kL = kC = kH = 1."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    cbar = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(cbar ** 7 / (cbar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dLp = L2 - L1
    dCp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    elif h2p - h1p > 180:
        dhp = h2p - h1p - 360
    else:
        dhp = h2p - h1p + 360
    dHp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    Lbar = (L1 + L2) / 2
    cbarp = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hbarp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbarp = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hbarp = (h1p + h2p + 360) / 2
    else:
        hbarp = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbarp - 30)) + 0.24 * math.cos(math.radians(2 * hbarp))
         + 0.32 * math.cos(math.radians(3 * hbarp + 6)) - 0.20 * math.cos(math.radians(4 * hbarp - 63)))
    dtheta = 30 * math.exp(-(((hbarp - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cbarp ** 7 / (cbarp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (Lbar - 50) ** 2 / math.sqrt(20 + (Lbar - 50) ** 2)
    sc = 1 + 0.045 * cbarp
    sh = 1 + 0.015 * cbarp * t
    rt = -math.sin(math.radians(2 * dtheta)) * rc
    return math.sqrt((dLp / sl) ** 2 + (dCp / sc) ** 2 + (dHp / sh) ** 2 + rt * (dCp / sc) * (dHp / sh))


def write_png(path, width, height, pixel):
    rows = []
    for y in range(height):
        row = bytearray([0])
        for x in range(width):
            row.extend(pixel(x, y))
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n")
        out.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        out.write(chunk(b"IDAT", raw))
        out.write(chunk(b"IEND", b""))


def read_png(path):
    """Decodes an 8-bit, non-interlaced RGB or RGBA PNG (as Qt writes them). Returns (w, h, rows)."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG file")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour_type, _, _, interlace = header
    if depth != 8 or colour_type not in (2, 6) or interlace:
        raise ValueError(f"{path}: only 8-bit non-interlaced RGB/RGBA PNGs are supported")
    bpp = 3 if colour_type == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * bpp:x * bpp + 3]) for x in range(width)])
        prev = line
    return width, height, rows


def simulate_png(path, out_dir):
    width, height, rows = read_png(path)
    base = os.path.splitext(os.path.basename(path))[0]
    written = []
    for vision in MACHADO:
        cache = {}

        def convert(rgb):
            if rgb not in cache:
                cache[rgb] = tuple(round(c * 255) for c in simulate(tuple(v / 255 for v in rgb), vision))
            return cache[rgb]

        out = os.path.join(out_dir, f"{base}-{vision}.png")
        write_png(out, width, height, lambda x, y: convert(rows[y][x]))
        written.append(out)
    return written


def render(path):
    """One row per vision, one swatch per colour (in the order R Y G B P K)."""
    cell, gap = 72, 8
    letters = list(PALETTE)
    width = gap + len(letters) * (cell + gap)
    height = gap + len(VISIONS) * (cell + gap)
    colours = {(v, l): tuple(round(c * 255) for c in simulate(hex_to_rgb(PALETTE[l][1]), v))
               for v in VISIONS for l in letters}

    def pixel(x, y):
        col, cx = divmod(x - gap, cell + gap)
        row, cy = divmod(y - gap, cell + gap)
        if x < gap or y < gap or cx >= cell or cy >= cell or col >= len(letters) or row >= len(VISIONS):
            return (0xFB, 0xF3, 0xE2)  # Theme.paper
        return colours[(VISIONS[row], letters[col])]

    write_png(path, width, height, pixel)


def theme_palette():
    here = os.path.dirname(os.path.abspath(__file__))
    text = open(os.path.join(here, "..", "qml", "Theme.qml"), encoding="utf-8").read()
    return {l: c.upper() for l, c in re.findall(r'"([RYGBPK])": "(#[0-9A-Fa-f]{6})"', text)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--png", help="write the simulated swatches to this PNG file")
    parser.add_argument("--check", action="store_true", help="fail when Theme.qml's palette differs")
    parser.add_argument("--simulate", help="a screenshot (PNG) to render as each colour vision sees it")
    parser.add_argument("--out-dir", default=".", help="where --simulate writes its pictures")
    args = parser.parse_args()
    if args.simulate:
        for out in simulate_png(args.simulate, args.out_dir):
            print(f"Simulated: {out}")
        return 0
    if args.check:
        theme = theme_palette()
        ours = {l: c.upper() for l, (_, c) in PALETTE.items()}
        if theme != ours:
            print(f"Theme.qml's turtle colours {theme} differ from this script's {ours}", file=sys.stderr)
            return 1
    letters = list(PALETTE)
    print("| vision | closest pair | CIEDE2000 | pairs under 10 | pairs under 20 |")
    print("| --- | --- | ---: | --- | --- |")
    details = {}
    for vision in VISIONS:
        labs = {l: to_lab(simulate(hex_to_rgb(PALETTE[l][1]), vision)) for l in letters}
        pairs = []
        for i, a in enumerate(letters):
            for b in letters[i + 1:]:
                pairs.append((ciede2000(labs[a], labs[b]), a, b))
        pairs.sort()
        details[vision] = pairs
        d, a, b = pairs[0]
        under10 = ", ".join(f"{x}–{y} ({v:.1f})" for v, x, y in pairs if v < 10) or "none"
        under20 = ", ".join(f"{x}–{y} ({v:.1f})" for v, x, y in pairs if v < 20) or "none"
        print(f"| {vision} | {PALETTE[a][0]}–{PALETTE[b][0]} | {d:.1f} | {under10} | {under20} |")
    print()
    print("Simulated colours (sRGB):")
    print()
    print("| colour | " + " | ".join(VISIONS) + " |")
    print("| --- | " + " | ".join("---" for _ in VISIONS) + " |")
    for l in letters:
        cells = []
        for v in VISIONS:
            r, g, b = (round(c * 255) for c in simulate(hex_to_rgb(PALETTE[l][1]), v))
            cells.append(f"#{r:02X}{g:02X}{b:02X}")
        print(f"| {PALETTE[l][0]} ({l}) | " + " | ".join(cells) + " |")
    if args.png:
        os.makedirs(os.path.dirname(os.path.abspath(args.png)), exist_ok=True)
        render(args.png)
        print(f"\nSwatches: {args.png}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
