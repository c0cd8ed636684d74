#!/usr/bin/env bash
# Makes Sources/TourKit/HouseRules/SystemNames.swift again from the
# installed toolchain's symbol graphs: the names the standard library
# declares at module level (Swift, _Concurrency, _StringProcessing; every
# kind but operators) and the free functions of Foundation, Dispatch and
# Swift Testing, read by scripts/system-names.swift.
#
# Usage: scripts/system-names.sh           rewrite the file
#        scripts/system-names.sh --check   compare only: exit 1, with the
#                                          difference, if the file is not
#                                          what this toolchain gives
# SWIFT names the toolchain's `swift` (default: the one on PATH).
set -euo pipefail
kit=$(cd "$(dirname "$0")/.." && pwd)
file="$kit/Sources/TourKit/HouseRules/SystemNames.swift"
swift=${SWIFT:-swift}

# Names no symbol graph holds, added by hand, each with why:
# - type: `type(of:)`, which the compiler gives, not a module.
exceptions=type

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/graphs" "$work/cache"

info=$("$swift" -print-target-info)
field() { printf '%s\n' "$info" | sed -n "s/.*\"$1\": \"\([^\"]*\)\".*/\1/p" | head -1; }
triple=$(field triple)
made_with="$(field swiftCompilerTag), $(field platform)"

for module in Swift _Concurrency _StringProcessing Foundation Dispatch Testing; do
  "$swift" symbolgraph-extract -module-name "$module" -target "$triple" \
    -minimum-access-level public -output-dir "$work/graphs" -module-cache-path "$work/cache"
done

"${swift}c" -O -swift-version 6 "$kit/scripts/system-names.swift" -o "$work/system-names" \
  -module-cache-path "$work/cache"
"$work/system-names" "$made_with" "$exceptions" "$work/graphs" > "$work/SystemNames.swift"

if [ "${1:-}" = --check ]; then
  if diff -u "$file" "$work/SystemNames.swift"; then
    echo "SystemNames.swift is what $made_with gives."
  else
    echo "SystemNames.swift differs from what $made_with gives (above);" \
      "run scripts/system-names.sh to make it again." >&2
    exit 1
  fi
else
  cp "$work/SystemNames.swift" "$file"
  echo "Wrote $file ($made_with)."
fi
