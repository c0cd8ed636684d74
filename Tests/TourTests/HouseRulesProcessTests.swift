import Foundation
import Testing

@testable import TourKit

/// The process-control rule: ending the process, signals, other programs,
/// the command line and the environment are refused, however they are
/// spelled; the learner's own `abort()`, an `exitButton` or a word in a
/// comment or string never are.
@Suite("House rules: process control")
struct HouseRulesProcessTests {
  static let uses: [(String, [String])] = [
    ("import Foundation\nfunc f() {\n  exit(0)\n}\n", ["process-control@3"]),
    ("import Foundation\nfunc f() {\n  Foundation.exit(1)\n}\n", ["process-control@3"]),
    (
      "import Foundation\nfunc f() {\n  atexit {}\n  abort()\n}\n",
      ["process-control@3", "process-control@4"]
    ),
    ("import Foundation\nfunc f() {\n  kill(getpid(), SIGKILL)\n}\n", ["process-control@3"]),
    (
      "import Foundation\nfunc f() -> Int {\n  CommandLine.arguments.count\n}\n",
      ["process-control@3"]
    ),
    (
      "import Foundation\nfunc f() -> String? {\n  ProcessInfo.processInfo.environment[\"HOME\"]\n}\n",
      ["process-control@3"]
    ),
    ("import Foundation\nfunc f() {\n  let p = Process()\n  _ = p\n}\n", ["process-control@3"]),
    ("import Foundation\nlet leave: (Int32) -> Never = exit\n", ["process-control@2"]),
    ("import Foundation\nfunc f() {\n  `exit`(2)\n}\n", ["process-control@3"]),
    // A C function taken as a value, or called through its module's name.
    (
      "import Foundation\nfunc f() {\n  let shut = close\n  _ = shut(3)\n}\n", ["process-control@3"]
    ),
    ("import Foundation\nfunc f() {\n  _ = Foundation.fsync(1)\n}\n", ["process-control@3"]),
    ("import Foundation\nfunc f() {\n  Thread.exit()\n}\n", ["process-control@3"]),
    ("import Foundation\nfunc f() {\n  Foundation.Thread.exit()\n}\n", ["process-control@3"]),
    (
      "import Foundation\nfunc f(_ k: String) {\n  guard let v = getenv(k) else { return }\n  _ = v\n}\n",
      ["process-control@3"]
    ),
    (
      "import Foundation\nfunc f() {\n  #if os(Linux) ||\n    os(Android)\n  exit(0)\n  #endif\n}\n",
      ["hidden-branches@3", "process-control@5"]
    ),
    ("@_silgen_name(\"exit\")\nfunc leave(_ code: Int32) -> Never\n", ["process-control@1"]),
    (
      "import Foundation\nfunc f() {\n  if true { exit(0) }\n  let x = 1\n  if x > 0 {\n    exit(1)\n  }\n}\n",
      ["process-control@3", "process-control@6"]
    ),
    (
      "import Foundation\nfunc f() {\n  #if os(Linux)\n  exit(0)\n  #else\n  exit(1)\n  #endif\n}\n",
      ["hidden-branches@3", "process-control@4", "process-control@6"]
    ),
    // Any C function not declared by the code itself, not only the names
    // on the list: a determined learner's forger used these.
    (
      "import Foundation\nfunc f() {\n  _ = fcntl(1, F_DUPFD, 10)\n  _ = on_exit(nil, nil)\n}\n",
      ["process-control@3", "process-control@4"]
    ),
    (
      "import Foundation\nfunc f() {\n  var fds: [Int32] = [0, 0]\n  _ = pipe(&fds)\n}\n",
      ["process-control@4"]
    ),
  ]

  @Test("Process control is refused, on its line", arguments: uses)
  func useIsRefused(code: String, expected: [String]) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == expected, "\(code)")
  }

  static let lookAlikes = [
    "final class Listener {\n  func abort() {}\n  func giveUp() { abort() }\n}\n",
    "struct Bar { let exitButton = 1; let processInfoText = \"\" }\n",
    "// exit(0) when done\nlet message = \"exit(0) and CommandLine.arguments\"\n",
    "enum Door { case exit }\nfunc f() -> Door { .exit }\n",
    "final class Screen {\n  func exit() {}\n  func close(_ other: Screen) { other.exit(); self.exit() }\n}\n",
    "func f(exit: Bool, signal: () -> Void) {\n  if exit { signal() }\n}\n",
  ]

  @Test("The learner's own names and words in comments and strings pass", arguments: lookAlikes)
  func lookAlikePasses(code: String) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == [], "\(code)")
  }
}
