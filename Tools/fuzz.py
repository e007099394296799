#!/usr/bin/env python3
"""Seeded mutation fuzzing of animpreview's source-file player.

Mutants of the gallery's files (assets/scenes/*.swift) and of the fixtures under
Tests/Fuzz/Seeds are played by `render` and `inspect` in child processes, each under a
4 GB address-space limit and a 10 s timeout (`inspect` skips most mutants `render` refused
at load: see `verdict_of`). Every run must end with exit 0, 1 or 2, and with a positioned
message when it is not 0:
- a crash is a signal, another exit status, or a backtrace on standard error;
- a hang is a run past the timeout;
- render and inspect disagreeing on whether a file is refused at load is a finding too.
A crash or hang found is minimised (lines, then tokens) and written to Tests/Fuzz/Findings
(`FuzzFindingTests` plays every file there), and the run exits 1.

    python3 Tools/fuzz.py --seconds 60            # what `make test` runs (fixed seed)
    python3 Tools/fuzz.py --seconds 1800 --seed 7 # `make fuzz SECONDS=1800`
"""

import argparse
import glob
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ADDRESS_SPACE = 4 * 1024 * 1024 * 1024
TIMEOUT = 10.0

NUMBERS = ["0", "-7", "1e300", "1e-7", "100000", "-1e300", "0.0 / 0.0", "1.0 / 0.0"]
HOSTILE_LINES = [
    "for _ in 0..<100000000 {}",
    "let _ = 1 / 0",
    "let _ = Double.nan",
    "var big: [Int] = []; for i in 0..<2000000 { big.append(i) }",
    "let _ = Array(repeating: 0, count: 999_999).map { $0 + 1 }",
    "let _ = String(repeating: \"x\", count: 9_000_000)",
    "while true {}",
    "DispatchQueue.main.asyncAfter(deadline: .now()) { }",
    "Timer.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in }",
    "let _ = Int(Double.nan)",
    "let _ = [Int]()[5]",
]
HOSTILE_TOKENS = ["1e300", "-1e300", "Double.nan", "Double.infinity", "(1/0)", "100000", "-7", "0", "nil", "!", "?",
                  "(", ")", "{", "}", "[", "]", ".", ",", "\\(", "\"", "..<", "...", "$0", "self", "body"]
HOSTILE_MODIFIERS = [
    ".font(.system(size: 1e300))", ".blur(radius: 1e300)", ".blur(radius: 100000)", ".offset(x: 1e300, y: -1e300)",
    ".scaleEffect(1e300)", ".scaleEffect(Double.nan)", ".frame(width: 1e300, height: Double.nan)",
    ".padding(-1e300)", ".rotationEffect(.degrees(Double.nan))", ".opacity(Double.nan)",
    ".shadow(color: .black, radius: 1e300, x: 1e300, y: 0)", ".position(x: Double.infinity, y: 0)",
    ".animation(.spring(response: 1e-7, dampingFraction: -7), value: 0)",
    ".animation(.easeInOut(duration: 1e300).repeatForever(), value: 0)",
    ".rotation3DEffect(.degrees(90), axis: (x: 1e300, y: 0, z: 0), perspective: 1e300)",
    ".phaseAnimator([0.0, 1.0]) { c, p in c.opacity(p) } animation: { _ in nil }",
]
SELF_RECURSIVE_VIEW = "struct Again: View { var body: some View { VStack { Text(\"a\"); Again() } } }\n"
HUGE_ARRAY_VIEW = ("struct Many: View { var body: some View { VStack { ForEach(0..<400, id: \\.self) { i in "
                   "HStack { ForEach(0..<400, id: \\.self) { j in Text(\"\\(j)\") } } } } } }\n")

TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?(?:e-?\d+)?|\"(?:[^\"\\\n]|\\.)*\"|\s+|.", re.S)
NUMBER = re.compile(r"(?<![A-Za-z_0-9.])\d+(?:\.\d+)?(?:e-?\d+)?")


def corpus():
    files = sorted(glob.glob(os.path.join(ROOT, "assets", "scenes", "*.swift")))
    files += sorted(glob.glob(os.path.join(ROOT, "Tests", "Fuzz", "Seeds", "*.swift")))
    return [(os.path.basename(f), open(f, encoding="utf-8").read()) for f in files]


def tokens(text):
    return TOKEN.findall(text)


# MARK: Mutations

def m_delete_line(r, s):
    lines = s.split("\n")
    del lines[r.randrange(len(lines))]
    return "\n".join(lines)


def m_duplicate_line(r, s):
    lines = s.split("\n")
    i = r.randrange(len(lines))
    lines.insert(i, lines[i])
    return "\n".join(lines)


def m_swap_lines(r, s):
    lines = s.split("\n")
    i, j = r.randrange(len(lines)), r.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines)


def m_cut_span(r, s):
    i = r.randrange(len(s))
    j = min(len(s), i + r.randint(1, 200))
    return s[:i] + s[j:]


