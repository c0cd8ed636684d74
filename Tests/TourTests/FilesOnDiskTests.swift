import Foundation
import Testing

@testable import TourKit

/// A fresh folder under the temporary directory, removed when done.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("tour-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}

func write(_ text: String, to url: URL) throws {
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
}

@Suite("Progress file")
struct ProgressStoreTests {
  @Test("A missing file is a fresh start with no warning")
  func missing() throws {
    try withTemporaryFolder { folder in
      let (progress, warning) = ProgressStore(file: folder.appendingPathComponent("p.json")).load()
      #expect(progress == Progress())
      #expect(warning == nil)
    }
  }

  @Test("What is saved is loaded back")
  func roundTrip() throws {
    try withTemporaryFolder { folder in
      let store = ProgressStore(file: folder.appendingPathComponent(".tour/p.json"))
      var progress = Progress()
      progress.learned = ["delegation"]
      progress.katas["k"] = .init(passedSteps: [1, 2], totalSteps: 5, firstFailingStep: 3)
      try store.save(progress)
      #expect(store.load().progress == progress)
    }
  }

  @Test("A corrupt file is set aside with a warning, never a crash")
  func corrupt() throws {
    try withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("p.json")
      try write("{ not json", to: file)
      let (progress, warning) = ProgressStore(file: file).load()
      #expect(progress == Progress())
      #expect(warning != nil)
      #expect(setAsideCopies(of: file).count == 1, "the damaged file was not kept")
    }
  }
}

@Suite("Copying kata files")
struct FolderSyncTests {
  @Test("Mirroring copies new files, rewrites changed ones and removes stale ones")
  func mirrors() throws {
    try withTemporaryFolder { folder in
      let source = folder.appendingPathComponent("source")
      let destination = folder.appendingPathComponent("destination")
      try write("a", to: source.appendingPathComponent("A.swift"))
      try write("b", to: source.appendingPathComponent("Sub/B.swift"))
      try write("old", to: destination.appendingPathComponent("Stale.swift"))
      #expect(try FolderSync.mirror(source, to: destination) == 3)
      #expect(FolderSync.swiftFiles(in: destination) == ["A.swift", "Sub/B.swift"])
      #expect(FolderSync.sameSwiftFiles(source, destination))
    }
  }

  @Test("Mirroring again without changes writes nothing, so builds stay incremental")
  func leavesUnchangedFilesAlone() throws {
    try withTemporaryFolder { folder in
      let source = folder.appendingPathComponent("source")
      let destination = folder.appendingPathComponent("destination")
      try write("a", to: source.appendingPathComponent("A.swift"))
      try FolderSync.mirror(source, to: destination)
      #expect(try FolderSync.mirror(source, to: destination) == 0)
    }
  }

  @Test("A later folder's files replace an earlier folder's (a solution over its starter)")
  func overlays() throws {
    try withTemporaryFolder { folder in
      let starter = folder.appendingPathComponent("starter")
      let solution = folder.appendingPathComponent("solution")
      let destination = folder.appendingPathComponent("destination")
      try write("provided", to: starter.appendingPathComponent("Fake.swift"))
      try write("todo", to: starter.appendingPathComponent("Screen.swift"))
      try write("done", to: solution.appendingPathComponent("Screen.swift"))
      try FolderSync.mirror([starter, solution], to: destination)
      let screen = try String(
        contentsOf: destination.appendingPathComponent("Screen.swift"), encoding: .utf8)
      #expect(screen == "done")
      #expect(FolderSync.swiftFiles(in: destination) == ["Fake.swift", "Screen.swift"])
    }
  }

  @Test("Folders with different contents are not the same")
  func detectsDifference() throws {
    try withTemporaryFolder { folder in
      let a = folder.appendingPathComponent("a")
      let b = folder.appendingPathComponent("b")
      try write("one", to: a.appendingPathComponent("A.swift"))
      try write("two", to: b.appendingPathComponent("A.swift"))
      #expect(!FolderSync.sameSwiftFiles(a, b))
    }
  }
}

@Suite("Finding the kit")
struct KitTests {
  @Test("The kit is found from a subfolder")
  func findsFromSubfolder() throws {
    try withTemporaryFolder { folder in
      try write("// manifest", to: folder.appendingPathComponent("Package.swift"))
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Exercises/k"), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Sources/TourKit"), withIntermediateDirectories: true)
      let kit = Kit.locate(
        from: folder.appendingPathComponent("Exercises/k"), compiledAt: "/nowhere/a/b/c/d.swift")
      #expect(kit?.root.standardizedFileURL.path == folder.standardizedFileURL.path)
    }
  }

  @Test("Outside any kit, and with no kit where the tour was compiled, nothing is found")
  func notFound() throws {
    try withTemporaryFolder { folder in
      #expect(Kit.locate(from: folder, compiledAt: "/nowhere/a/b/c/d.swift") == nil)
    }
  }
}

@Suite("Backups")
struct BackupTests {
  @Test("A backup copies the workbench into a new timestamped folder every time")
  func backsUp() throws {
    try withTemporaryFolder { folder in
      let kit = Kit(root: folder)
      let kata = try JSONDecoder().decode(Kata.self, from: Data(KataFilesTests.manifest.utf8))
      try write("mine", to: kit.workbench.appendingPathComponent("DemoKata/A.swift"))
      let date = Date(timeIntervalSince1970: 1_800_000_000)
      let first = try Backups(kit: kit).save(kata, now: date)
      let second = try Backups(kit: kit).save(kata, now: date)
      #expect(first != second)
      #expect(Backups(kit: kit).list(kata).count == 2)
      let saved = try String(contentsOf: first.appendingPathComponent("A.swift"), encoding: .utf8)
      #expect(saved == "mine")
    }
  }
}

@Suite("File errors in plain words")
struct PlainErrorsTests {
  @Test("A real Foundation file error reads as the system's reason and a kit-relative path")
  func realFileError() throws {
    try withTemporaryFolder { folder in
      let kit = Kit(root: folder)
      try write("a file, not a folder", to: kit.tourFolder)
      let error = try #require(
        throws: (any Error).self,
        performing: {
          try FileManager.default.createDirectory(
            at: kit.backups, withIntermediateDirectories: true)
        })
      let words = PlainErrors.describe(error, in: kit)
      #expect(words.hasSuffix(": .tour/backups") || words.hasSuffix(": .tour"), "\(words)")
      #expect(!words.contains("Error Domain"), "\(words)")
      #expect(!words.contains("Foundation error"), "no reason found in: \(error)")
    }
  }

  @Test("An error that is not about files keeps its own description")
  func otherErrors() {
    #expect(PlainErrors.describe(TourError.failure("custom")).contains("custom"))
  }
}
