import Synchronization

/// How many views, view controllers, windows and cells are alive, by the
/// app that made them: the toolkit counts them as they are made and freed,
/// so no app's own code can hide one it keeps by mistake.
///
/// UIKit has no such count; Instruments' allocations tool is its
/// counterpart. The kit's session checks read it: after a screen is closed
/// and the work has drained, the learner's app should keep alive just what
/// the app as it should be keeps.
///
/// Two apps may run in one process (a check plays the learner's beside the
/// reference), so each object is counted for the app whose task made it
/// (`attribute(to:_:)`), or for nobody.
public enum LiveObjects {
  /// The kinds counted, each the nearest of these a responder is.
  public enum Kind: String, Sendable, CaseIterable {
    case window
    case viewController = "view controller"
    case cell
    case view
  }

  /// Held by each responder: counts it while it lives, and for whom, and
  /// stops counting it when the responder goes (and this with it).
  final class Token: Sendable {
    let kind: Kind?
    let owner: String?

    init(for type: Responder.Type) {
      kind =
        type is Window.Type
        ? .window
        : type is TableViewCell.Type
          ? .cell : type is View.Type ? .view : type is ViewController.Type ? .viewController : nil
      owner = kind.flatMap(LiveObjects.born)
    }

    deinit {
      if let kind { LiveObjects.died(kind, owner: owner) }
    }
  }

  private static let counted = Mutex<[String: [Kind: Int]]>([:])

  /// Whom the task at work now makes responders for. A task's own value,
  /// handed on to the tasks it starts (but not to detached ones): two apps
  /// that take turns on the main actor, or a test setting up its screens
  /// while a session waits, each keep their own.
  @TaskLocal private static var owner: String?

  /// Runs `body` with every responder made during it, by this task or the
  /// tasks it starts, counted for `owner`. On the main actor, where every
  /// responder is made.
  @MainActor
  public static func attribute<Result>(
    to owner: String, _ body: @MainActor () async throws -> Result
  ) async rethrows -> Result {
    try await $owner.withValue(owner) { try await body() }
  }

  /// `work`, made to count what it makes for whoever the caller's task
  /// counts for, wherever it runs: how a scheduler that runs an app's work
  /// in detached tasks keeps it the app's.
  public static func handedOn(
    _ work: @escaping @Sendable () async -> Void
  ) -> @Sendable () async -> Void {
    let owner = owner
    return { await $owner.withValue(owner) { await work() } }
  }

  /// How many of each kind `owner`'s code made and has not yet freed.
  public static func counts(for owner: String) -> [Kind: Int] {
    counted.withLock { $0[owner] ?? [:] }
  }

  /// Notes a responder made: returns whom it is counted for.
  static func born(_ kind: Kind) -> String? {
    guard let owner else { return nil }
    counted.withLock { $0[owner, default: [:]][kind, default: 0] += 1 }
    return owner
  }

  /// Notes a responder freed.
  static func died(_ kind: Kind, owner: String?) {
    guard let owner else { return }
    counted.withLock { $0[owner, default: [:]][kind, default: 0] -= 1 }
  }
}