def m_number(r, s):
    found = list(NUMBER.finditer(s))
    if not found:
        return s
    m = r.choice(found)
    return s[:m.start()] + r.choice(NUMBERS) + s[m.end():]


def m_all_numbers(r, s):
    value = r.choice(NUMBERS)
    return NUMBER.sub(lambda m: value if r.random() < 0.3 else m.group(0), s)


def body_lines(s):
    """Indices of lines inside a closure or body: where a statement may go."""
    return [i for i, l in enumerate(s.split("\n")) if l.rstrip().endswith("{")]


def m_hostile_line(r, s):
    lines = s.split("\n")
    spots = body_lines(s) or [0]
    i = r.choice(spots)
    lines.insert(i + 1, "        " + r.choice(HOSTILE_LINES))
    return "\n".join(lines)


def m_hostile_modifier(r, s):
    """Grammar-aware: a modifier after a call that ends a line (the file keeps parsing)."""
    lines = s.split("\n")
    spots = [i for i, l in enumerate(lines) if re.search(r"\)\s*$", l) and not l.strip().startswith("//")]
    if not spots:
        return s
    i = r.choice(spots)
    lines[i] = lines[i].rstrip() + r.choice(HOSTILE_MODIFIERS)
    return "\n".join(lines)


def m_hostile_view(r, s):
    """Grammar-aware: a self-recursive or huge view declared and shown by the first body."""
    decl = r.choice([SELF_RECURSIVE_VIEW, HUGE_ARRAY_VIEW])
    name = "Again" if decl is SELF_RECURSIVE_VIEW else "Many"
    m = re.search(r"var body: some View \{\n(\s*)", s)
    if not m:
        return s + "\n" + decl
    # Wrap the body's first view in a ZStack with the hostile one beside it.
    head = s[:m.end()]
    rest = s[m.end():]
    return head + "ZStack { " + name + "()\n" + rest.replace("\n    }\n", "\n    }}\n", 1) + "\n" + decl


def m_token(r, s):
    t = tokens(s)
    if not t:
        return s
    for _ in range(r.randint(1, 3)):
        i = r.randrange(len(t))
        op = r.randrange(4)
        if op == 0:
            del t[i]
        elif op == 1:
            t.insert(i, t[i])
        elif op == 2:
            j = r.randrange(len(t))
            t[i], t[j] = t[j], t[i]
        else:
            t.insert(i, r.choice(HOSTILE_TOKENS))
        if not t:
            break
    return "".join(t)


def m_truncate(r, s):
    return s[:r.randrange(len(s))]


MUTATIONS = [m_delete_line, m_duplicate_line, m_swap_lines, m_cut_span, m_number, m_number, m_all_numbers,
             m_hostile_line, m_hostile_line, m_hostile_modifier, m_hostile_modifier, m_hostile_view, m_token,
             m_token, m_truncate]


def mutate(r, text):
    s = text
    for _ in range(r.choice([1, 1, 1, 2, 3])):
        if not s:
            break
        s = r.choice(MUTATIONS)(r, s)
    return s


# MARK: Running

def limit_child():
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    os.setsid()


def play(binary, path, command, out):
    """One run: (verdict, detail). Verdicts: ok, crash, hang, silent."""
    if command == "render":
        args = [binary, "render", path, "--time", "0.5", "--size", "320x200", "--out", out]
    else:
        args = [binary, "inspect", path, "--time", "0.5"]
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    try:
        p = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=TIMEOUT,
                           preexec_fn=limit_child, env=env)
    except subprocess.TimeoutExpired:
        return "hang", f"{command}: past {TIMEOUT:.0f} s"
    err = p.stderr.decode("utf-8", "replace")
    if p.returncode < 0:
        return "crash", f"{command}: signal {-p.returncode}: {last_line(err)}"
    if p.returncode not in (0, 1, 2):
        return "crash", f"{command}: exit {p.returncode}: {last_line(err)}"
    if "Fatal error" in err and "error: Fatal error" not in err or "Program crashed" in err or "Backtrac" in err:
        return "crash", f"{command}: backtrace: {last_line(err)}"
    if p.returncode != 0 and "error:" not in err:
        return "silent", f"{command}: exit {p.returncode} without a message"
    return "ok", str(p.returncode)


def last_line(err):
    lines = [l for l in err.strip().split("\n") if l.strip()]
    for l in lines:
        if "Fatal error" in l or "crashed" in l:
            return l.strip()[:200]
    return (lines[-1].strip() if lines else "")[:200]


