import Foundation
import Testing

/// `hint`, `share`, `reset` and `restore` as a learner meets them: hints
/// after a step passed are free, and backups never pile up or lose work.
@Suite(
  "Honest progress and backups, from the command line", .enabled(if: TourBinary.testsRun),
  .serialized)
struct HonestProgressCommandTests {
  /// A record in which step 1 of the sandbox's kata passed once, and a
  /// later check (after an edit broke it) failed.
  static let passedThenBroken = """
    {"version": 1, "welcomed": true, "learned": [], "currentKata": "demo-kata",
     "katas": {"demo-kata": {"passedSteps": [], "totalSteps": 1, "firstFailingStep": 1,
       "lastChecked": "2026-01-01T10:05:00Z", "stepStarted": "2026-01-01T10:05:00Z",
       "everPassed": [1], "lastCheckRan": true, "hintTiers": {}}}}
    """

  func backups(in kit: SandboxKit) -> [String] {
    let folder = kit.root.appendingPathComponent(".tour/backups/demo-kata")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  func expectFits(_ run: SandboxKit.Run, sourceLocation: SourceLocation = #_sourceLocation) {
    let wide = run.output.split(separator: "\n").filter { $0.count > 80 }
    #expect(wide.isEmpty, "lines wider than 80 columns: \(wide)", sourceLocation: sourceLocation)
  }

  @Test("A hint for a step that passed before and broke again says it is not counted")
  func hintAfterPassingIsFree() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try write(Self.passedThenBroken, to: kit.root.appendingPathComponent(".tour/progress.json"))
    let hint = try kit.run(["hint", "demo-kata"])
    #expect(hint.status == 0, "\(hint.errors)")
    #expect(hint.output.contains("Hint 1 of 3"), "\(hint.output)")
    #expect(hint.output.contains("not counted"), "\(hint.output)")
    let share = try kit.run(["share", "Ana"])
    #expect(share.output.contains(";h0;"), "\(share.output)")
    let progress = try kit.run(["progress"])
    #expect(!progress.output.contains("1 hint"), "\(progress.output)")
  }

  @Test("A hint for a step that never passed counts, in progress and in the shared code")
  func hintBeforePassingCounts() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let hint = try kit.run(["hint", "demo-kata"])
    #expect(!hint.output.contains("not counted"), "\(hint.output)")
    let share = try kit.run(["share", "Ana"])
    #expect(share.output.contains(";h1;"), "\(share.output)")
    let progress = try kit.run(["progress"])
    #expect(progress.output.contains("not checked yet (1 hint used)"), "\(progress.output)")
  }

  @Test("reset and restore back and forth keep one backup, and the learner's file survives")
  func noPileOfBackups() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let file = kit.root.appendingPathComponent("Sources/Katas/DemoKata/Demo.swift")
    try write("let demo = 42 // my work\n", to: file)

    let reset = try kit.run(["reset", "demo-kata"])
    #expect(reset.output.contains("Your files are saved in"), "\(reset.output)")
    #expect(backups(in: kit).count == 1)

    let restore = try kit.run(["restore", "demo-kata", "latest"])
    #expect(restore.status == 0, "\(restore.errors)")
    #expect(restore.output.contains("starting code, so there was nothing"), "\(restore.output)")
    #expect(try String(contentsOf: file, encoding: .utf8) == "let demo = 42 // my work\n")

    let again = try kit.run(["reset", "demo-kata"])
    #expect(again.output.contains("already kept"), "\(again.output)")
    #expect(again.output.contains("restore demo-kata latest"), "\(again.output)")
    #expect(backups(in: kit).count == 1, "the same work twice is one backup: \(backups(in: kit))")
    for run in [reset, restore, again] { expectFits(run) }
  }

  @Test("Restoring the files the learner already has changes nothing")
  func restoreWhatIsThere() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let file = kit.root.appendingPathComponent("Sources/Katas/DemoKata/Demo.swift")
    try write("let demo = 42\n", to: file)
    _ = try kit.run(["reset", "demo-kata"])
    _ = try kit.run(["restore", "demo-kata", "latest"])
    let twice = try kit.run(["restore", "demo-kata", "latest"])
    #expect(twice.status == 0, "\(twice.errors)")
    #expect(twice.output.contains("nothing to restore"), "\(twice.output)")
    #expect(backups(in: kit).count == 1)
  }

  @Test("restore <kata> lists each backup with its steps and files, old backups too")
  func listSaysWhatEachHolds() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    // Two backups from an older tour, with no record: one is the starter.
    let old = kit.root.appendingPathComponent(".tour/backups/demo-kata")
    try write("let demo = 1\n", to: old.appendingPathComponent("2026-01-01T100000/Demo.swift"))
    try write("let demo = 7\n", to: old.appendingPathComponent("2026-01-01T110000/Demo.swift"))
    try write(Self.passedThenBroken, to: kit.root.appendingPathComponent(".tour/progress.json"))
    try write(
      "let demo = 42\n", to: kit.root.appendingPathComponent("Sources/Katas/DemoKata/Demo.swift"))
    _ = try kit.run(["reset", "demo-kata"])

    let list = try kit.run(["restore", "demo-kata"])
    #expect(list.status == 0, "\(list.errors)")
    let blocks = list.output.components(separatedBy: "  2026-")
    #expect(blocks.count == 4, "three backups listed: \(list.output)")
    #expect(blocks[1].contains("not known") && blocks[1].contains("Same as the starter."))
    #expect(blocks[2].contains("not known") && blocks[2].contains("Changed Demo.swift."))
    #expect(blocks[3].contains("(latest)"), "\(list.output)")
    #expect(blocks[3].contains("0 of 1 step passed at the last check"), "\(list.output)")
    #expect(blocks[3].contains("Changed Demo.swift."), "\(list.output)")
    #expect(list.output.hasSuffix("./tour restore demo-kata latest\n"))
    expectFits(list)
  }
}
