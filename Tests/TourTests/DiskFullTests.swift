import Foundation
import Testing

/// A disk that fills up while the tour writes. The tour's test hook makes
/// the write it names fail as a full disk does (the system's "No space left
/// on device"); a stand-in swift says the same as a build on a full disk.
@Suite("A full disk: said plainly, nothing lost", .enabled(if: TourBinary.testsRun), .serialized)
struct DiskFullTests {
  static let mine = FaultInjectionTests.mine

  @Test("reset on a disk that fills at each step: no partial backup is ever shown as a backup")
  func resetOnAFullDisk() throws {
    var failedAt: [Int] = []
    for step in 0..<60 {
      let kit = try SandboxKit()
      defer { kit.remove() }
      try kit.setWorkbench(Self.mine)
      let hidden = kit.hiddenItems()
      let run = try kit.run(
        ["reset", "demo-kata"],
        environment: [
          "PATTERNS_TOUR_TEST_FAULT_AFTER": "\(step)", "PATTERNS_TOUR_TEST_FAULT": "full",
        ])
      if run.status == 0 { break }
      failedAt.append(step)
      let message = run.errors.replacingOccurrences(of: "\n", with: " ")
      #expect(run.status == 1, "step \(step): exited with \(run.status): \(run.errors)")
      #expect(message.contains("disk is full"), "step \(step): \(run.errors)")
      #expect(!run.errors.contains("Error Domain"), "step \(step): \(run.errors)")
      #expect(kit.isKept(Self.mine), "step \(step): the learner's version is lost")
      let versions = kit.backupVersions()
      #expect(
        versions.allSatisfy { $0 == Self.mine }, "step \(step): a partial backup: \(versions)")
      #expect(kit.hiddenItems().subtracting(hidden).subtracting([".tour/progress.lock"]).isEmpty)
      // Restoring the newest backup, once there is room again, brings the
      // learner's version back whole.
      if !versions.isEmpty {
        let restore = try kit.run(["restore", "demo-kata", "latest"])
        #expect(restore.status == 0, "step \(step): \(restore.errors)")
        #expect(kit.workbenchVersion() == Self.mine, "step \(step): restore lost files")
      }
    }
    #expect(failedAt.count >= 3, "only \(failedAt.count) steps failed: is the hook honoured?")
  }

  @Test("check on a full disk says the disk is full, not that the code does not compile")
  func checkOnAFullDisk() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let swift = try kit.script(
      "full-swift",
      "echo 'error: emit-module command failed with exit code 1' >&2\n"
        + "echo '<unknown>:0: error: error writing module file: No space left on device' >&2\n"
        + "exit 1\n")
    let run = try kit.run(["check", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": swift])
    let said = (run.output + run.errors).replacingOccurrences(of: "\n", with: " ")
    #expect(run.status == 1, "\(said)")
    #expect(said.contains("disk is full"), "\(said)")
    #expect(!said.contains("does not compile"), "\(said)")
  }
}
