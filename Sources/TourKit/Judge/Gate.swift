/// What in the judge caught a piece of code. A learner meets the first of
/// a verdict's gates; `verify` also names the others, so a wrong solution
/// caught only by a house rule is known for what it is.
enum Gate: Hashable, Sendable {
  /// The code does not compile, for a reason other than a seam.
  case build
  /// A module used a name across a seam it may not see (a compile error
  /// the seam explains), or made public what its boundary does not offer.
  case boundary
  /// A house rule refused the code before any test ran.
  case houseRule(HouseRule)
  /// A step's tests failed (its number).
  case step(Int)
  /// A step's tests passed but the code it ends with is not there: a
  /// door still open, a lookup still made (its number).
  case door(Int)
  /// The test run ended before it could be judged: a forged report, a
  /// process that ended itself.
  case endedEarly
  /// The code crashed, or kept the tests waiting past their limit.
  case crashed
  case timedOut

  /// The gate in a few words, for verify's lists: "house rule
  /// global-state", "step 3", "door of step 4".
  var name: String {
    switch self {
    case .build: return "build"
    case .boundary: return "boundary"
    case .houseRule(let rule): return "house rule \(rule.rawValue)"
    case .step(let number): return "step \(number)"
    case .door(let number): return "door of step \(number)"
    case .endedEarly: return "run ended early"
    case .crashed: return "crash"
    case .timedOut: return "time limit"
    }
  }

  /// The gate's kind without its detail, for counting: "house rule",
  /// "test step", "door".
  var kind: String {
    switch self {
    case .build: return "build"
    case .boundary: return "boundary"
    case .houseRule: return "house rule"
    case .step: return "test step"
    case .door: return "door"
    case .endedEarly: return "run ended early"
    case .crashed: return "crash"
    case .timedOut: return "time limit"
    }
  }

  /// Whether the gate is a house rule's (the boundary rule included).
  var isHouseRule: Bool {
    if case .houseRule = self { return true }
    return false
  }
}
