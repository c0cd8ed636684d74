import Foundation
import Testing

@testable import TourKit

/// Every lesson's reading path (its README) against the code on disk: the
/// files it names exist with the lengths it states, and it names every file
/// of the pattern's mechanism, so `learn` never sends a learner to a file
/// that moved and never leaves part of the mechanism out. (A file's length
/// is checked too, so a README that names a file is updated when it grows.)
@Suite("Reading paths")
@MainActor
struct ReadingPathTests {
  @Test("Every lesson declares where its mechanism lives")
  func everyLessonHasAMechanism() {
    for lesson in Lessons.all {
      #expect(
        !ReadingPaths.mechanism(of: lesson.id).isEmpty,
        "\(lesson.id): no mechanism paths in Sources/TourKit/Lessons/ReadingPaths.swift")
    }
    let unknown = Set(ReadingPaths.mechanism.keys).subtracting(Lessons.all.map(\.id))
    #expect(unknown.isEmpty, "ReadingPaths.swift names lessons that do not exist: \(unknown)")
  }

  @Test(
    "Each toolkit pattern's README matches the code",
    arguments: Lessons.all.map(\.id).filter {
      !["command-bus", "resource-observation"].contains($0)
    })
  func toolkitReadingPath(id: String) throws {
    try Self.check(id)
  }

  @Test(
    "Each library module's README matches the code",
    arguments: ["command-bus", "resource-observation"])
  func libraryReadingPath(id: String) throws {
    try Self.check(id)
  }

  /// Checks the lesson `id`'s README against the kit on disk, with messages
  /// that say what to fix.
  static func check(_ id: String) throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let lesson = try #require(Lessons.named(id))
    let readme = ReadingPaths.readme(of: lesson)
    let manager = FileManager.default
    // The mechanism first: a missing Core/ is reported even without a README.
    let mechanism = ReadingPaths.mechanism(of: id)
    var mechanismFiles: [String] = []
    for entry in mechanism {
      let files = swiftFiles(under: entry, in: kit)
      #expect(
        !files.isEmpty,
        """
        \(id)'s mechanism path Sources/Patterns/\(entry) does not exist or holds no Swift \
        file (see Sources/TourKit/Lessons/ReadingPaths.swift)
        """)
      mechanismFiles += files
    }
    try #require(
      manager.fileExists(atPath: kit.root.appendingPathComponent(readme).path),
      "\(readme) is missing: every pattern needs a reading path (the files to read, in order)")
    let path: ReadingPath
    do {
      path = try ReadingPaths.load(for: lesson, in: kit)
    } catch {
      Issue.record("\(readme) is not a reading path: \(error)")
      return
    }
    for line in ReadingPathList.lines(of: path, width: 80) where line.count > 80 {
      Issue.record("\(readme): too wide for learn at 80 columns (\(line.count)): \(line)")
    }
    #expect(
      (8...20).contains(path.steps.count),
      "\(readme): \(path.steps.count) rows; a reading path names 8 to 20 files")

    for step in path.steps {
      let url = kit.patterns.appendingPathComponent(step.path)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("\(readme) names Sources/Patterns/\(step.path), which does not exist")
        continue
      }
      let lines = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      #expect(
        lines == step.lines,
        "\(readme): Sources/Patterns/\(step.path) has \(lines) lines, the README says \(step.lines)"
      )
    }

    let named = Set(path.steps.map(\.path))
    for file in mechanismFiles where !named.contains(file) {
      Issue.record("\(readme) leaves out Sources/Patterns/\(file), part of the mechanism")
    }
    if let first = path.steps.first {
      #expect(
        mechanismFiles.contains(first.path),
        "\(readme) starts at \(first.path); start where the mechanism lives")
    }
  }

  /// The Swift files at `entry` (a file, or every file under a folder),
  /// relative to `Sources/Patterns/`, sorted.
  static func swiftFiles(under entry: String, in kit: Kit) -> [String] {
    let url = kit.patterns.appendingPathComponent(entry)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return []
    }
    guard isFolder.boolValue else { return entry.hasSuffix(".swift") ? [entry] : [] }
    let found = FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []
    return found.filter { $0.hasSuffix(".swift") }.map { entry + "/" + $0 }.sorted()
  }
}
