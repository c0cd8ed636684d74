import Foundation

/// A clock that moves only when told to: tests and demos decide exactly how
/// old every piece of data is, so staleness checks give the same answer on
/// every run.
@MainActor
public final class ManualClock: ResourceClock {
  public private(set) var now: TimeInterval

  /// Starts at `now`: any fixed moment will do, since only differences count.
  public init(now: TimeInterval = 1_000) {
    self.now = now
  }

  /// Moves time forward by `seconds`.
  public func advance(by seconds: TimeInterval) {
    now += seconds
  }
}
