#!/bin/bash
# `make bench-compare BASELINE=<commit>`: the working tree's release binary against a baseline
# commit's, built beside it (a git worktree in .build-baseline), each figure timed with both
# binaries in turn, round after round, so that both meet the same moments of a machine whose
# speed drifts by a third over an hour. Prints each figure's median for both and their ratio;
# a figure more than 5 % slower than the baseline is flagged.
set -euo pipefail
cd "$(dirname "$0")/.."
BASELINE=${BASELINE:?set BASELINE to a commit, e.g. BASELINE=HEAD~3}
RUNS=${RUNS:-3}
SIZE=1280x720
SWIFT_FLAGS=${SWIFT_FLAGS:-}
NEW=.build/release/animpreview
WORKTREE=.build-baseline
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

commit=$(git rev-parse --verify "$BASELINE^{commit}")
if [ ! -d "$WORKTREE" ]; then git worktree add --detach "$WORKTREE" "$commit" >/dev/null; fi
git -C "$WORKTREE" checkout -q --detach "$commit"
echo "== baseline $(git log -1 --format='%h %s' "$commit")"
(cd "$WORKTREE" && swift build -c release $SWIFT_FLAGS 2>&1 | tail -1)
OLD=$WORKTREE/.build/release/animpreview

median() { sort -n | awk '{a[NR]=$1} END {if (NR == 0) print "n/a"; else print a[int((NR + 1) / 2)]}'; }
# (No such line, as from a binary that cannot play the file: nothing, not a failed pipeline.)
field() { { grep -F "$1" || true; } | head -1 | awk -v k="$2" '{for (i = 1; i < NF; i++) if ($i == k) print $(i + 1)}'; }

# label, bench arguments…: frame p99 of both binaries, RUNS rounds, old then new in each.
rows=()
compare() {
    local label=$1; shift
    # A figure one binary cannot play (its error on standard error) is n/a, and the run goes on.
    for r in $(seq "$RUNS"); do
        "$OLD" bench --size "$SIZE" "$@" > "$OUT/old-$r.txt" 2> "$OUT/old-err.txt" || true
        "$NEW" bench --size "$SIZE" "$@" > "$OUT/new-$r.txt" 2> "$OUT/new-err.txt" || true
    done
    local old new
    old=$(for r in $(seq "$RUNS"); do field "frame     ms:" p99 < "$OUT/old-$r.txt"; done | median)
    new=$(for r in $(seq "$RUNS"); do field "frame     ms:" p99 < "$OUT/new-$r.txt"; done | median)
    local row
    row=$(awk -v l="$label" -v a="$old" -v b="$new" 'BEGIN {
        if (a == "n/a" || b == "n/a" || a == 0) { printf "| %s | %s | %s | n/a | |\n", l, a, b; exit }
        r = b / a; printf "| %s | %.2f ms | %.2f ms | %.3f | %s |\n", l, a, b, r, (r > 1.05 ? "**slower**" : "") }')
    echo "$row"
    rows+=("$row")
}

echo "== frame p99 at $SIZE, median of $RUNS interleaved rounds"
for file in assets/scenes/*.swift; do
    compare "\`$(basename "$file" .swift)\`" --effect "$file" --frames 600
done
compare "2,000 animated paths (Paths2000.swift)" --effect Benchmarks/Paths2000.swift --frames 600
compare "TimelineView re-evaluating 1,000 views (WaveText1000.swift)" --effect Benchmarks/WaveText1000.swift --frames 240
compare "TimelineView re-evaluating 2,000 views (WaveText2000.swift)" --effect Benchmarks/WaveText2000.swift --frames 240
compare "2,000 views laid out again (Relayout2000.swift)" --effect Benchmarks/Relayout2000.swift --frames 600
compare "2,000 texts laid out at a new width (RelayoutWidth2000.swift)" --effect Benchmarks/RelayoutWidth2000.swift --frames 600
compare "the 20,000-view source twin (StressTwin.swift)" --effect Benchmarks/StressTwin.swift --warmup 144 --frames 456
compare "compiled stress scene, 20,000 nodes" --nodes 20000 --no-scale --frames 600

echo
echo "| figure | baseline p99 | this tree p99 | ratio | |"
echo "|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
