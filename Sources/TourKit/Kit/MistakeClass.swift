/// The kind of mistake a wrong solution makes. Tightening a kata's tests
/// one known mistake at a time catches those mistakes and little else; the
/// kit's tests are written by class instead, and every class that applies
/// to a kata has at least one wrong solution of that class in its corpus.
/// kata.json names each wrong solution's class (`"class": "lifetimes"`),
/// and `dev classes` tables them, kata by class.
enum MistakeClass: String, CaseIterable, Sendable {
  /// The pattern's own rule broken head-on: the deepest view not chosen,
  /// the action sent to the wrong target, the cell not reused.
  case core
  /// A reference kept too long, or let go too soon: a strong delegate, an
  /// observer that keeps its screen, a closure that captures it.
  case lifetimes
  /// What happens when something fails: an error, a cancelled task, a
  /// screen closed while its work runs.
  case failurePaths = "failure-paths"
  /// Two things at once, or answers out of order.
  case concurrency
  /// Two apps, two lists, two screens: anything kept in one shared place.
  case secondInstances = "second-instances"
  /// Code that behaves for the test's spies and not for the kata's real
  /// types, or the other way round.
  case realTypes = "real-types"
  /// A rule that holds one or two levels down and not six.
  case depth
  /// Asking instead of being told: polling a model, reading a transport,
  /// or a third party pushing what a screen should observe.
  case observing
  /// Keyed by a field (a name, a type, a counter) instead of by the thing
  /// itself, so two alike are mixed up.
  case identity
  /// The extra step's async form: a polling loop for a continuation,
  /// cancellation that does not end the call, a late callback.
  case async
  /// Going around the mechanism the pattern puts in place: a screen that
  /// starts the network itself, a cast past the protocol.
  case aroundTheMechanism = "around-the-mechanism"
  /// The smell the kata exists to remove, kept under another name.
  case smellInDisguise = "smell-in-disguise"
  /// The step's own goal met, something else broken on the way.
  case collateralDamage = "collateral-damage"
  /// Code every test passes that a house rule refuses before the tests
  /// run: a store kept on the side, a type told by its name, a name that
  /// changes what the tests' own code means. Only the rules catch these,
  /// so verify requires a rule to, and no step is asked to.
  case houseRules = "house-rules"

  /// Its name in `dev classes`' table, at most 20 characters.
  var title: String {
    switch self {
    case .core: return "the pattern's rule"
    case .lifetimes: return "lifetimes"
    case .failurePaths: return "failure paths"
    case .concurrency: return "concurrency"
    case .secondInstances: return "second instances"
    case .realTypes: return "real types"
    case .depth: return "depth"
    case .observing: return "observing"
    case .identity: return "identity"
    case .async: return "async extra step"
    case .aroundTheMechanism: return "around the mechanism"
    case .smellInDisguise: return "smell in disguise"
    case .collateralDamage: return "collateral damage"
    case .houseRules: return "house rules"
    }
  }
}
