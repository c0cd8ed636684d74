import Foundation
import Testing

@testable import TourKit

/// Learners keep code in synced folders and link the workbench to them:
/// `Sources/Katas/<Kata>` is then a symbolic link. Every command that reads
/// or writes the workbench goes through the link; one it cannot follow is
/// refused with a clear message, and nothing is overwritten unsaved.
@Suite(
  "A workbench that is a link to another folder", .enabled(if: TourBinary.testsRun), .serialized)
struct LinkedWorkbenchTests {
  static let myCode = "let demo = 42 // my work, in a synced folder\n"

  /// A sandbox whose workbench is a link to a folder outside the kit that
  /// holds the learner's code; returns the kit and that folder.
  private func linkedSandbox() throws -> (SandboxKit, URL) {
    let kit = try SandboxKit()
    let synced = kit.root.appendingPathComponent("synced/DemoKata")
    try write(Self.myCode, to: synced.appendingPathComponent("Demo.swift"))
    try write("struct Mine {}\n", to: synced.appendingPathComponent("Extra/Mine.swift"))
    let workbench = kit.root.appendingPathComponent("Sources/Katas/DemoKata")
    try FileManager.default.removeItem(at: workbench)
    try FileManager.default.createSymbolicLink(at: workbench, withDestinationURL: synced)
    return (kit, synced)
  }

  @Test("The Swift files of a linked folder are found through the link")
  func filesThroughALink() throws {
    let (kit, synced) = try linkedSandbox()
    defer { kit.remove() }
    let workbench = kit.root.appendingPathComponent("Sources/Katas/DemoKata")
    #expect(FolderSync.swiftFiles(in: workbench) == ["Demo.swift", "Extra/Mine.swift"])
    #expect(FolderSync.sameSwiftFiles(workbench, synced))
  }

  @Test("reset through a link backs up the learner's files first, and restore brings them back")
  func resetThroughALink() throws {
    let (kit, synced) = try linkedSandbox()
    defer { kit.remove() }
    let reset = try kit.run(["reset", "demo-kata"])
    #expect(reset.status == 0, "\(reset.errors)")
    let backups = kit.root.appendingPathComponent(".tour/backups/demo-kata")
    let saved = try FileManager.default.contentsOfDirectory(atPath: backups.path)
    #expect(saved.count == 1, "one backup expected, found \(saved)")
    let backup = backups.appendingPathComponent(saved.first ?? "-")
    #expect(FolderSync.swiftFiles(in: backup) == ["Demo.swift", "Extra/Mine.swift"])
    let kept = try String(contentsOf: backup.appendingPathComponent("Demo.swift"), encoding: .utf8)
    #expect(kept == Self.myCode, "the backup does not hold the learner's code")
    // The link is still a link, and the synced folder holds the starter.
    let workbench = kit.root.appendingPathComponent("Sources/Katas/DemoKata")
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: workbench.path)) != nil)
    let now = try String(contentsOf: synced.appendingPathComponent("Demo.swift"), encoding: .utf8)
    #expect(now == "let demo = 1\n")

    let restore = try kit.run(["restore", "demo-kata", "latest"])
    #expect(restore.status == 0, "\(restore.errors)")
    let back = try String(contentsOf: synced.appendingPathComponent("Demo.swift"), encoding: .utf8)
    #expect(back == Self.myCode)
    #expect(FileManager.default.fileExists(atPath: synced.path + "/Extra/Mine.swift"))
  }

  @Test("A link to a folder that is not there is refused, and nothing is written through it")
  func danglingLink() throws {
    let (kit, synced) = try linkedSandbox()
    defer { kit.remove() }
    try FileManager.default.removeItem(at: synced)
    try write(
      "let demo = 7\n",
      to: kit.root.appendingPathComponent(".tour/backups/demo-kata/2026-01-01T100000/Demo.swift"))
    let commands = [
      ["reset", "demo-kata"], ["restore", "demo-kata", "latest"], ["check", "demo-kata"],
      ["compare", "demo-kata", "--peek"], ["watch", "demo-kata"], ["open", "demo-kata"],
    ]
    // Should a check get past the link, it must not really build.
    let environment = ["PATTERNS_TOUR_SWIFT": try kit.failingSwift()]
    for arguments in commands {
      let run = try kit.run(arguments, environment: environment)
      let message = run.errors.replacingOccurrences(of: "\n", with: " ")
      #expect(run.status == 1, "`\(arguments)` exited with \(run.status): \(run.errors)")
      #expect(message.contains("is a link to"), "`\(arguments)`: \(run.errors)")
      #expect(message.contains("synced/DemoKata"), "`\(arguments)`: \(run.errors)")
      #expect(!FileManager.default.fileExists(atPath: synced.path), "written through the link")
    }
  }
}
