#!/usr/bin/env bash
# Plays source files under a sanitizer build: `Tools/sanitize.sh address` (leaks and memory
# errors) or `Tools/sanitize.sh thread` (data races). Every gallery scene is rendered, inspected
# and tapped; every fuzzer fixture (Tests/Fuzz/Seeds, Tests/Fuzz/Findings) is rendered and
# inspected; the many-node bench runs the threaded update and banded painting; under `thread`
# a few scenes also play in a real window (Xvfb) where update and compositing share the work.
# A gallery scene must exit 0; a fixture may also end with its runtime or load error (1 or 2).
# Anything the sanitizer reports, and any other exit (a signal above all), fails the run.
set -u
mode=${1:?usage: Tools/sanitize.sh address|thread}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
build=".build-${mode}"
case "$mode" in
  address) export ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0:malloc_context_size=200:halt_on_error=1
           export LSAN_OPTIONS=suppressions=$root/Tools/lsan.supp:print_suppressions=0 ;;
  thread) export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 ;;
  *) echo "unknown sanitizer: $mode" >&2; exit 2 ;;
esac
# shellcheck disable=SC2086 # SWIFT_FLAGS (from the Makefile) is several words.
swift build --build-path "$build" -Xswiftc "-sanitize=$mode" ${SWIFT_FLAGS:-} --product animpreview || exit 1
binary="$build/debug/animpreview"
err="$build/sanitize.err"
out=$(mktemp -d /tmp/animpreview-sanitize.XXXXXX)
trap 'rm -rf "$out"' EXIT
runs=0

# check ALLOWED_EXITS ARGS...: runs the binary once; fails on a sanitizer report or another exit.
check() {
  local allowed=$1; shift
  runs=$((runs + 1))
  timeout -s KILL 300 "$binary" "$@" > /dev/null 2> "$err"
  local status=$?
  if grep -q "Sanitizer" "$err" || [[ " $allowed " != *" $status "* ]]; then
    echo "sanitize ($mode): animpreview $* ended with $status" >&2
    cat "$err" >&2
    exit 1
  fi
}

for scene in assets/scenes/*.swift; do
  check "0" render "$scene" --time 1.5 --size 320x200 --out "$out/f.png" --tap 160,100@0.5
  check "0" inspect "$scene" --time 2.5
done
check "0" render blur --time 3 --size 320x200 --out "$out/f.png" --text 'Hi 😀 مرحبا 漢字|é \u0378'
for fixture in Tests/Fuzz/Seeds/*.swift Tests/Fuzz/Findings/*.swift; do
  check "0 1 2" render "$fixture" --time 1.5 --size 320x200 --out "$out/f.png"
  check "0 1 2" inspect "$fixture" --time 1
done
check "0" bench --nodes 2000 --frames 20 --size 480x300 --threads 2
check "0" export blinking --out "$out/frames/" --size 160x100 --fps 10 --duration 1 --text 'Hi 😀'
check "0" curve easeInOut --plot "$out/curve.png"
check "0" fonts

if [ "$mode" = thread ]; then
  for scene in Shimmer Morph RingLoader Burst; do
    runs=$((runs + 1))
    xvfb-run -a -s "-screen 0 1280x800x24" timeout -s KILL 120 "$binary" "assets/scenes/$scene.swift" --exit-after 3 > /dev/null 2> "$err"
    status=$?
    if grep -q "Sanitizer" "$err" || [ $status -ne 0 ]; then
      echo "sanitize ($mode): window $scene ended with $status" >&2
      cat "$err" >&2
      exit 1
    fi
  done
fi
echo "sanitize ($mode): $runs runs, no sanitizer report"
