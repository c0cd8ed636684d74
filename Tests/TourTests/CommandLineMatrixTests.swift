import Foundation
import Testing

/// The built `patterns-tour`, next to this test bundle (SwiftPM builds every
/// executable before it runs the tests).
enum TourBinary {
  static let url: URL? = {
    var folders: [URL] = []
    if let argument = CommandLine.arguments.first {
      folders.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
    }
    folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    return folders.map { $0.appendingPathComponent("patterns-tour") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Whether the tests that run the built tour run at all. Without a built
  /// tour they are skipped on a maintainer's machine (an editor may run the
  /// tests without building executables), but never under CI: there a
  /// missing tour must fail, not pass by skipping.
  static var testsRun: Bool {
    let ci = ProcessInfo.processInfo.environment["CI"] ?? ""
    return url != nil || (!ci.isEmpty && ci != "false")
  }
}

/// A small, throwaway kit with one kata, so bad-input runs never touch the
/// real kit's progress or files.
struct SandboxKit {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-sandbox-\(UUID().uuidString)")
    try write("// swift-tools-version:6.0\n", to: root.appendingPathComponent("Package.swift"))
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/TourKit"), withIntermediateDirectories: true)
    try addKata("demo-kata", title: "Demo kata", module: "DemoKata", file: "Demo.swift")
  }

  /// Writes a one-step kata: its manifest, brief, hints, starter and
  /// workbench (a file holding `let demo = 1`).
  func addKata(_ id: String, title: String, module: String, file: String) throws {
    let kata = root.appendingPathComponent("Exercises/\(id)")
    try write(
      """
      {"id": "\(id)", "title": "\(title)", "pattern": "delegation", "module": "\(module)",
       "files": ["\(file)"],
       "steps": [{"suite": "Step1", "title": "The first step", "failsOnStarter": true}]}
      """, to: kata.appendingPathComponent("kata.json"))
    try write("# \(title)\n\nA story.\n", to: kata.appendingPathComponent("README.md"))
    try write(
      "## Step 1\n### Nudge\nLook around.\n### Direction\nGo left.\n### Nearly there\nThere.\n",
      to: kata.appendingPathComponent("hints.md"))
    try write("let demo = 1\n", to: kata.appendingPathComponent("starter/\(file)"))
    try write(
      "let demo = 1\n", to: root.appendingPathComponent("Sources/Katas/\(module)/\(file)"))
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  /// The environment the tour runs in: the test runner's, with no
  /// background build, which `kata` would otherwise leave running behind
  /// the test. Tests of the background build turn it back on.
  static var environment: [String: String] {
    ProcessInfo.processInfo.environment.merging(["PATTERNS_TOUR_BACKGROUND_BUILD": "0"]) { $1 }
  }

  struct Run {
    let status: Int32
    let output: String
    let errors: String
  }

  /// Runs the tour with `arguments` in `folder` (the sandbox root by default),
  /// with no terminal attached.
  func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:])
    throws -> Run
  {
    let binary = try #require(TourBinary.url, "patterns-tour was not built next to the tests")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = folder ?? root
    process.environment = Self.environment.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self))
  }
}

@Suite(
  "The tour with bad input: a clear message and a non-zero exit, never a crash",
  .enabled(if: TourBinary.testsRun), .serialized)
