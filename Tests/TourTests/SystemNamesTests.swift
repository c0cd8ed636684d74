import Foundation
import Testing

@testable import TourKit

/// `SystemNames` was made from one toolchain's symbol graphs by
/// `scripts/system-names.sh`. On that toolchain the script must make it
/// again to the letter: a list edited by hand, or left behind by a
/// toolchain that moved on, fails here. On another toolchain the list would
/// differ on its own (another Swift adds names; macOS's Foundation has
/// more functions), so the test is skipped, saying which one it needs.
@Suite("System names")
struct SystemNamesTests {
  /// The installed toolchain as the script names it: its tag and platform
  /// (`swift -print-target-info`); nil if there is none to ask.
  static let installed: String? = {
    guard
      let run = try? ProcessRunner.run(ProcessRunner.swift, ["-print-target-info"], timeLimit: 60),
      run.succeeded,
      let info = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
      let tag = info["swiftCompilerTag"] as? String,
      let platform = (info["target"] as? [String: Any])?["platform"] as? String
    else { return nil }
    return "\(tag), \(platform)"
  }()

  @Test(
    "The checked-in list is what the toolchain it was made with gives",
    .enabled(
      if: installed == SystemNames.madeWith,
      """
      SystemNames.swift was made with \(SystemNames.madeWith), and this toolchain is \
      another, whose list would differ: run scripts/system-names.sh on that toolchain
      """))
  func listIsTheToolchains() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let script = kit.root.appendingPathComponent("scripts/system-names.sh")
    let run = try ProcessRunner.run(
      "/bin/bash", [script.path, "--check"], environment: ["SWIFT": ProcessRunner.swift],
      timeLimit: 900)
    #expect(
      run.succeeded,
      """
      Sources/TourKit/HouseRules/SystemNames.swift is not what scripts/system-names.sh makes \
      from \(SystemNames.madeWith)'s symbol graphs: make it again with the script (hand \
      edits go in its list of exceptions, each with why). It said:
      \(run.output)
      """)
  }
}
