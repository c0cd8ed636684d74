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
/// reference), so each object is counted for the app that was acting when
/// it was made (`attribute(to:_:)`), or for nobody.
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

  private struct State: Sendable {
    var owner: String?
    var counts: [String: [Kind: Int]] = [:]
  }

  private static let state = Mutex(State())

  /// Runs `body` with every responder made during it counted for `owner`.
  /// On the main actor, where every responder is made.
  @MainActor
  public static func attribute<Result>(
    to owner: String, _ body: @MainActor () async throws -> Result
  ) async rethrows -> Result {
    let before = state.withLock { state in
      defer { state.owner = owner }
      return state.owner
    }
    defer { state.withLock { $0.owner = before } }
    return try await body()
  }

  /// How many of each kind `owner`'s code made and has not yet freed.
  public static func counts(for owner: String) -> [Kind: Int] {
    state.withLock { $0.counts[owner] ?? [:] }
  }

  /// Notes a responder made: returns whom it is counted for.
  static func born(_ kind: Kind) -> String? {
    state.withLock { state in
      guard let owner = state.owner else { return nil }
      state.counts[owner, default: [:]][kind, default: 0] += 1
      return owner
    }
  }

  /// Notes a responder freed.
  static func died(_ kind: Kind, owner: String?) {
    guard let owner else { return }
    state.withLock { $0.counts[owner, default: [:]][kind, default: 0] -= 1 }
  }
}
