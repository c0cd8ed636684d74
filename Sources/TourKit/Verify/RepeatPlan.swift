import Foundation

/// Which variants `verify` tests more than once, and how many times: a
/// verdict that changes from one run to the next is a bug, in the kata's
/// tests or in the judge, and a learner who sees green once and red the
/// next time stops trusting the kit.
///
/// `--repeat N` tests every variant N times. Under CI, with no `--repeat`,
/// every starter, solution and harness attack is tested five times, with
/// a rotating sixth of the wrong solutions (a different sixth each day),
/// so the whole corpus is held to it within a week of runs.
/// `--repeat-class` keeps only the wrong solutions of the classes named.
struct RepeatPlan: Equatable {
  /// How many times in all the tests run; 1 runs them once.
  var rounds = 1
  /// Which wrong solutions are repeated: nil for all of them.
  var sample: Sample? = nil
  /// Only the wrong solutions of these classes, when any are named.
  var classes: Set<String> = []

  struct Sample: Equatable {
    /// One in `every` wrong solutions, the ones whose place in the corpus
    /// leaves `turn` when divided by `every`.
    let every: Int
    let turn: Int
  }

  /// CI's plan on a given day.
  static func continuousIntegration(on day: Date = Date()) -> RepeatPlan {
    let days = Int(day.timeIntervalSince1970 / 86_400)
    return RepeatPlan(rounds: 5, sample: Sample(every: 6, turn: days % 6))
  }

  /// Whether `wrong`, the `index`-th wrong solution of the whole corpus,
  /// is tested again.
  func repeats(_ wrong: WrongSolution, at index: Int) -> Bool {
    if !classes.isEmpty && !classes.contains(wrong.className ?? "") { return false }
    guard let sample else { return true }
    return index % sample.every == sample.turn
  }

  /// Reads `--repeat N` and `--repeat-class a,b` out of `arguments`
  /// (taking them away), or nil when neither is there.
  static func take(from arguments: inout [String]) throws -> RepeatPlan? {
    var plan: RepeatPlan?
    if let index = arguments.firstIndex(of: "--repeat") {
      guard index + 1 < arguments.count, let rounds = Int(arguments[index + 1]), rounds >= 1,
        rounds <= 100
      else {
        throw TourError.usage("--repeat needs how many times to run the tests, 1 to 100.")
      }
      plan = RepeatPlan(rounds: rounds)
      arguments.removeSubrange(index...(index + 1))
    }
    if let index = arguments.firstIndex(of: "--repeat-class") {
      guard index + 1 < arguments.count else {
        throw TourError.usage("--repeat-class needs classes, e.g. --repeat-class lifetimes,async.")
      }
      let names = Set(arguments[index + 1].split(separator: ",").map(String.init))
      let unknown = names.filter { MistakeClass(rawValue: $0) == nil }.sorted()
      guard unknown.isEmpty else {
        throw TourError.usage(
          "--repeat-class: no class \(unknown.joined(separator: ", ")); the classes are "
            + MistakeClass.allCases.map(\.rawValue).joined(separator: ", ") + ".")
      }
      var chosen = plan ?? RepeatPlan(rounds: 2)
      chosen.classes = names
      plan = chosen
      arguments.removeSubrange(index...(index + 1))
    }
    return plan
  }
}
