import Foundation
import Testing

@testable import TourKit

/// What the tour says back: a name typed (or pasted) by anyone, a file name
/// in the workbench, an option given twice, a failure halfway through. Each
/// echo is escaped and cut, and each message says what happened.
@Suite(
  "Echoes are escaped and cut; messages say what happened", .enabled(if: TourBinary.testsRun),
  .serialized)
struct EchoAndWordingTests {
  @Test("An unknown name is echoed with its control characters escaped, and cut short")
  func unknownNames() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let long = String(repeating: "x", count: 5_000)
    try write(EnvironmentMatrixTests.myCode, to: kit.workbenchFile)
    #expect(try kit.run(["reset", "demo-kata"]).status == 0)  // A backup to name.
    for arguments in [
      ["kata", "\u{1B}[31mevil"], ["kata", long], ["\u{1B}[2Jnope"], ["check", "--\u{1B}]0;x"],
      ["learn", long], ["run", "demo-kata", long], ["restore", "demo-kata", "\u{1B}[2J" + long],
      ["compare", "demo-kata", "\u{1B}[2J" + long, "--peek"],
    ] {
      let run = try kit.run(arguments)
      #expect(run.status == 2, "\(run.errors)")
      #expect(!run.errors.contains("\u{1B}"), "raw escape echoed for \(arguments.count) words")
      #expect(run.errors.count < 1_000, "a long name echoed whole: \(run.errors.count) characters")
      #expect(!run.errors.contains(String(repeating: "x", count: 60)), "cut at ~40 characters")
    }
    let escaped = try kit.run(["kata", "\u{1B}[31mevil"])
    #expect(escaped.errors.contains("\\u{1B}[31mevil"), "\(escaped.errors)")
    let cut = try kit.run(["kata", long])
    #expect(cut.errors.contains("xxx…"), "\(cut.errors)")
  }

  @Test("restore lists workbench file names with escapes and newlines escaped")
  func restoreListing() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let folder = kit.workbenchFile.deletingLastPathComponent()
    try write("let a = 1\n", to: folder.appendingPathComponent("Evil\u{1B}[2J.swift"))
    try write("let b = 2\n", to: folder.appendingPathComponent("Two\nLines.swift"))
    #expect(try kit.run(["reset", "demo-kata"]).status == 0)

    let run = try kit.run(["restore", "demo-kata"])

    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.contains("\u{1B}"), "an escape sequence reached the terminal")
    #expect(run.output.contains("Evil\\u{1B}[2J.swift"), "\(run.output)")
    #expect(run.output.contains("Two\\nLines.swift"), "\(run.output)")
  }

  @Test("An option given twice is said to be given twice")
  func optionTwice() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let run = try kit.run(["hint", "--step", "1", "--step", "2"])
    #expect(run.status == 2)
    #expect(run.errors.contains("--step") && run.errors.contains("twice"), "\(run.errors)")
    #expect(!run.errors.contains("Did you mean `--step`"), "\(run.errors)")
    let room = try kit.run(["room", "--stuck", "5", "--stuck", "9", "codes"])
    #expect(room.errors.contains("twice"), "\(room.errors)")
  }

  @Test("A reset that fails names the learner's file, never a temporary one, and the backup")
  func failedReset() throws {
    var failure: String?
    // Steps are counted, not timed: let one more run each time, until the
    // step that fails is one that writes the workbench.
    for allowed in 0..<40 where failure == nil {
      let kit = try SandboxKit()
      defer { kit.remove() }
      try write(EnvironmentMatrixTests.myCode, to: kit.workbenchFile)
      let run = try kit.run(
        ["reset", "demo-kata"],
        environment: [
          "PATTERNS_TOUR_TEST_FAULT_AFTER": "\(allowed)", "PATTERNS_TOUR_TEST_FAULT": "io",
        ])
      if run.errors.contains("could not finish the reset") { failure = run.errors }
    }
    let said = try #require(failure, "no step of the reset's workbench write failed")
    let oneLine = said.replacingOccurrences(of: "\n", with: " ")
    #expect(!said.contains(FileSteps.partialMark), "a temporary file is named: \(said)")
    #expect(oneLine.contains("Sources/Katas/DemoKata/Demo.swift"), "\(said)")
    #expect(oneLine.contains("safe in .tour/backups/demo-kata/"), "\(said)")
  }

  @Test("A build folder deleted during the check is said to have gone, not a compile error")
  func buildFolderGone() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let build = kit.root.appendingPathComponent(".tour/build")
    let swift = try kit.script(
      "vanishing-swift",
      "if [ \"$1\" = build ]; then rm -rf '\(build.path)'; fi\n"
        + "echo 'error: could not find Package.swift' >&2\nexit 1\n")

    let run = try kit.run(["check", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": swift])

    let said = (run.output + run.errors).replacingOccurrences(of: "\n", with: " ")
    #expect(run.status == 1)
    #expect(!said.contains("does not compile"), "\(said)")
    #expect(said.contains("went away during the check"), "\(said)")
    #expect(said.contains("check demo-kata"), "\(said)")
  }
}
