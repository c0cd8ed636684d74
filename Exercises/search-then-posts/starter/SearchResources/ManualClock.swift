import Foundation

/// A clock that moves only when a test says so, so "is this data stale?"
/// has the same answer on every run.
///
/// (Provided: you do not need to change this file.)
@MainActor
final class ManualClock {
  private(set) var now: TimeInterval

  init(now: TimeInterval = 1_000) {
    self.now = now
  }

  func advance(by seconds: TimeInterval) {
    now += seconds
  }
}
