#!/usr/bin/python3
"""The stress scene of `animpreview bench`, written the way a pygame user would: glyph
surfaces rendered once, one sprite image per node with its own alpha, one `blits` call a
frame. Same canvas, node count, font, grid, springs, delays and toggles (8 groups in turn,
each every 1.2 s); integer positions (pygame has no sub-pixel blits). Prints the same
summary as `animpreview bench`.

usage: pygame_stress.py [--nodes N] [--frames N] [--warmup N] [--size WxH] [--font FILE]
"""
import argparse
import math
import os
import random
import subprocess
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

CHARACTERS = "AnimpreviewSwiftUIあいうえおかきくけこ0123456789"
PERIOD, GROUPS = 1.2, 8
RESPONSE, DAMPING = 0.5, 0.8


def spring_table(response, damping, step=1 / 300, seconds=3.0):
    """Normalised trajectory of SwiftUI's spring(response:dampingFraction:) from 0 to 1."""
    stiffness = (2 * math.pi / response) ** 2
    friction = 4 * math.pi * damping / response
    x, v, out = 0.0, 0.0, []
    for _ in range(int(seconds / step) + 1):
        out.append(x)
        v += (stiffness * (1 - x) - friction * v) * step
        x += v * step
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--nodes", type=int, default=10000)
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--warmup", type=int, default=96)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--font", default=None)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.lower().split("x"))
    font_file = args.font or subprocess.run(
        ["fc-match", "-f", "%{file}", "Noto Sans CJK JP:weight=semibold"], capture_output=True, text=True).stdout

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((width, height))
    font = pygame.font.Font(font_file, 16)
    glyphs = {ch: font.render(ch, True, (0, 0, 0)).convert_alpha() for ch in set(CHARACTERS)}

    rng = random.Random(1)
    columns = max(1, math.ceil(math.sqrt(args.nodes * width / height)))
    rows = (args.nodes + columns - 1) // columns
    cell_w, cell_h = width / columns, height / rows
    sprites = []
    for i in range(args.nodes):
        image = glyphs[CHARACTERS[i % len(CHARACTERS)]].copy()
        dx, dy = rng.uniform(-24, 24), rng.uniform(-24, 24)
        delay, low = rng.uniform(0, 0.2), rng.uniform(0.1, 0.4)
        sprites.append([image, (i % columns) * cell_w, (i // columns) * cell_h, dx, dy, delay, low, i % GROUPS])

    table = spring_table(RESPONSE, DAMPING)
    last = len(table) - 1

    def progress(elapsed):
        return 0.0 if elapsed <= 0 else table[min(last, math.ceil(elapsed * 300))]

    times = []
    for frame in range(args.warmup + args.frames):
        start = time.perf_counter()
        t = frame / 60
        # Group g toggles at g·PERIOD/GROUPS, then every PERIOD; odd toggles send it away.
        groups = []
        for g in range(GROUPS):
            first = g * PERIOD / GROUPS
            n = 0 if t < first else int((t - first) / PERIOD) + 1
            # Before its first toggle a group is at home: "away" with no progress yet.
            groups.append((n % 2 == 1 or n == 0, t - first - (n - 1) * PERIOD if n else -1.0))
        blits = []
        for image, x, y, dx, dy, delay, low, g in sprites:
            away, since = groups[g]
            p = progress(since - delay)
            f = p if away else 1 - p
            image.set_alpha(int(255 * (1 + (low - 1) * f)))
            blits.append((image, (round(x + dx * f), round(y + dy * f))))
        screen.fill((255, 255, 255))
        screen.blits(blits, doreturn=False)
        if frame >= args.warmup:
            times.append((time.perf_counter() - start) * 1000)

    times.sort()

    def pct(p):
        return times[min(len(times) - 1, max(0, math.ceil(p * len(times)) - 1))]

    print(f"pygame {pygame.version.ver}: {args.nodes} nodes animating offset, opacity on staggered springs; "
          f"{width}x{height}, 1 thread, {args.frames} frames after {args.warmup} warm-up")
    print(f"frame     ms: p50 {pct(0.5):.2f} p95 {pct(0.95):.2f} p99 {pct(0.99):.2f} max {times[-1]:.2f}")
    print(f"{args.nodes} nodes: p99 {pct(0.99):.2f} ms")


if __name__ == "__main__":
    main()
