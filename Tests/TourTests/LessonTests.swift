import Testing

@testable import TourKit

/// Every lesson must read well in an 80-column terminal. (Its demos' traces
/// are checked in `DemoTraceTests`.)
@Suite("Lessons")
@MainActor
struct LessonTests {
  @Test("Lesson ids are unique", arguments: [Lessons.all.map(\.id)])
  func uniqueIDs(ids: [String]) {
    #expect(Set(ids).count == ids.count, "Two lessons share an id: \(ids)")
  }

  @Test("Each diagram fits in 76 columns", arguments: Lessons.all.map(\.id))
  func diagramFits(id: String) throws {
    let lesson = try #require(Lessons.named(id))
    for line in lesson.diagram.split(separator: "\n") {
      #expect(line.count <= 76, "\(id): diagram line too wide (\(line.count)): \(line)")
    }
  }

  @Test("'Where you will meet it' lines fit in 80 columns", arguments: Lessons.all.map(\.id))
  func placesFit(id: String) throws {
    let lesson = try #require(Lessons.named(id))
    for place in lesson.whereItLives {
      // Printed as two spaces, the framework padded to 11, then the example.
      #expect(2 + max(11, place.framework.count) + place.example.count <= 80, "\(id): \(place)")
    }
  }
}
