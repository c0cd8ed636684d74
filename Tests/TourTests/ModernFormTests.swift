import Foundation
import Testing

@testable import TourKit

/// Every pattern meets its modern Swift form: `learn` shows it, `demo
/// --modern` runs it, and `recap` tables it. (Its demo's trace is checked,
/// with the classic ones, in `DemoTraceTests`.)
@Suite("Modern forms")
@MainActor
struct ModernFormTests {
  @Test("Every pattern has a modern form", arguments: Lessons.all.map(\.id))
  func everyLessonHasOne(id: String) throws {
    let lesson = try #require(Lessons.named(id))
    #expect(lesson.modern != nil, "\(id) has no modern form: add one in Lessons/Modern/")
  }

  @Test("Its code is where the lesson says", arguments: Lessons.all.map(\.id))
  func sourceFolderExists(id: String) throws {
    let modern = try #require(Lessons.named(id)?.modern)
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let folder = kit.root.appendingPathComponent(modern.sourceFolder).path
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue,
      "\(id): \(modern.sourceFolder) is not a folder")
  }

  @Test("recap's table fits in 80 columns, one row per pattern")
  func recapTableFits() {
    let lines = RecapTable.lines(for: Lessons.all, width: 80)
    #expect(lines.count == Lessons.all.count + 1, "recap fell back to one pattern at a time")
    for line in lines {
      #expect(line.count <= 80, "recap line too wide (\(line.count)): \(line)")
    }
  }
}
