import Foundation
import Testing

@testable import TourKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `reset`, `restore` and `open` killed at each step that writes a file (the
/// tour's test hook kills itself just before the step, as a power cut or
/// `kill -9` would), then run again. At every point, each version of the
/// learner's code is in the workbench or in a complete backup; once the
/// command has run again, no temporary file is left.
@Suite("Killed at every file step: nothing lost", .enabled(if: TourBinary.testsRun), .serialized)
struct FaultInjectionTests {
  static let mine: [String: String] = [
    "Demo.swift": "let demo = 42 // mine\n", "More/Extra.swift": "struct Extra {}\n",
  ]
  static let older: [String: String] = ["Demo.swift": "let demo = 7 // older\n"]

  /// Whether a file holds one whole version: the starter's, the older or
  /// the learner's, never part of one.
  static func isWhole(_ file: (key: String, value: String)) -> Bool {
    file.value == "let demo = 1\n" || mine[file.key] == file.value || older[file.key] == file.value
  }

  @Test("reset, killed at each step, then run again")
  func reset() throws {
    try killAtEachStep(["reset", "demo-kata"]) { kit in
      try kit.setWorkbench(Self.mine)
    } check: { kit, finished in
      #expect(kit.isKept(Self.mine), "the learner's version is in no backup nor the workbench")
      // Before the run ends, the only version to back up is the learner's;
      // a second run may back up a half-reset workbench, file by file whole.
      let versions = kit.backupVersions()
      if !finished { #expect(versions.allSatisfy { $0 == Self.mine }, "partial: \(versions)") }
      #expect(versions.allSatisfy { $0.allSatisfy(Self.isWhole) }, "\(versions)")
      if finished { #expect(kit.workbenchVersion() == ["Demo.swift": "let demo = 1\n"]) }
    }
  }

  @Test("restore, killed at each step, then run again")
  func restore() throws {
    var older = ""
    try killAtEachStep(["restore", "demo-kata", "OLDER"]) { kit in
      try kit.setWorkbench(Self.older)
      #expect(try kit.run(["reset", "demo-kata"]).status == 0)
      older = try #require(kit.backupFolders().last).lastPathComponent
      try kit.setWorkbench(Self.mine)
    } arguments: { arguments in
      arguments.map { $0 == "OLDER" ? older : $0 }
    } check: { kit, finished in
      #expect(kit.isKept(Self.mine), "the learner's version is in no backup nor the workbench")
      #expect(kit.isKept(Self.older), "the backup being restored was lost")
      let versions = kit.backupVersions()
      if !finished {
        #expect(versions.allSatisfy { $0 == Self.mine || $0 == Self.older }, "\(versions)")
      }
      #expect(versions.allSatisfy { $0.allSatisfy(Self.isWhole) }, "\(versions)")
      if finished { #expect(kit.workbenchVersion() == Self.older) }
    }
  }

  @Test("open, killed at each step, then run again")
  func open() throws {
    try killAtEachStep(["open", "demo-kata", "--no-xcode"]) { kit in
      try kit.setWorkbench(Self.mine)
      // What open links besides the workbench: a toolkit folder, the tests.
      try write(
        "public final class View {}\n",
        to: kit.root.appendingPathComponent("Sources/Patterns/HeadlessKit/View.swift"))
      try write(
        "public final class DownloadSession {}\n",
        to: kit.root.appendingPathComponent(
          "Sources/Patterns/HeadlessNetworking/DownloadSession.swift"))
      try write(
        "import Testing\n",
        to: kit.root.appendingPathComponent("Tests/KataTests/DemoKataTests/Step1.swift"))
    } check: { kit, finished in
      #expect(kit.workbenchVersion() == Self.mine, "open changed the learner's files")
      guard finished else { return }
      let linked = kit.root.appendingPathComponent(".tour/ide/demo-kata/Sources/DemoKata")
      #expect(FolderSync.sameSwiftFiles(linked, kit.workbench), "the package is not complete")
    }
  }

  /// Runs `command` in a fresh sandbox made by `setUp`, killed before its
  /// first file step, then its second, and so on until a run finishes. After
  /// each kill, `check` sees the sandbox (not finished); then the command
  /// runs again without the hook, and `check` sees it finished.
  private func killAtEachStep(
    _ command: [String], setUp: (SandboxKit) throws -> Void,
    arguments: ([String]) -> [String] = { $0 },
    check: (SandboxKit, _ finished: Bool) throws -> Void
  ) throws {
    var killedAt: [Int] = []
    for step in 0..<60 {
      let kit = try SandboxKit()
      defer { kit.remove() }
      try setUp(kit)
      let line = arguments(command)
      let hidden = kit.hiddenItems()
      let run = try kit.runKilled(line, after: step)
      if !run.killed {
        #expect(run.status == 0, "\(line) at step \(step) exited with \(run.status)")
        #expect(killedAt.count >= 3, "only \(killedAt.count) file steps: is the hook honoured?")
        return
      }
      killedAt.append(step)
      try check(kit, false)
      let again = try kit.run(line)
      #expect(again.status == 0, "\(line) after a kill at step \(step): \(again.errors)")
      try check(kit, true)
      let left = kit.hiddenItems().subtracting(hidden).subtracting([".tour/progress.lock"])
      #expect(left.isEmpty, "left behind after a kill at step \(step): \(left.sorted())")
    }
    Issue.record("\(command) was still killed after 60 steps")
  }
}

extension SandboxKit {
  var workbench: URL { root.appendingPathComponent("Sources/Katas/DemoKata") }

  /// Makes the workbench hold exactly `files`.
  func setWorkbench(_ files: [String: String]) throws {
    try? FileManager.default.removeItem(at: workbench)
    for (path, text) in files { try write(text, to: workbench.appendingPathComponent(path)) }
  }

  /// The Swift files of `folder` and their contents.
  func version(of folder: URL) -> [String: String] {
    let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
    var files: [String: String] = [:]
    for path in paths where path.hasSuffix(".swift") {
      files[path] = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }
    return files
  }

  func workbenchVersion() -> [String: String] { version(of: workbench) }

  /// The backups `restore` would list, oldest first.
  func backupFolders() -> [URL] {
    let folder = root.appendingPathComponent(".tour/backups/demo-kata")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
  }

  func backupVersions() -> [[String: String]] { backupFolders().map { version(of: $0) } }

  /// Whether `files` are the workbench's, or a visible backup's.
  func isKept(_ files: [String: String]) -> Bool {
    workbenchVersion() == files || backupVersions().contains(files)
  }

  /// Every file or folder in the sandbox whose name starts with a dot, but
  /// `.tour` itself and the check package: where temporary files hide.
  func hiddenItems() -> Set<String> {
    let paths = FileManager.default.subpaths(atPath: root.path) ?? []
    return Set(
      paths.filter { path in
        !path.hasPrefix(".tour/build")
          && path.split(separator: "/").contains { $0.hasPrefix(".") && $0 != ".tour" }
      })
  }

  /// Runs the tour with the test hook that kills it before file step
  /// `step` (0 is the first); says whether it was killed.
  func runKilled(_ arguments: [String], after step: Int) throws -> (killed: Bool, status: Int32) {
    let process = process(
      arguments, environment: ["PATTERNS_TOUR_TEST_FAULT_AFTER": String(step)])
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let killed =
      process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    return (killed, process.terminationStatus)
  }
}
