// Micro-benchmarks for the kit's concurrent modules and the tour's compare.
// Each suite measures its subject next to a baseline in the same run, and
// prints figures only: no timing is ever asserted in a test.
//
// Usage: swift run -c release patterns-bench [suite ...]
import Foundation

/// A named group of measurements. Each pattern adds its own in a file of
/// its own and lists it here.
struct BenchmarkSuite {
  let name: String
  let run: () async -> Void
}

let suites: [BenchmarkSuite] = [
  CommandBusBenchmarks.suite,
  ResourceObservationBenchmarks.suite,
  CompareBenchmarks.suite,
]

let wanted = Set(CommandLine.arguments.dropFirst())
let unknown = wanted.subtracting(suites.map(\.name))
if !unknown.isEmpty {
  let names = suites.map(\.name).joined(separator: ", ")
  FileHandle.standardError.write(
    Data(
      "error: no benchmark suite \(unknown.sorted().joined(separator: ", ")). Suites: \(names)\n"
        .utf8))
  exit(2)
}
#if DEBUG
  print(
    "note: a debug build; for figures worth comparing use `swift run -c release patterns-bench`")
#endif
for suite in suites where wanted.isEmpty || wanted.contains(suite.name) {
  print(suite.name)
  await suite.run()
}
