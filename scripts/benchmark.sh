#!/usr/bin/env bash
# Prints every performance figure the kit tracks, each beside its baseline,
# measured in a throwaway copy of the kit (your workbench and progress are
# never touched):
#   1. a cold `swift build` of the whole kit;
#   2. a kata's first check, in each case a learner meets: on a fresh kit
#      (the toolkit is built too), straight after the clone and after the
#      first screen was read (its background build done); once another kata was checked, with
#      nothing compiled ahead (its brief never opened); compiled ahead by the
#      background build of another kata's brief; right after `kata`, once the
#      background build it starts has ended (time spent reading the brief);
#      and right after `kata` with no time to read (the check waits for what
#      is left of that build);
#   3. the median time of a check after a one-line edit, as the learner types
#      it (`./tour check`, the short command), through the built tour
#      directly, and through `swift run patterns-tour check` (SwiftPM's
#      start-up added), next to the floor measured in the same run: a plain
#      `swift build --build-tests` (with the check's own flags, -Xswiftc
#      -gnone) of the same scratch package plus running its test binary
#      directly; and `list` as typed, beside `swift run patterns-tour list`;
#   4. a cold and a warm `patterns-tour verify`;
#   5. the micro-benchmarks (`swift run -c release patterns-bench`), each
#      beside its own baseline.
# Each figure is followed by the load average when it was taken: figures
# taken beside other builds are slower, and say so.
# Linux: the floor runs the test executable directly, as `check` does there.
# Usage: scripts/benchmark.sh [rounds] [--check-loop]   (default 7 rounds)
#   --check-loop stops after the check figures (1 to 3), skipping verify and
#   the micro-benchmarks.
set -euo pipefail
rounds=7
only_check_loop=false
for argument in "$@"; do
  case $argument in
    --check-loop) only_check_loop=true ;;
    *) rounds=$argument ;;
  esac
done
kata=slim-timeline
module=SlimTimeline
kit=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Copy the kit without build products or local state.
mkdir -p "$work/kit"
(cd "$kit" && tar --exclude=./.build --exclude='./.build-*' --exclude=./.tour -cf - .) \
  | (cd "$work/kit" && tar -xf -)
cd "$work/kit"

