import Foundation
import Testing

@testable import TourKit

/// The copies of a damaged progress `file` set aside beside it, each under
/// a dated name of its own (`progress.json.unreadable-<when>`).
func setAsideCopies(of file: URL) -> [URL] {
  let folder = file.deletingLastPathComponent()
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { $0.hasPrefix(file.lastPathComponent + ".unreadable") }.sorted()
    .map { folder.appendingPathComponent($0) }
}

/// A learner's record damaged the ways files are damaged: cut short by a
/// full disk or a kill, damaged twice, or holding a byte no text holds.
/// Every field that still reads is kept, and every damaged original too.
@Suite("A damaged progress file: every field that reads is kept, and every original")
struct ProgressRescueTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("progress-rescue-\(UUID().uuidString)")
  var file: URL { folder.appendingPathComponent("progress.json") }

  /// A learner's record, as the tour writes it.
  static var record: TourKit.Progress {
    var progress = TourKit.Progress()
    progress.welcomed = true
    progress.learnerName = "Ana"
    progress.learned = ["delegation", "target-action"]
    progress.currentKata = "slim-timeline"
    progress.katas["slim-timeline"] = .init(
      passedSteps: [1, 2], totalSteps: 5, firstFailingStep: 3, hintTiers: ["1": 2])
    return progress
  }

  func setAside() -> [String] { setAsideCopies(of: file).map(\.lastPathComponent) }

  @Test("A file cut by three bytes keeps every field that still reads, and is kept as it was")
  func cutShort() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try ProgressStore(file: file).save(Self.record)
    let cut = try Data(contentsOf: file).dropLast(3)
    try cut.write(to: file)

    let (progress, warning) = ProgressStore(file: file).load()

    #expect(progress.learnerName == "Ana", "\(progress)")
    #expect(progress.learned == ["delegation", "target-action"], "\(progress)")
    #expect(progress.currentKata == "slim-timeline", "\(progress)")
    #expect(progress.kata("slim-timeline").passedSteps == [1, 2], "\(progress)")
    #expect(progress.kata("slim-timeline").hintTiers == ["1": 2], "\(progress)")
    // Only the last field, `"welcomed" : tru`, was cut: it alone is lost.
    #expect(warning?.contains("ends early") == true, "\(warning ?? "no warning")")
    let aside = try #require(setAside().first, "the damaged original was not kept")
    #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == cut)
  }

  @Test("A second damaged file is kept beside the first, never over it")
  func damagedTwice() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileSteps.makeFolder(folder)
    let first = Data("{ \"learnerName\": \"Ana\", \"learned\": [1".utf8)
    let second = Data("{ \"learnerName\": \"Ana\", \"welcomed\": tru".utf8)
    let store = ProgressStore(file: file)
    try first.write(to: file)
    _ = store.load()
    try second.write(to: file)
    _ = store.load()

    let kept = setAside().map { try? Data(contentsOf: folder.appendingPathComponent($0)) }
    #expect(kept.count == 2, "set aside: \(setAside())")
    #expect(kept.contains(first), "the first damaged original was overwritten")
    #expect(kept.contains(second), "the second damaged original was not kept")
  }

  @Test("A name holding a NUL is kept without it, and the warning says what was wrong")
  func nameWithNUL() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileSteps.makeFolder(folder)
    let damaged =
      Data("{\"version\": 1, \"learnerName\": \"An".utf8) + Data([0]) + Data("a\"}".utf8)
    try damaged.write(to: file)

    let (progress, warning) = ProgressStore(file: file).load()

    #expect(progress.learnerName == "Ana", "\(String(describing: progress.learnerName))")
    let said = warning ?? ""
    #expect(!said.contains("number too big"), "a name called a number: \(said)")
    #expect(said.contains("learnerName"), "\(said)")
    #expect(said.contains("control character"), "\(said)")
  }
}
