import Foundation

/// How long a kata has taken, for `progress`: kept apart from the rules of
/// progress, which it only reads.
extension LearnerState {
  /// The time from the first check of `kata` to its finish, or to its last
  /// check while it is under way; nil if it was never checked, or checked
  /// only before the first check was recorded.
  func timeSpent(on kata: Kata) -> (seconds: TimeInterval, finished: Bool)? {
    let state = progress.kata(kata.id)
    guard let first = state.firstChecked, let end = state.completed ?? state.lastChecked
    else { return nil }
    return (max(end.timeIntervalSince(first), 0), state.completed != nil)
  }
}
