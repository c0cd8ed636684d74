import Foundation
import Testing

@testable import TourKit

/// Commands that change the learner's record (`hint`, `check`, `share`) run
/// side by side in separate terminals, and none may lose another's change.
@Suite("Commands run at once lose no progress", .enabled(if: TourBinary.testsRun), .serialized)
struct ConcurrentCommandsTests {
  static let count = 20

  @Test("20 hints, 20 checks and 20 shares at once: every one is in the record")
  func noUpdateLost() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let ids = (1...Self.count).map { String(format: "kata-%02d", $0) }
    for id in ids {
      let module = "Kata" + id.dropFirst(5)
      try kit.addKata(id, title: "Kata \(id)", module: module, file: "Demo.swift")
    }
    // A real check builds Swift, which 20 at once cannot do on a small
    // machine. A stand-in swift that fails at once takes the check down
    // the same path as code that does not compile: the check takes the
    // build lock, builds, and records the check in the learner's file.
    let environment = ["PATTERNS_TOUR_SWIFT": try kit.failingSwift()]
    var processes: [Process] = []
    // What each command said, kept so that a lost update can be traced to
    // the command that lost it.
    let said = kit.root.appendingPathComponent("said")
    try FileManager.default.createDirectory(at: said, withIntermediateDirectories: true)
    var saidBy: [String: URL] = [:]
    for (index, id) in ids.enumerated() {
      for arguments in [["hint", id], ["check", id], ["share", "Learner \(index + 1)"]] {
        let process = kit.process(arguments, environment: environment)
        let file = said.appendingPathComponent("\(arguments[0])-\(index + 1).txt")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        process.standardOutput = handle
        process.standardError = handle
        saidBy[arguments[0] + " " + (arguments[0] == "share" ? "\(index + 1)" : id)] = file
        processes.append(process)
      }
    }
    for process in processes { try process.run() }
    for process in processes { process.waitUntilExit() }

    let (progress, warning) = ProgressStore(
      file: kit.root.appendingPathComponent(".tour/progress.json")
    ).load()
    #expect(warning == nil, "\(warning ?? "")")
    let hinted = ids.filter { progress.katas[$0]?.hintTiers["1"] == 1 }
    let checked = ids.filter { progress.katas[$0]?.lastChecked != nil }
    func output(of command: String) -> String {
      saidBy[command].flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "(nothing)"
    }
    let hintsLost = Set(ids).subtracting(hinted).sorted()
    let checksLost = Set(ids).subtracting(checked).sorted()
    #expect(
      hintsLost.isEmpty,
      "hints lost for \(hintsLost): \(hintsLost.map { output(of: "hint " + $0) })")
    #expect(
      checksLost.isEmpty,
      "checks lost for \(checksLost): \(checksLost.map { output(of: "check " + $0) })")
    let names = (1...Self.count).map { "Learner \($0)" }
    #expect(names.contains(progress.learnerName ?? "none"), "\(progress.learnerName ?? "no name")")
    let code = try String(
      contentsOf: kit.root.appendingPathComponent(".tour/progress-code.txt"), encoding: .utf8)
    #expect(code.hasPrefix("pk2;Learner "), "\(code)")
    let statuses = processes.map(\.terminationStatus)
    // A check of code that does not compile exits with 1; the rest with 0.
    #expect(statuses.allSatisfy { $0 == 0 || $0 == 1 }, "\(statuses)")
  }

  @Test("resets and restores of one kata at once take turns, and the learner's code is kept")
  func resetsAndRestoresTakeTurns() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let mine = FaultInjectionTests.mine
    try kit.setWorkbench(mine)
    var processes: [Process] = []
    for _ in 1...5 {
      for arguments in [["reset", "demo-kata"], ["restore", "demo-kata", "latest"]] {
        let process = kit.process(arguments)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        processes.append(process)
      }
    }
    for process in processes { try process.run() }
    for process in processes { process.waitUntilExit() }

    #expect(processes.allSatisfy { $0.terminationStatus == 0 }, "one refused or failed")
    #expect(kit.isKept(mine), "the learner's version is in no backup nor the workbench")
    #expect(kit.backupVersions().allSatisfy { $0.allSatisfy(FaultInjectionTests.isWhole) })
  }
}
