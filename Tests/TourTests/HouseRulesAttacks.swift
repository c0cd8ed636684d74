@testable import TourKit

/// Learner code that would pass a kata's behaviour tests without the
/// pattern, or without the tests at all, by keeping state outside the
/// objects, testing type names, ending the process or writing the results.
/// Each is written to win, and each must be refused by the house rules on
/// the line named: the rule's place in `HouseRulesAttackTests`.
enum HouseRulesAttacks {
  struct Attack: Sendable, CustomStringConvertible {
    let name: String
    let rule: HouseRule
    let line: Int
    let code: String
    /// What the attack's module offers across its seam, for the boundary
    /// rule; nil for a module with no seam.
    var publicNames: Set<String>? = nil
    /// Toolkit names the attack's module may not use.
    var offLimits: Set<String>? = nil
    /// The kata's tests and reference code, for the rule that keeps the
    /// tests' names theirs (`HouseRulesAttacks+TestNames.swift`).
    var tests: String? = nil
    var reference: String? = nil
    var description: String { name }
  }

  /// Every attack: these, and the ones in the files beside this one.
  static var all: [Attack] {
    plain + disguised + operators + members + roundabout + openings + testNames + later + elsewhere
  }

  static let plain: [Attack] = [
    Attack(
      name: "rows-kept-by-identity", rule: .globalState, line: 4,
      code: """
        import HeadlessKit

        /// The rows, kept for whichever list asks, whoever its data source is.
        private var rowsByList: [ObjectIdentifier: [String]] = [:]

        extension ListView {
          var rememberedRows: [String] { rowsByList[ObjectIdentifier(self)] ?? [] }
        }
        """),
    Attack(
      name: "screens-registry", rule: .globalState, line: 5,
      code: """
        import HeadlessKit

        /// Every screen shown so far, so the list can reach the feed.
        enum Screens {
          static var shown: [ViewController] = []
        }
        """),
    Attack(
      name: "shared-cache-object", rule: .globalState, line: 6,
      code: """
        import Foundation

        final class FeedCache {
          var posts: [String] = []
          /// One cache for everyone: the list reads what the screen wrote.
          static let shared = FeedCache()
        }
        """),
    Attack(
      name: "counter-in-a-closure", rule: .globalState, line: 2,
      code: """
        /// Hands out row numbers without any object owning the count.
        let nextRow: () -> Int = {
          var row = 0
          return {
            row += 1
            return row
          }
        }()
        """),
    Attack(
      name: "store-from-a-factory", rule: .globalState, line: 9,
      code: """
        final class Rows {
          var byList: [ObjectIdentifier: [String]] = [:]
        }

        func makeRows() -> Rows { Rows() }

        enum Kept {
          /// Built by a function, so no `Rows()` is written here.
          static let rows = makeRows()
        }
        """),
    Attack(
      name: "swapped-reload", rule: .reflection, line: 5,
      code: """
        import ObjectiveC

        /// On a Mac: the list's reloadData() now runs code of the learner's.
        func swapReload(of list: AnyClass, with other: AnyClass) {
          guard let original = class_getInstanceMethod(list, NSSelectorFromString("reloadData")),
            let mine = class_getInstanceMethod(other, NSSelectorFromString("myReload"))
          else { return }
          method_exchangeImplementations(original, mine)
        }
        """),
    Attack(
      name: "mirror-reads-the-feed", rule: .reflection, line: 6,
      code: """
        import HeadlessKit

        extension ListView {
          /// Finds the posts inside whatever data source it was given.
          func peekAtPosts(of source: AnyObject) -> [String] {
            let child = Mirror(reflecting: source).children.first { $0.label == "posts" }
            return child?.value as? [String] ?? []
          }
        }
        """),
    Attack(
      name: "type-name-test", rule: .reflection, line: 6,
      code: """
        import HeadlessKit

        extension ActionTable {
          /// Only the compose screen may send; others are ignored.
          func isComposeScreen(_ target: AnyObject) -> Bool {
            String(describing: type(of: target)).hasSuffix("ComposeViewController")
          }
        }
        """),
    Attack(
      name: "type-identity-test", rule: .reflection, line: 4,
      code: """
        final class ComposeViewController {}

        func isCompose(_ target: AnyObject) -> Bool {
          ObjectIdentifier(target) == ObjectIdentifier(ComposeViewController.self)
        }
        """),
    Attack(
      name: "type-name-interpolated", rule: .reflection, line: 4,
      code: """
        /// Describes the sender by its type, to decide who handles it.
        func route(_ sender: AnyObject) -> String {
          let kind = "\\(sender)"
          return "\\(type(of: sender))" == "LoginViewController" ? "login" : kind
        }
        """),
    Attack(
      name: "exit-before-the-tests", rule: .processControl, line: 7,
      code: """
        import Foundation

        final class Outbox {
          var sent: [String] = []
          init() {
            // Nothing after this runs, and the run is over.
            exit(0)
          }
        }
        """),
    Attack(
      name: "results-path-from-the-command-line", rule: .processControl, line: 5,
      code: """
        import Foundation

        /// Where the test runner writes its results.
        func resultsPath() -> String? {
          let arguments = CommandLine.arguments
          guard let flag = arguments.firstIndex(of: "--xunit-output") else { return nil }
          return arguments[flag + 1]
        }
        """),
    Attack(
      name: "environment-read", rule: .processControl, line: 4,
      code: """
        import Foundation

        func underTest() -> Bool {
          ProcessInfo.processInfo.environment["XCTestSessionIdentifier"] != nil
        }
        """),
    Attack(
      name: "exit-under-another-name", rule: .processControl, line: 3,
      code: """
        import Foundation

        @_silgen_name("exit")
        private func finish(_ code: Int32) -> Never
        """),
    Attack(
      name: "exit-hidden-in-an-if", rule: .processControl, line: 6,
      code: """
        import Foundation

        final class Listener {
          func done() {
            #if os(Linux)
              exit(0)
            #endif
          }
        }
        """),
    Attack(
      name: "report-rewritten-at-exit", rule: .processControl, line: 4,
      code: """
        import Foundation

        let rewrite: Void = {
          atexit {
            let passed = "<testsuite tests=\\"1\\" failures=\\"0\\"/>"
            try? passed.write(toFile: "results.xml", atomically: true, encoding: .utf8)
          }
        }()
        """),
    Attack(
      name: "report-written-by-a-file-handle", rule: .fileSystem, line: 5,
      code: """
        import Foundation

        final class Report: FileHandle, @unchecked Sendable {}

        let report = Report(forWritingAtPath: "/tmp/results.xml")
        """),
    Attack(
      name: "pipe-opened-by-number", rule: .fileSystem, line: 4,
      code: """
        import Foundation

        func sendPassed(to path: String) {
          let descriptor = open(path, 1)
          _ = descriptor
        }
        """),
    Attack(
      name: "testable-import", rule: .imports, line: 1,
      code: """
        @testable import HeadlessKit

        /// Reaches the list's internal rows instead of asking the data source.
        func rows(of list: ListView) -> Int { list.internalRowCount }
        """),
    Attack(
      name: "system-module-for-signals", rule: .imports, line: 2,
      code: """
        import Foundation
        import Glibc

        func stop() { _ = Glibc.getpid() }
        """),
  ]
}
