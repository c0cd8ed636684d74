#!/usr/bin/env bash
# Proves that the command bus's core stands alone: type-checks
# Sources/Patterns/CommandBus/Core by itself, with no other file of the kit.
# A core that names a type, or calls a method, declared outside Core/ fails
# here, and the compiler names it. (`LibraryCoreTests` checks the names
# with every `swift test`; this checks everything the compiler would.)
# Then prints each library core's line count beside its budget.
# Usage: scripts/core-stands-alone.sh
set -euo pipefail
kit=$(cd "$(dirname "$0")/.." && pwd)
budget=700

swiftc -typecheck -swift-version 6 -parse-as-library "$kit"/Sources/Patterns/CommandBus/Core/*.swift
echo "CommandBus/Core type-checks on its own."

status=0
for core in CommandBus/Core ResourceObservation/Core; do
  lines=$(cat "$kit/Sources/Patterns/$core"/*.swift | wc -l | tr -d ' ')
  echo "$core: $lines lines (budget $budget)"
  [ "$lines" -le "$budget" ] || status=1
done
exit $status
