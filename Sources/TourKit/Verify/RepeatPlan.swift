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

  /// `--repeat N` and `--repeat-class a,b`, as verify declares them.
  static let repeatOption = CommandSyntax.Option(
    name: "--repeat", value: "N", help: "run the tests N times; fail a changing verdict")
  static let classOption = CommandSyntax.Option(
    name: "--repeat-class", value: "CLASSES", help: "repeat only these classes' wrong solutions")
}

extension RepeatPlan {
  /// The plan `--repeat` and `--repeat-class` ask for, or nil when
  /// neither was given.
  init?(_ input: CommandInput) throws {
    let rounds = try input.number(Self.repeatOption, in: 1...100)
    let named = input.value(of: Self.classOption)
    guard rounds != nil || named != nil else { return nil }
    self.init(rounds: rounds ?? 2)
    if let named {
      let names = Set(named.split(separator: ",").map(String.init))
      let unknown = names.filter { MistakeClass(rawValue: $0) == nil }.sorted()
      guard unknown.isEmpty else {
        throw TourError.usage(
          "--repeat-class: no class \(unknown.joined(separator: ", ")); the classes are "
            + MistakeClass.allCases.map(\.rawValue).joined(separator: ", ") + ".")
      }
      classes = names
    }
  }
}