TIMEFORMAT=%R
seconds() { { time "$@" >/dev/null 2>&1; } 2>&1 | tail -n 1; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# The load average over the last minute, as `uptime` prints it.
load() { uptime | sed -E 's/.*load averages?: *//; s/,? .*//'; }
export PATTERNS_TOUR_BACKGROUND_BUILD=1   # `kata` starts its background build, even under CI.

echo "Patterns Kit: check-loop figures ($(swift --version 2>&1 | head -n 1))"
echo "cold swift build (whole kit):      $(seconds swift build)s  (load $(load))"
tour=.build/debug/patterns-tour

# Every kata but the one measured cold gets a first check in each case; the
# package forgets it before each (as if it had never been checked), so every
# case is measured over the same katas.
others=()
for folder in Exercises/*/; do
  [ -f "$folder/kata.json" ] || continue  # Exercises/harness holds no kata.
  id=$(basename "$folder")
  [ "$id" = "$kata" ] || others+=("$id")
done
module_of() { sed -n 's/.*"module": *"\([^"]*\)".*/\1/p' "Exercises/$1/kata.json" | head -n 1; }
forget() {
  local forgotten folder
  forgotten=$(module_of "$1")
  rm -rf ".tour/build/check/Sources/$forgotten" ".tour/build/check/Tests/${forgotten}Tests"
  # A kata split into modules has one folder per module, each a target.
  for folder in "Sources/Katas/$forgotten"/*/; do
    [ -d "$folder" ] && rm -rf ".tour/build/check/Sources/$(basename "$folder")"
  done
  return 0
}
first_checks() {  # label, then the command to run before each check (or "")
  local label=$1 before=$2 id figure file=$work/first.txt figures=""
  : > "$file"
  for id in "${others[@]}"; do
    forget "$id"
    [ -z "$before" ] || $before "$id"
    figure=$(seconds "$tour" check "$id" || true)
    echo "$figure" >> "$file"
    figures="$figures $figure"
  done
  printf '%-36s median %ss  (load %s)\n  of%s\n' "$label" "$(median < "$file")" "$(load)" \
    "$figures"
}
# Another kata's brief read long enough: its background build compiles the
# katas the package has never held (run here in the foreground: `warm` ends
# when its builds do).
compiled_ahead() {
  PATTERNS_TOUR_BACKGROUND_BUILD=0 "$tour" kata "$kata" >/dev/null
  "$tour" warm "$kata"
}
# The brief read long enough: the build `kata` starts in the background, run
# here in the foreground.
read_brief() {
  PATTERNS_TOUR_BACKGROUND_BUILD=0 "$tour" kata "$1" >/dev/null
  "$tour" warm "$1"
}
open_brief() { "$tour" kata "$1" >/dev/null; }

echo "first check, fresh kit:             $(seconds "$tour" check "$kata" || true)s  (load $(load))"
# A fresh kit again, but the way a learner meets it: the first screen read
# first. It starts the background build for the kata the learner will open
# first (the first lesson's first kata), run here in the foreground, which
# compiles the toolkit, that kata, then the others ahead.
first_kata=compose-message
rm -rf .tour/build/check .tour/progress.json
PATTERNS_TOUR_BACKGROUND_BUILD=0 "$tour" >/dev/null
"$tour" warm "$first_kata"
echo "first check, fresh kit, first screen read: $(seconds "$tour" check "$first_kata" || true)s  (load $(load))"
first_checks "first check, nothing compiled ahead:" ""
first_checks "first check, compiled ahead:" compiled_ahead
first_checks "first check after kata, brief read:" read_brief
first_checks "first check at once after kata:" open_brief

# The workbench's first Swift file, and the target folder that holds it in
# the check package: the kata's module, or its own module if it is split.
relative=$(cd "Sources/Katas/$module" && find . -name '*.swift' | sort | head -n 1)
relative=${relative#./}
file=Sources/Katas/$module/$relative
target=$module
[ "$(dirname "$relative")" = . ] || target=$(dirname "$relative")
package=.tour/build/check
"$tour" check "$kata" >/dev/null 2>&1 || true   # The package holds $kata again.
binary=$package/.build/debug/KataCheckPackageTests.xctest
: > "$work/typed.txt"
: > "$work/check.txt"
: > "$work/swift-run.txt"
: > "$work/floor.txt"
: > "$work/list.txt"
: > "$work/list-swift-run.txt"
./tour list >/dev/null 2>&1   # Notes that the tour built above is up to date.
for round in $(seq 1 "$rounds"); do
  echo "// typed edit $round" >> "$file"
  seconds ./tour check "$kata" >> "$work/typed.txt" || true
  echo "// measured edit $round" >> "$file"
  seconds "$tour" check "$kata" >> "$work/check.txt" || true
  echo "// swift run edit $round" >> "$file"
  seconds swift run patterns-tour check "$kata" >> "$work/swift-run.txt" || true
  echo "// floor edit $round" >> "$package/Sources/$target/$(basename "$file")"
  # The floor builds with the check's own flags (ScratchPackage.buildFlags):
  # other flags would make each build compile the whole package again.
  seconds sh -c "swift build --build-tests -Xswiftc -gnone --package-path '$package' && \
    '$binary' --testing-library swift-testing --filter ${module}Tests" >> "$work/floor.txt" || true
  seconds ./tour list >> "$work/list.txt"
  seconds swift run patterns-tour list >> "$work/list-swift-run.txt"
done
echo "check as typed (./tour check):     median $(median < "$work/typed.txt")s over $rounds  (load $(load))"
echo "check, the built tour directly:    median $(median < "$work/check.txt")s over $rounds  (load $(load))"
echo "check through swift run:           median $(median < "$work/swift-run.txt")s over $rounds  (load $(load))"
echo "floor (build-tests + run binary):  median $(median < "$work/floor.txt")s over $rounds  (load $(load))"
echo "list as typed (./tour list):       median $(median < "$work/list.txt")s over $rounds  (load $(load))"
echo "list through swift run:            median $(median < "$work/list-swift-run.txt")s over $rounds  (load $(load))"

$only_check_loop && exit 0

git checkout -q -- "$file" 2>/dev/null || cp "$kit/Exercises/$kata/starter/$relative" "$file"
echo "verify (cold):                     $(seconds "$tour" verify || true)s  (load $(load))"
echo "verify (warm):                     $(seconds "$tour" verify || true)s  (load $(load))"
echo
swift run -c release patterns-bench 2>/dev/null
