#!/usr/bin/env bash
# Prints every performance figure the kit tracks, each beside its baseline,
# measured in a throwaway copy of the kit (your workbench and progress are
# never touched):
#   1. a cold `swift build` of the whole kit;
#   2. the median time of `patterns-tour check` after a one-line edit, next to
#      the floor measured in the same run: a plain `swift build --build-tests`
#      of the same scratch package plus running its test binary directly;
#   3. a cold and a warm `patterns-tour verify`;
#   4. the micro-benchmarks (`swift run -c release patterns-bench`), each
#      beside its own baseline.
# Linux: the floor runs the test executable directly, as `check` does there.
# Usage: scripts/benchmark.sh [rounds]   (default 7 rounds)
set -euo pipefail
rounds=${1:-7}
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

echo "Patterns Kit: check-loop figures ($(swift --version 2>&1 | head -n 1))"
echo "cold swift build (whole kit):      $(seconds swift build)s"
tour=.build/debug/patterns-tour
echo "first check of $kata (cold):  $(seconds "$tour" check "$kata" || true)s"

file=Sources/Katas/$module/$(ls "Sources/Katas/$module" | head -n 1)
package=.tour/build/check-$kata
binary=$package/.build/debug/KataCheckPackageTests.xctest
: > "$work/check.txt"
: > "$work/floor.txt"
for round in $(seq 1 "$rounds"); do
  echo "// measured edit $round" >> "$file"
  seconds "$tour" check "$kata" >> "$work/check.txt" || true
  echo "// floor edit $round" >> "$package/Sources/$module/$(basename "$file")"
  seconds sh -c "swift build --build-tests --package-path '$package' && \
    '$binary' --testing-library swift-testing --filter ${module}Tests" >> "$work/floor.txt" || true
done
echo "check after a one-line edit:       median $(median < "$work/check.txt")s over $rounds"
echo "floor (build-tests + run binary):  median $(median < "$work/floor.txt")s over $rounds"

git checkout -q -- "$file" 2>/dev/null || cp "$kit/Exercises/$kata/starter/$(basename "$file")" "$file"
echo "verify (cold):                     $(seconds "$tour" verify || true)s"
echo "verify (warm):                     $(seconds "$tour" verify || true)s"
echo
swift run -c release patterns-bench 2>/dev/null
