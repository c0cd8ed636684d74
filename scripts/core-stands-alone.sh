#!/usr/bin/env bash
# Proves that each library module's core stands alone: type-checks
# Sources/Patterns/<Module>/Core by itself, with no other file of the kit.
# A core that names a type, or calls a method, declared outside Core/ fails
# here, and the compiler names it. (`LibraryCoreTests` checks the names,
# and runs this script, with every `swift test`; this checks everything the
# compiler would.) Then prints each core's line count beside its budget.
# Usage: scripts/core-stands-alone.sh [Module...]   (default: both cores)
# SWIFTC names the compiler (default: the swiftc on PATH).
set -euo pipefail
kit=$(cd "$(dirname "$0")/.." && pwd)
budget=700
swiftc=${SWIFTC:-swiftc}
# The kit's platform (Package.swift: macOS 15), on a Mac.
target=()
[ "$(uname)" != Darwin ] || target=(-target "$(uname -m)-apple-macosx15.0")
modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(CommandBus ResourceObservation)

status=0
for module in "${modules[@]}"; do
  core="$kit/Sources/Patterns/$module/Core"
  if [ ! -d "$core" ]; then
    echo "$module/Core: no such folder" >&2
    status=1
    continue
  fi
  if "$swiftc" -typecheck -swift-version 6 -parse-as-library ${target[@]+"${target[@]}"} \
    "$core"/*.swift; then
    echo "$module/Core type-checks on its own."
  else
    echo "$module/Core does not type-check on its own (see the errors above)." >&2
    status=1
  fi
  lines=$(cat "$core"/*.swift | wc -l | tr -d ' ')
  echo "$module/Core: $lines lines (budget $budget)"
  [ "$lines" -le "$budget" ] || status=1
done
exit $status
