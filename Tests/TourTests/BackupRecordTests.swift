import Foundation
import Testing

@testable import TourKit

/// Backups are taken only when there is something new to keep, and each
/// one records what it holds.
@Suite("Backups keep only what is new, and say what they hold")
struct BackupRecordTests {
  static let manifest = """
    {"id": "demo-kata", "title": "Demo", "pattern": "delegation", "module": "DemoKata",
     "files": ["A.swift", "B.swift"],
     "steps": [{"suite": "Step1", "title": "First", "failsOnStarter": true},
               {"suite": "Step2", "title": "Second", "failsOnStarter": true},
               {"suite": "Step3", "title": "Modern", "failsOnStarter": true, "optional": true}]}
    """

  let kata: Kata
  let checkedAt = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    kata = try JSONDecoder().decode(Kata.self, from: Data(Self.manifest.utf8))
  }

  /// A kit whose starter holds A.swift and B.swift, with the workbench a
  /// copy of it.
  func withKit(_ body: (Kit, Kata.Paths) throws -> Void) throws {
    try withTemporaryFolder { folder in
      let kit = Kit(root: folder)
      let paths = kata.paths(in: kit)
      for file in ["A.swift", "B.swift"] {
        try write("// \(file) as given\n", to: paths.starter.appendingPathComponent(file))
      }
      try FolderSync.mirror(paths.starter, to: paths.workbench)
      try body(kit, paths)
    }
  }

  func check(passing: [Int], ran: Bool = true) -> BackupRecord.Check {
    BackupRecord.Check(at: checkedAt, ran: ran, passedSteps: passing)
  }

  /// Dates every Swift file of the workbench, so "edited after the check"
  /// never depends on the clock.
  func date(_ paths: Kata.Paths, _ date: Date) throws {
    for file in FolderSync.swiftFiles(in: paths.workbench) {
      try FileManager.default.setAttributes(
        [.modificationDate: date], ofItemAtPath: paths.workbench.appendingPathComponent(file).path)
    }
  }

  /// The folder of the new backup, if `backUp` made one.
  static func newBackup(_ outcome: Backups.Outcome) -> URL? {
    guard case .saved(let folder) = outcome else { return nil }
    return folder
  }

  /// The name of the earlier backup that already holds the files, if that
  /// is what `backUp` found.
  static func kept(_ outcome: Backups.Outcome) -> String? {
    guard case .alreadySaved(let folder) = outcome else { return nil }
    return folder.lastPathComponent
  }

  @Test("The starter's own files are not backed up: reset can always bring them back")
  func starterIsNotCopied() throws {
    try withKit { kit, _ in
      let outcome = try Backups(kit: kit).backUp(kata, lastCheck: nil)
      #expect(outcome == .sameAsStarter)
      #expect(Backups(kit: kit).list(kata).isEmpty)
    }
  }

  @Test("New work is copied, with a record of its last check and its files")
  func newWorkIsCopiedWithItsRecord() throws {
    try withKit { kit, paths in
      try write("// mine\n", to: paths.workbench.appendingPathComponent("A.swift"))
      try write("// new\n", to: paths.workbench.appendingPathComponent("C.swift"))
      try FileManager.default.removeItem(at: paths.workbench.appendingPathComponent("B.swift"))
      try date(paths, checkedAt - 60)
      let outcome = try Backups(kit: kit).backUp(kata, lastCheck: check(passing: [1]))
      let folder = try #require(Self.newBackup(outcome), "expected a new backup, got \(outcome)")
      #expect(FolderSync.sameSwiftFiles(folder, paths.workbench))
      let record = try #require(BackupRecord.load(from: folder))
      #expect(record.lastCheck == check(passing: [1]))
      #expect(!record.editedAfterCheck, "every file was saved before the check")
      #expect(record.changes.changed == ["A.swift", "C.swift"])
      #expect(record.changes.removed == ["B.swift"])
    }
  }

  @Test("A file saved after the last check is noted: the steps may be out of date")
  func editedAfterTheCheck() throws {
    try withKit { kit, paths in
      try write("// mine\n", to: paths.workbench.appendingPathComponent("A.swift"))
      try date(paths, checkedAt + 60)
      let outcome = try Backups(kit: kit).backUp(kata, lastCheck: check(passing: [1]))
      let folder = try #require(Self.newBackup(outcome), "expected a new backup, got \(outcome)")
      #expect(BackupRecord.load(from: folder)?.editedAfterCheck == true)
    }
  }

  @Test(
    "Files already in a backup, the newest or an older one, are not copied again; a changed byte is"
  )
  func noIdenticalPile() throws {
    try withKit { kit, paths in
      let backups = Backups(kit: kit)
      let file = paths.workbench.appendingPathComponent("A.swift")
      try write("// first try\n", to: file)
      let first = try backups.backUp(kata, lastCheck: nil, now: checkedAt)
      let firstFolder = try #require(Self.newBackup(first), "expected a new backup, got \(first)")
      let again = try backups.backUp(kata, lastCheck: nil, now: checkedAt + 2)
      #expect(
        Self.kept(again) == firstFolder.lastPathComponent,
        "the same files a second time are already saved: \(again)")

      // One byte more is new work.
      try write("// first try \n", to: file)
      let second = try backups.backUp(kata, lastCheck: nil, now: checkedAt + 3)
      #expect(Self.newBackup(second) != nil, "a changed file must be copied, got \(second)")
      // Back to the first try, as `restore` would: that backup already has it.
      try FolderSync.mirror(firstFolder, to: paths.workbench)
      let back = try backups.backUp(kata, lastCheck: nil)
      #expect(Self.kept(back) == firstFolder.lastPathComponent, "\(back)")
      #expect(backups.list(kata).count == 2)
    }
  }

  @Test("A stray file beside the backups is not listed as one")
  func strayFilesAreNotBackups() throws {
    try withKit { kit, paths in
      try write("// mine\n", to: paths.workbench.appendingPathComponent("A.swift"))
      _ = try Backups(kit: kit).backUp(kata, lastCheck: nil)
      try write("", to: kit.backups.appendingPathComponent("demo-kata/.DS_Store"))
      #expect(Backups(kit: kit).list(kata).count == 1)
    }
  }

  @Test("What a backup holds, in words: steps as its last check saw them")
  func stepsInWords() {
    func words(_ check: BackupRecord.Check?, edited: Bool = false) -> String {
      let record = BackupRecord(
        lastCheck: check, editedAfterCheck: edited,
        changes: StarterChanges(changed: ["A.swift"], removed: []))
      return BackupSummary.steps(record, of: kata)
    }
    #expect(words(check(passing: [1])).hasPrefix("1 of 2 steps passed at the last check"))
    #expect(words(check(passing: [1, 2])).hasPrefix("All 2 steps passed at"))
    #expect(words(check(passing: [1, 2, 3])).hasPrefix("All 2 steps passed, and the extra step"))
    #expect(words(check(passing: [3])).hasPrefix("0 of 2 steps passed, and the extra step"))
    #expect(words(check(passing: [1]), edited: true).hasSuffix("; edited after that check."))
    #expect(words(check(passing: [1, 2], ran: false)).contains("the tests did not run"))
    #expect(words(nil) == "Not checked before it was saved.")
    #expect(BackupSummary.steps(nil, of: kata).contains("not known"))
  }

  @Test("What a backup holds, in words: the files that differ from the starter")
  func filesInWords() {
    #expect(BackupSummary.files(StarterChanges(changed: [], removed: [])) == "Same as the starter.")
    #expect(
      BackupSummary.files(StarterChanges(changed: ["A.swift", "C.swift"], removed: ["B.swift"]))
        == "Changed A.swift, C.swift; removed B.swift.")
    #expect(
      BackupSummary.files(StarterChanges(changed: [], removed: ["B.swift"])) == "Removed B.swift.")
  }
}
