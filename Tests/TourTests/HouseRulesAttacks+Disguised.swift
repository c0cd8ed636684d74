@testable import TourKit

/// Attacks that hide what they do behind an ordinary look: a type's name
/// read from a value's description, the test run told by the command line
/// read as a file.
extension HouseRulesAttacks {
  static let disguised: [Attack] = [
    Attack(
      name: "type-name-in-a-description", rule: .reflection, line: 6,
      code: """
        import HeadlessKit

        extension ListView {
          /// Asks an app's data source every time; leaves the tests' spies alone.
          func isLive(_ dataSource: AnyObject) -> Bool {
            !"\\(dataSource)".contains("Spy")
          }
        }
        """),
    Attack(
      name: "description-kept-then-searched", rule: .reflection, line: 5,
      code: """
        /// Whether the target is one of the tests' recorders.
        func isRecording(_ target: AnyObject) -> Bool {
          let text = String(describing: target)
          let lowered = text.lowercased()
          return lowered.hasPrefix("test") || text.lowercased().contains("recorder")
        }
        """),
    Attack(
      name: "description-switched-over", rule: .reflection, line: 3,
      code: """
        func kind(of sender: AnyObject) -> Int {
          let name = "<\\(sender)>"
          switch name {
          case "<LoginApp.LoginViewController>": return 1
          default: return 0
          }
        }
        """),
    Attack(
      name: "test-run-read-from-proc", rule: .processControl, line: 5,
      code: """
        import Foundation

        /// Whether memory is watched: kept targets are only let go then.
        let isDiagnosticRun: Bool = {
          let line = (try? String(contentsOfFile: "/proc/self/cmdline", encoding: .utf8)) ?? ""
          return line.contains("Tests")
        }()
        """),
    Attack(
      name: "command-line-through-a-url", rule: .processControl, line: 4,
      code: """
        import Foundation

        func launchedByTests() -> Bool {
          let url = URL(fileURLWithPath: "/proc/self/cmdline")
          return ((try? Data(contentsOf: url)) ?? Data()).count > 40
        }
        """),
    Attack(
      name: "drawer-made-by-a-factory", rule: .globalState, line: 15,
      code: """
        /// Anything that files entries: a protocol any type may adopt.
        protocol Filing {
          func file(_ entry: String)
          var entries: [String] { get }
        }

        final class Drawer: Filing {
          private(set) var entries: [String] = []
          func file(_ entry: String) { entries.append(entry) }
        }

        func makeFiling() -> any Filing { Drawer() }

        enum Office {
          static let drawer = makeFiling()
        }
        """),
    Attack(
      name: "drawer-known-by-its-protocol", rule: .globalState, line: 7,
      code: """
        protocol Filing {
          func file(_ entry: String)
        }

        func makeFiling() -> Filing { fatalError() }

        let drawer: any Filing = makeFiling()
        """),
  ]
}
