import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built tour where the surroundings get in the way: no progress yet, a
/// folder it cannot write, no kit around it, a real terminal with NO_COLOR,
/// Ctrl-C in the middle of a build. Each case: a clear message, the right
/// exit code, and the learner's code exactly as it was.
@Suite(
  "The tour when its surroundings get in the way: clear words, no lost work",
  .enabled(if: TourBinary.testsRun), .serialized)
struct EnvironmentMatrixTests {
  static let myCode = "let demo = 42 // my work\n"

  @Test("With no progress file yet, the tour starts fresh and warns about nothing")
  func missingProgress() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    for arguments in [[], ["list"], ["progress"]] {
      let run = try kit.run(arguments)
      #expect(run.status == 0, "`\(arguments)` exited with \(run.status): \(run.errors)")
      #expect(run.errors.isEmpty, "`\(arguments)` warned: \(run.errors)")
    }
  }

  @Test("A file where .tour/ should be: reset keeps the learner's code and says why plainly")
  func unwritableTourFolder() throws {
    // Tests may run as root, which may write anywhere; a file standing where
    // the folder should be is a failure no permission can get around.
    let kit = try SandboxKit()
    defer { kit.remove() }
    try write(Self.myCode, to: kit.workbenchFile)
    try write("not a folder\n", to: kit.root.appendingPathComponent(".tour"))

    let reset = try kit.run(["reset", "demo-kata"])
    let message = reset.errors.replacingOccurrences(of: "\n", with: " ")  // Wrapped at 80.
    #expect(reset.status == 1)
    #expect(message.contains("Not a directory: .tour/backups"), "\(reset.errors)")
    #expect(message.contains("nothing was reset"), "\(reset.errors)")
    #expect(!reset.errors.contains("Error Domain"), "a raw Foundation error: \(reset.errors)")
    #expect(try String(contentsOf: kit.workbenchFile, encoding: .utf8) == Self.myCode)

    let doctor = try kit.run(["doctor"], environment: ["PATTERNS_TOUR_SWIFT": kit.failingSwift()])
    #expect(doctor.status == 1)
    #expect(doctor.output.contains(".tour is a file, but the tour needs a folder there"))
    #expect(doctor.output.contains("mv .tour .tour.old"), "\(doctor.output)")
  }

  @Test("From outside any kit, the tour finds the kit it was built from")
  func outsideTheKit() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let elsewhere = FileManager.default.temporaryDirectory
    let run = try kit.run(["help"], in: elsewhere)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("Patterns Kit tour: commands"), "\(run.output)")
  }

  @Test("On a terminal the tour uses colour; NO_COLOR turns it off")
  func noColorOnATerminal() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let colour = try kit.runOnTerminal(["kata", "demo-kata"])
    let plain = try kit.runOnTerminal(["kata", "demo-kata"], environment: ["NO_COLOR": "1"])
    #expect(colour.contains("\u{1B}["), "no colour on a terminal: \(colour)")
    #expect(plain.contains("DEMO KATA") || plain.contains("Demo kata"), "\(plain)")
    #expect(!plain.contains("\u{1B}["), "colour despite NO_COLOR: \(plain)")
  }

  @Test("Ctrl-C during check stops the build it started, says so, and exits with 130")
  func interruptedCheck() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try write(Self.myCode, to: kit.workbenchFile)
    // A stand-in for `swift` that never finishes on its own, so the
    // interrupt always lands mid-build. It notes its process id first.
    let pidFile = kit.root.appendingPathComponent("swift.pid")
    let swift = try kit.script("endless-swift", "echo $$ > '\(pidFile.path)'\nexec sleep 600\n")

    let process = kit.process(
      ["check", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": swift])
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    // Read until the build has begun (each read blocks until the tour
    // writes: no clock involved), then interrupt as Ctrl-C would.
    var text = ""
    while !text.contains("Building and testing your code") {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    process.interrupt()
    text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 130, "check exited with \(process.terminationStatus)")
    #expect(text.contains("stopped (Ctrl-C)"), "\(text)")
    #expect(!text.contains("crashed"), "an interrupt reported as a crash: \(text)")
    #expect(try String(contentsOf: kit.workbenchFile, encoding: .utf8) == Self.myCode)
    // The tour waits for what it started: nothing it ran is still running.
    if let pid = try? String(contentsOf: pidFile, encoding: .utf8) {
      let id = try #require(pid_t(pid.trimmingCharacters(in: .whitespacesAndNewlines)))
      #expect(kill(id, 0) != 0, "the stand-in swift (pid \(id)) outlived the check")
    }
  }

  @Test("verify never touches the learner's files, even when nothing builds")
  func verifyLeavesTheWorkbench() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try write(Self.myCode, to: kit.workbenchFile)
    let run = try kit.run(["verify"], environment: ["PATTERNS_TOUR_SWIFT": kit.failingSwift()])
    #expect(run.status == 1, "verify passed with no toolchain: \(run.output)")
    #expect(try String(contentsOf: kit.workbenchFile, encoding: .utf8) == Self.myCode)
  }
}

extension SandboxKit {
  var workbenchFile: URL { root.appendingPathComponent("Sources/Katas/DemoKata/Demo.swift") }

  /// A stand-in for `swift` that fails at once, as a broken toolchain would.
  func failingSwift() throws -> String {
    try script("failing-swift", "echo 'error: no toolchain here' >&2\nexit 1\n")
  }

  /// Writes an executable shell script into the sandbox and returns its path.
  func script(_ name: String, _ body: String) throws -> String {
    let file = root.appendingPathComponent(name)
    try write("#!/bin/sh\n" + body, to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    return file.path
  }

  /// The tour, ready to start in the sandbox with `arguments`. (The suite
  /// runs only when the tour was built, so its binary is there.)
  func process(_ arguments: [String], environment: [String: String] = [:]) -> Process {
    let process = Process()
    process.executableURL = TourBinary.url
    process.arguments = arguments
    process.currentDirectoryURL = root
    process.environment = Self.environment.merging(environment) { $1 }
    process.standardInput = FileHandle.nullDevice
    return process
  }

  /// Runs the tour on a pseudo-terminal, as in a terminal window, and
  /// returns what it printed.
  func runOnTerminal(
    _ arguments: [String], environment: [String: String] = [:], interactive: Bool = false
  ) throws -> String {
    let terminal = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
    let process = process(arguments, environment: terminal.merging(environment) { $1 })
    // A NO_COLOR in the test runner's own environment must not leak in.
    if environment["NO_COLOR"] == nil { process.environment?.removeValue(forKey: "NO_COLOR") }
    return try PseudoTerminal.run(process, input: interactive)
  }
}