struct CommandLineMatrixTests {
  @Test(
    "Bad command lines say what is wrong and exit with 2",
    arguments: [
      (["chek"], "Did you mean `check`?"),
      (["learn", "delegatoin"], "Did you mean `delegation`?"),
      (["learn"], "say which pattern"),
      (["kata", "demo-kat"], "Did you mean `demo-kata`?"),
      (["check", "demo-kat"], "./tour check demo-kata"),
      (["lern", "delegation"], "./tour learn delegation"),
      (["kata", "nothing-like-it"], "there is no kata called"),
      (["reset"], "say which kata to reset"),
      (["hint", "--step"], "--step needs N after it"),
      (["hint", "--step", "9"], "has steps 1 to 1"),
      (["check", "--wat"], "has no option `--wat`; it takes --verbose"),
      (["hint", "2"], "./tour hint --step 2"),
      (["hint", "demo-kata", "step", "1"], "./tour hint demo-kata --step 1"),
      (["hint", "--step=x"], "--step needs N from 1 to 99"),
      (["compare", "--peak"], "./tour compare --peek"),
      (["compare", "--unified", "--side-by-side"], "choose one layout"),
      (["help", "chek"], "./tour help check"),
      (["room", "--stuk", "20", "codes"], "./tour room --stuck 20 codes"),
      (["help", "nope"], "there is no command `nope`"),
      (["room"], "say where the progress codes are"),
      (["restore"], "say which kata's backups"),
      (["list", "extra"], "takes"),
      (["verify", "demo-kat"], "Did you mean `demo-kata`?"),
      (["open", "demo-kat"], "./tour open demo-kata"),
      (["run", "demo-kat"], "./tour run demo-kata"),
      (["run", "demo-kata", "other"], "takes [kata], but got: demo-kata other"),
      (["run", "--fast"], "`run` has no option `--fast`"),
      (["open", "--xcode"], "has no option `--xcode`"),
      (["open", "demo-kata", "other"], "takes [kata] [--no-xcode]"),
      (["dev"], "needs a subcommand"),
      (["dev", "old"], "has no subcommand `old`"),
      (["dev", "new", "Demo_Kata", "delegation"], "is not a kata id"),
      (["dev", "new", "other-kata", "delegatoin"], "Did you mean `delegation`?"),
      (["dev", "new", "other-kata", "delegation", "12"], "from 1 to 9"),
      (["dev", "new", "other-kata"], "takes a kata id, a pattern"),
      (["dev", "wrong", "demo-kata"], "takes a kata, a name for the wrong solution"),
      (["dev", "wrong", "demo-kata", "Bad_Name", "--edit"], "is not a name for a wrong"),
      (["dev", "wrong", "demo-kata", "late"], "dev wrong demo-kata late --edit"),
      (["dev", "convert-wrong", "demo-kata", "other"], "takes at most one kata"),
      (["dev", "rebase-wrong", "demo-kata", "--map", "Demo.swift"], "--map takes old=new"),
    ])
  func badInput(arguments: [String], expected: String) throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let run = try kit.run(arguments)
    #expect(run.status == 2, "`\(arguments.joined(separator: " "))` exited with \(run.status)")
    #expect(run.errors.contains(expected), "stderr was: \(run.errors)")
    #expect(!run.errors.contains("Fatal error"), "the tour crashed: \(run.errors)")
  }

  @Test(
    "Every did-you-mean ends with a command to run, and that command is understood",
    arguments: [
      ["chek", "demo-kata"], ["learn", "delegatoin"], ["kata", "demo-kat"], ["hint", "1"],
      ["hint", "--stpe", "1"], ["compare", "demo-kata", "--peak"],
      ["check", "demo-kata", "--verbos"], ["check", "demo-kat", "--verbose"], ["help", "chek"],
      ["list", "--tood"],
      ["demo", "compsite"], ["hint", "step", "1"], ["run", "demo-kat"],
    ])
  func didYouMeanEndsWithCommand(arguments: [String]) throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    // Nothing here may really build: a stand-in swift fails at once.
    let environment = ["PATTERNS_TOUR_SWIFT": try kit.failingSwift()]
    let run = try kit.run(arguments, environment: environment)
    #expect(run.status == 2, "\(run.errors)")
    #expect(run.errors.contains("Did you mean"), "no suggestion: \(run.errors)")
    let last = try #require(run.errors.split(separator: "\n").last)
    let prefix = "  ./tour "
    #expect(last.hasPrefix(prefix), "does not end with a command: \(run.errors)")
    let suggested = last.dropFirst(prefix.count).split(separator: " ").map(String.init)
    let again = try kit.run(suggested, environment: environment)
    #expect(again.status != 2, "`\(last)` is not understood either: \(again.errors)")
  }

  @Test(
    "Every command answers --help in lines of 80 columns at most, and exits with 0",
    arguments: [
      "list", "learn", "demo", "kata", "open", "check", "run", "hint", "watch", "compare", "reset",
      "restore", "progress", "recap", "share", "room", "doctor", "verify", "help", "dev", "warm",
    ])
  func help(command: String) throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let run = try kit.run([command, "--help"], environment: ["COLUMNS": "80"])
    #expect(run.status == 0, "\(command) --help exited with \(run.status): \(run.errors)")
    #expect(run.output.hasPrefix("./tour \(command)"), "\(run.output)")
    let wide = run.output.split(separator: "\n").filter { $0.count > 80 }
    #expect(wide.isEmpty, "wider than 80 columns: \(wide)")
  }

  @Test("A new kata never takes an existing kata's place: exit 1, nothing written")
  func scaffoldRefusesExistingKata() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let starter = kit.root.appendingPathComponent("Exercises/demo-kata/starter/Demo.swift")
    let before = try Data(contentsOf: starter)
    let run = try kit.run(["dev", "new", "demo-kata", "delegation"])
    #expect(run.status == 1, "exited with \(run.status): \(run.errors)")
    #expect(run.errors.contains("already a kata `demo-kata`"), "stderr was: \(run.errors)")
    #expect(try Data(contentsOf: starter) == before, "the existing starter was changed")
  }

  @Test("Output without a terminal is plain: no colour codes, no box drawing")
  func plainOutput() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let run = try kit.run([])
    #expect(run.status == 0)
    #expect(!run.output.contains("\u{1B}["), "colour codes in piped output")
    #expect(!run.output.contains("─"), "box drawing in piped output")
  }

  @Test("A corrupt progress file is set aside with a warning, and the tour goes on")
  func corruptProgress() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try write("{ not json", to: kit.root.appendingPathComponent(".tour/progress.json"))
    let run = try kit.run(["list"])
    #expect(run.status == 0, "list failed on a corrupt progress file: \(run.errors)")
    #expect(run.errors.contains("could not be read"), "no warning: \(run.errors)")
    let file = kit.root.appendingPathComponent(".tour/progress.json")
    #expect(setAsideCopies(of: file).count == 1, "the damaged file was not kept")
  }

  @Test("The tour works from a subfolder of the kit")
  func fromSubfolder() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let run = try kit.run(["kata", "demo-kata"], in: kit.root.appendingPathComponent("Exercises"))
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("DEMO KATA"), "\(run.output)")
  }

  @Test("Hints come one tier at a time and are remembered between runs")
  func hintsAreRemembered() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let first = try kit.run(["hint", "demo-kata"])
    let second = try kit.run(["hint", "demo-kata"])
    #expect(first.output.contains("Hint 1 of 3: Nudge") && !first.output.contains("Hint 2"))
    #expect(second.output.contains("Hint 2 of 3: Direction"))
  }

  @Test(
    "reset backs up the learner's file before restoring the starter, and restore brings it back")
  func resetNeverLosesWork() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let file = kit.root.appendingPathComponent("Sources/Katas/DemoKata/Demo.swift")
    try write("let demo = 42 // my work\n", to: file)
    let reset = try kit.run(["reset", "demo-kata"])
    #expect(reset.status == 0, "\(reset.errors)")
    #expect(try String(contentsOf: file, encoding: .utf8) == "let demo = 1\n")
    let backups = kit.root.appendingPathComponent(".tour/backups/demo-kata")
    let saved = try FileManager.default.contentsOfDirectory(atPath: backups.path)
    #expect(saved.count == 1, "reset should leave exactly one backup")
    let restore = try kit.run(["restore", "demo-kata", "latest"])
    #expect(restore.status == 0, "\(restore.errors)")
    #expect(try String(contentsOf: file, encoding: .utf8) == "let demo = 42 // my work\n")
  }

  @Test("After reset a finished kata is no longer shown as done: the learner starts over")
  func resetStartsOver() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try write(
      """
      {"version": 1, "welcomed": true, "learned": [], "currentKata": "demo-kata",
       "katas": {"demo-kata": {"passedSteps": [1], "totalSteps": 1,
         "completed": "2026-01-01T10:00:00Z", "hintTiers": {}}}}
      """, to: kit.root.appendingPathComponent(".tour/progress.json"))
    try write(
      "let demo = 42 // solved\n",
      to: kit.root.appendingPathComponent("Sources/Katas/DemoKata/Demo.swift"))
    #expect(try kit.run(["list"]).output.contains("1/1  done"))

    #expect(try kit.run(["reset", "demo-kata"]).status == 0)

    let list = try kit.run(["list"]).output
    #expect(!list.contains("done"), "still shown as done after reset: \(list)")
    #expect(list.contains("0/1"), "\(list)")
  }

  @Test("A kata under way is the next thing to do, before lessons not yet read")
  func kataUnderWayComesFirst() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try write(
      """
      {"version": 1, "welcomed": true, "learned": [], "currentKata": "demo-kata",
       "katas": {"demo-kata": {"passedSteps": [], "totalSteps": 1, "firstFailingStep": 1,
         "lastChecked": "2026-01-01T10:00:00Z", "hintTiers": {}}}}
      """, to: kit.root.appendingPathComponent(".tour/progress.json"))

    let home = try kit.run([]).output

    #expect(home.contains("./tour check demo-kata"), "\(home)")
    #expect(!home.contains("patterns-tour learn"), "sent to a lesson mid-kata: \(home)")
  }

  @Test("recap shows every pattern's purpose and where it lives, before the end too")
  func recapAnyTime() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let run = try kit.run(["recap"])
    #expect(run.status == 0, "\(run.errors)")
    for title in ["Target-action", "Responder chain", "Resource observation"] {
      #expect(run.output.contains(title), "\(title) missing: \(run.output)")
    }
    #expect(run.output.contains("UIKit") && run.output.contains("SwiftUI"))
  }

  @Test("room reads a folder of three learners' codes and marks who is stuck")
  func roomOfThree() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let folder = kit.root.appendingPathComponent("codes")
    let now = Date()
    func stamp(_ minutesAgo: Double) -> String {
      ISO8601DateFormatter().string(from: now.addingTimeInterval(-minutesAgo * 60))
    }
    // Ana is fresh on the step; Bo shared once, 40 minutes into it, and
    // went quiet; Cy is done. Plus a stray file. (The sandbox's kata has
    // one step: room refuses a code with steps the kata does not have.)
    try write(
      "pk1;name=Ana;kata=demo-kata;step=1;steps=1;since=\(stamp(3));done=0;katas=1;"
        + "at=\(stamp(1))\n", to: folder.appendingPathComponent("ana.txt"))
    try write(
      "pk1;name=Bo;kata=demo-kata;step=1;steps=1;since=\(stamp(40));done=0;katas=1;"
        + "at=\(stamp(30))\n", to: folder.appendingPathComponent("bo.txt"))
    try write(
      "pk1;name=Cy;kata=demo-kata;steps=1;done=1;katas=1;at=\(stamp(5))\n",
      to: folder.appendingPathComponent("cy.txt"))
    try write("not a code\n", to: folder.appendingPathComponent("notes.txt"))

    let run = try kit.run(["room", folder.path])

    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("The room: 3 learners"), "\(run.output)")
    let stuck = run.output.replacingOccurrences(of: "\n", with: " ")
    #expect(stuck.contains("15+ minutes: Bo."), "Bo should be marked: \(run.output)")
    #expect(!stuck.contains("Ana."), "Ana is not stuck: \(run.output)")
    #expect(run.output.contains("Skipped 1 line"), "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    let header = try #require(lines.first { $0.hasPrefix("Name") })
    let bo = try #require(lines.first { $0.hasPrefix("Bo ") })
    for column in ["Step", "On it", "Done"] {
      let at = try #require(header.range(of: column)).lowerBound.utf16Offset(in: header)
      #expect(
        bo.count > at && bo[bo.index(bo.startIndex, offsetBy: at - 1)] == " ",
        "\(column) is not aligned:\n\(header)\n\(bo)")
    }
  }

  @Test("compare before the kata passes refuses without --peek, and changes no file")
  func compareNeedsPeek() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let file = kit.root.appendingPathComponent("Sources/Katas/DemoKata/Demo.swift")
    let run = try kit.run(["compare", "demo-kata"])
    #expect(run.status == 1)
    #expect(run.output.contains("--peek"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "let demo = 1\n")
  }

  @Test("watch without a terminal stops cleanly on Ctrl-C (SIGINT)")
  func watchStopsOnInterrupt() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let binary = try #require(TourBinary.url)
    let process = Process()
    process.executableURL = binary
    process.arguments = ["watch", "demo-kata"]
    process.currentDirectoryURL = kit.root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read until watch says it is watching (no sleeping: each read blocks
    // until the tour writes), then interrupt it as Ctrl-C would.
    var text = ""
    while !text.contains("Watching"), process.isRunning {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    process.interrupt()
    text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(text.contains("Watching"), "watch never started: \(text)")
    #expect(process.terminationStatus == 0, "watch exited with \(process.terminationStatus)")
    #expect(text.contains("Stopped watching."), "\(text)")
    let file = kit.root.appendingPathComponent("Sources/Katas/DemoKata/Demo.swift")
    #expect(
      try String(contentsOf: file, encoding: .utf8) == "let demo = 1\n", "watch changed a file")
  }
}
