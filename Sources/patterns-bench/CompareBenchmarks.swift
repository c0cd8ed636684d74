import Foundation
import TourKit

/// `compare`'s line diff on a file of 32,000 lines, beside the standard
/// library's `difference(from:)`, which `compare` used before and whose work
/// grows with the file's length times the number of lines that differ.
///
/// 1. A learner's file of 32,000 lines against a 200-line solution: almost
///    every line differs, the worst case for an unbounded diff.
/// 2. 32,000 lines against the same with one line in a hundred changed: a
///    long file that really is close to the other, which the bound must
///    still match line by line.
@MainActor
enum CompareBenchmarks {
  static let suite = BenchmarkSuite(name: "compare") { @MainActor in run() }

  static func run() {
    let measure = Measure(rounds: 3)
    let long = (0..<32_000).map { "    let value\($0) = compute(\($0)) // line \($0)" }
    let solution = (0..<200).map { "    let answer\($0) = solve(\($0))" }
    var close = long
    for index in stride(from: 50, to: close.count, by: 100) { close[index] += " // edited" }
    for (name, right) in [
      ("32,000 lines vs a 200-line solution", solution), ("32,000 lines, 1 in 100 changed", close),
    ] {
      var rows = 0
      let baseline = measure.nanosecondsPerOperation(operations: 1) {
        rows += right.difference(from: long).count
      }
      let subject = measure.nanosecondsPerOperation(operations: 1) {
        rows += TourBenchmarks.compareRows(left: long, right: right)
      }
      print("  \(name)")
      report("  difference(from:), the diff compare used before", baseline / 1e6, unit: "ms")
      report("  compare's bounded diff, rows laid out", subject / 1e6, unit: "ms")
      report("    ratio (before / now)", baseline / subject, unit: "x")
      if rows == 0 { print("  (unexpected: no rows)") }
    }
  }
}
