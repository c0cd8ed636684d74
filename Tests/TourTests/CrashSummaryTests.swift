import Foundation
import Testing

@testable import TourKit

/// What a crash report keeps of what the test process printed: the
/// runtime's own error line, never the backtrace, the register dump or the
/// list of loaded images that Swift's backtracer prints after it.
@Suite("A crash summary keeps the runtime's words and no runtime noise")
struct CrashSummaryTests {
  /// A crash as Swift 6.3's backtracer prints it, shortened; the register
  /// rsi points at the message, so its bytes, shown as text, spell part of
  /// it out.
  static let backtrace = """
    ◇ Test tapCallsTheAction() started.
    ComposeMessage/ActionTable.swift:31: Fatal error: Unexpectedly found nil while unwrapping an Optional value

    *** Signal 4: Backtracing from 0x7f607ad6df7f... done ***

    *** Program crashed: Illegal instruction at 0x00007f607ad6df7f ***

    Thread 4 "oot.default-qos" crashed:

      0                  0x00007f607ad6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
      1 [ra]             0x00007f607aef961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so

    Registers:

    rax 0x0000000000000000  0
    rsi 0x00007f65b49fd4f0  46 61 74 61 6c 20 65 72 72 6f 72 3a 20 55 6e 65  Fatal error: Une
    rip 0x00007f65b936df7f  0f 0b 48 83 ec 08 48 8d 05 64 50 49 00 48 8d 3d  ··H·ì·H··dPI·H·=

    Images (19 omitted):

    0x00007f65b9200000–0x00007f65b97d2d40 b521f25f libswiftCore.so /opt/swift/usr/lib/swift/linux/libswiftCore.so
    """

  @Test("A fatal error is kept; registers, frames and images are not")
  func registersDropped() {
    let summary = CrashSummary.lines(output: Self.backtrace, signal: SIGILL, running: ["tap"])
    #expect(
      summary == [
        "ComposeMessage/ActionTable.swift:31: Fatal error: Unexpectedly found nil while "
          + "unwrapping an Optional value",
        "While running the test \"tap\"",
      ], "\(summary)")
  }

  @Test(
    "Only the runtime's own report shapes count",
    arguments: [
      ("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range", true),
      ("Fatal error: Division by zero", true),
      ("K/A.swift:3: Precondition failed: count must be positive", true),
      ("K/A.swift:9: Assertion failed", true),
      ("rdi 0x00007f6500000000  46 61 74 61 6c 20 65 72 72 6f 72 00  Fatal error", false),
      ("  2 [ra] 0x00005562fd2b0982 Fatal error + 145 in CrashPackageTests.xctest", false),
      ("The test printed: Fatal error: not really", false),
    ])
  func shapes(line: String, kept: Bool) {
    #expect((CrashSummary.runtimeError(in: line) != nil) == kept, "\(line)")
  }

  @Test("A stack overflow the backtracer names is said without its address")
  func stackOverflow() {
    let output = "*** Program crashed: Stack overflow at 0x00007ffd1c3a2ff8 ***\n"
    let summary = CrashSummary.lines(output: output, signal: SIGSEGV)
    #expect(summary == ["Stack overflow: the stack ran out."], "\(summary)")
    #expect(CrashReport.crashAdvice(for: summary).contains("calls itself without end"))
  }
}

@Suite("A crash's place is said as the learner's file")
struct CrashPlaceTests {
  @Test("The runtime's Module/File.swift becomes the file's place in the workbench")
  func workbenchPlace() throws {
    let manifest = """
      {"id": "compose-message", "title": "Compose", "pattern": "target-action",
       "module": "ComposeMessage", "files": ["ComposeControls/ActionTable.swift"],
       "steps": [{"suite": "Step1", "title": "First", "failsOnStarter": true}],
       "modules": [{"name": "ComposeControls", "dependencies": ["HeadlessKit"]},
                   {"name": "ComposeApp", "dependencies": ["ComposeControls"]}]}
      """
    let kata = try JSONDecoder().decode(Kata.self, from: Data(manifest.utf8))
    #expect(
      CrashReport.workbenchPlace(of: "ComposeControls/ActionTable.swift:31", kata: kata)
        == "Sources/Katas/ComposeMessage/ComposeControls/ActionTable.swift:31")
    #expect(
      CrashReport.workbenchPlace(of: "Swift/Array.swift:9: Fatal error", kata: kata)
        == "Swift/Array.swift:9: Fatal error")
  }
}
