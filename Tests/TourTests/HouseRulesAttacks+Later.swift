@testable import TourKit

/// Attacks that act a moment after a check has looked: the wall clock put
/// between an action and its effect, so what a user sees later differs from
/// what the check saw (session 4's determined learners turned nine katas
/// green this way).
extension HouseRulesAttacks {
  static let later: [Attack] = [
    Attack(
      name: "spinner-that-starts-again-later", rule: .wallClock, line: 10,
      code: """
        import HeadlessKit

        @MainActor
        final class TimelineViewController: ViewController {
          let refreshControl = RefreshControl()

          func didFinishRefreshing() {
            refreshControl.endRefreshing()
            Task { @MainActor [weak self] in
              try? await Task.sleep(nanoseconds: 300_000_000)
              self?.refreshControl.beginRefreshing()
            }
          }
        }
        """),
    Attack(
      name: "draft-put-back-after-the-main-queue-waits", rule: .wallClock, line: 6,
      code: """
        import Foundation

        @MainActor
        func sent(_ text: String, field: @escaping @MainActor (String) -> Void) {
          field("")
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            MainActor.assumeIsolated { field(text) }
          }
        }
        """),
    Attack(
      name: "post-added-again-by-a-detached-thread", rule: .wallClock, line: 5,
      code: """
        import Foundation

        func addAgainLater(_ add: @escaping @Sendable @MainActor () -> Void) {
          Task.detached {
            Thread.sleep(forTimeInterval: 0.3)
            await add()
          }
        }
        """),
    Attack(
      name: "clock-taken-by-its-static-name", rule: .wallClock, line: 5,
      code: """
        /// Follow turns itself off again: the clock comes by a member's name,
        /// and its type's name is never written.
        @MainActor
        func unfollowSoon(_ unfollow: @escaping @MainActor () -> Void) async {
          let clock: any Clock<Duration> = .continuous
          try? await clock.sleep(for: .milliseconds(250))
          unfollow()
        }
        """),
    Attack(
      name: "double-tap-told-apart-by-the-time-now", rule: .wallClock, line: 9,
      code: """
        import Foundation

        /// Sends once per half second, however often Send is tapped.
        @MainActor
        final class SendGate {
          private var lastSend: Date?

          func shouldSend() -> Bool {
            let now = Date()
            defer { lastSend = now }
            return lastSend.map { now.timeIntervalSince($0) > 0.5 } ?? true
          }
        }
        """),
    Attack(
      name: "answer-awaited-with-a-timeout", rule: .wallClock, line: 6,
      code: """
        import Foundation

        func waitBriefly(for done: DispatchSemaphore) -> Bool {
          // Gives up after a second: on a slow machine, the answer is lost.
          done.wait(
            timeout: .now() + 1) == .success
        }
        """),
  ]
}
