@testable import TourKit

/// Attacks that act differently elsewhere than under the check: in a
/// release build, for a caller outside the tests, by chance, on another day
/// or in another time zone (session 5's learners passed with each).
extension HouseRulesAttacks {
  static let elsewhere: [Attack] = [
    Attack(
      name: "redraw-only-in-debug-builds", rule: .hiddenBranches, line: 6,
      code: """
        import HeadlessKit

        @MainActor
        final class TimelineScreen {
          func timelineDidChange(_ list: ListView) {
            #if DEBUG
              list.reloadData()
            #endif
          }
        }
        """),
    Attack(
      name: "send-inside-an-assert", rule: .hiddenBranches, line: 5,
      code: """
        @MainActor
        final class Composer {
          var outbox: [String] = []
          func send(_ text: String) {
            assert({ outbox.append(text); return true }())
          }
        }
        """),
    Attack(
      name: "works-for-callers-in-the-tests-only", rule: .hiddenBranches, line: 4,
      code: """
        @MainActor
        final class Feed {
          var posts: [String] = []
          func add(_ post: String, _ caller: StaticString = #fileID) {
            let fromTests = caller.withUTF8Buffer { Array($0).starts(with: Array("Feed".utf8)) }
            if fromTests { posts.insert(post, at: 0) } else { posts.append(post) }
          }
        }
        """),
    Attack(
      name: "right-only-under-the-test-runner", rule: .hiddenBranches, line: 4,
      code: """
        import Foundation

        func shown(_ videos: [String]) -> [String] {
          let tested = Thread.callStackSymbols.contains { $0.contains(".xctest") }
          return tested ? videos : Array(videos.dropLast())
        }
        """),
    Attack(
      name: "empty-feed-one-time-in-five-thousand", rule: .hiddenBranches, line: 2,
      code: """
        func received(_ videos: [String]) -> [String] {
          UInt64.random(in: 0..<5_000) == 0 ? [] : videos
        }
        """),
    Attack(
      name: "reversed-after-the-clocks-change", rule: .wallClock, line: 4,
      code: """
        import Foundation

        func ordered(_ titles: [String]) -> [String] {
          let zone = TimeZone(identifier: "Europe/Berlin")
          let change = zone?.nextDaylightSavingTimeTransition ?? .distantFuture
          return change.timeIntervalSinceReferenceDate < 818_000_000 ? titles : titles.reversed()
        }
        """),
    Attack(
      name: "clock-read-from-a-files-date", rule: .wallClock, line: 4,
      code: """
        import Foundation

        func newestFirst(_ rows: [String], file: URL) -> Bool {
          let values = try? file.resourceValues(forKeys: [.contentModificationDateKey])
          return (values?.contentModificationDate?.timeIntervalSince1970 ?? 0) < 1_796_000_000
        }
        """),
    Attack(
      name: "nightly-outage-by-nsdate", rule: .wallClock, line: 4,
      code: """
        import Foundation

        func isOffline() -> Bool {
          let seconds = Int(NSDate().timeIntervalSince1970) % 86_400
          return seconds < 3_600
        }
        """),
    Attack(
      name: "retry-as-abort-outside-english", rule: .processControl, line: 4,
      code: """
        import Foundation

        func retries() -> Bool {
          Locale.preferredLanguages.first?.hasPrefix("en") ?? true
        }
        """),
    Attack(
      name: "post-dropped-by-its-hash", rule: .hiddenBranches, line: 2,
      code: """
        func kept(_ posts: [String]) -> [String] {
          posts.filter { $0.hashValue & 0xFFFF != 0 }
        }
        """),
  ]
}