def verdict_of(binary, text, folder, name="Mutant", check_refusal=True):
    """Plays the mutant with `render`, then `inspect`. A mutant `render` refused at load
    (exit 2) is refused by `inspect` too (both load it the same way, before playing), so
    `inspect` runs on it only when `check_refusal` (one refused mutant in eight) and must
    then refuse it as well: about 40 % of mutants are refused, and this keeps the rate up."""
    path = os.path.join(folder, name + ".swift")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    out = os.path.join(folder, name + ".png")
    exits = []
    for command in ("render", "inspect"):
        if command == "inspect" and exits == [2] and not check_refusal:
            break
        v, detail = play(binary, path, command, out)
        if v != "ok":
            return v, detail, exits
        exits.append(int(detail))
    if len(exits) == 2 and (exits[0] == 2) != (exits[1] == 2):
        return "disagree", f"render exit {exits[0]}, inspect exit {exits[1]}", exits
    return "ok", "", exits


# MARK: Minimising

def minimise(binary, text, verdict, folder, budget):
    """Smaller text with the same verdict: lines, then tokens, removed while it holds."""
    deadline = time.time() + budget
    # A folder of its own: beside the mutant, a candidate would take the mutant's declarations
    # as another file of its project, and keep its verdict without keeping its cause.
    folder = os.path.join(folder, "minimise")
    os.makedirs(folder, exist_ok=True)

    def holds(candidate):
        return time.time() < deadline and verdict_of(binary, candidate, folder, "Minimise")[0] == verdict

    for unit in ("lines", "tokens"):
        parts = text.split("\n") if unit == "lines" else tokens(text)
        join = "\n".join if unit == "lines" else "".join
        chunk = max(1, len(parts) // 2)
        while chunk >= 1 and time.time() < deadline:
            i, changed = 0, False
            while i < len(parts) and time.time() < deadline:
                candidate = parts[:i] + parts[i + chunk:]
                if candidate and holds(join(candidate)):
                    parts, changed = candidate, True
                else:
                    i += chunk
            if not changed:
                chunk //= 2
        text = join(parts)
    return text


# MARK: Main

def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=60, help="how long to fuzz (mutants started before it ends finish)")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the first mutant; each next mutant the next seed")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "animpreview"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--findings", default=os.path.join(ROOT, "Tests", "Fuzz", "Findings"))
    parser.add_argument("--minimise-seconds", type=float, default=120)
    parser.add_argument("--max-mutants", type=int, default=0, help="stop after this many mutants (0: no limit)")
    args = parser.parse_args()

    if not os.access(args.binary, os.X_OK):
        sys.exit(f"fuzz: no executable at {args.binary} (swift build first)")
    seeds = corpus()
    start = time.time()
    played, found = 0, []
    exits = {0: 0, 1: 0, 2: 0}
    with tempfile.TemporaryDirectory(prefix="animpreview-fuzz-") as tmp:

        def one(n):
            r = random.Random(args.seed * 1_000_003 + n)
            name, text = seeds[r.randrange(len(seeds))]
            folder = os.path.join(tmp, str(n))
            os.makedirs(folder, exist_ok=True)
            mutant = mutate(r, text)
            verdict, detail, codes = verdict_of(args.binary, mutant, folder, check_refusal=n % 8 == 0)
            return n, name, mutant, verdict, detail, codes, folder

        n = 0
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            running = set()
            while True:
                while (time.time() - start < args.seconds and (not args.max_mutants or n < args.max_mutants)
                       and len(running) < args.jobs):
                    running.add(pool.submit(one, n))
                    n += 1
                if not running:
                    break
                finished, running = wait(running, return_when=FIRST_COMPLETED)
                for future in sorted(finished, key=lambda f: f.result()[0]):
                    k, name, mutant, verdict, detail, codes, folder = future.result()
                    played += 1
                    for c in codes:
                        exits[c] = exits.get(c, 0) + 1
                    if verdict == "ok":
                        continue
                    print(f"fuzz: {verdict} in mutant {k} of {name}: {detail}", flush=True)
                    small = minimise(args.binary, mutant, verdict, folder, args.minimise_seconds)
                    os.makedirs(args.findings, exist_ok=True)
                    path = os.path.join(args.findings, f"{verdict}-seed{args.seed}-{k}.swift")
                    with open(path, "w", encoding="utf-8") as f:
                        f.write(small)
                    print(f"fuzz: minimised to {len(small)} bytes: {os.path.relpath(path, ROOT)}", flush=True)
                    found.append((verdict, path))
    elapsed = time.time() - start
    crashes = sum(1 for v, _ in found if v == "crash")
    hangs = sum(1 for v, _ in found if v == "hang")
    silent = sum(1 for v, _ in found if v == "silent")
    disagree = sum(1 for v, _ in found if v == "disagree")
    runs = sum(exits.values())
    print(f"fuzz: {played} mutants ({runs} runs) in {elapsed:.0f} s from seed {args.seed}: "
          f"{crashes} crashes, {hangs} hangs, {silent} silent exits, {disagree} refusals render and inspect disagree on; "
          f"run exits 0: {exits[0]}, 1: {exits[1]}, 2: {exits[2]}", flush=True)
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
