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

  @Test(
    "Each lesson's places table reads into three places or more", arguments: Lessons.all.map(\.id))
  func placesRead(id: String) throws {
    let lesson = try #require(Lessons.named(id))
    #expect(lesson.whereItLives.count >= 3, "\(id): \(lesson.whereItLives)")
  }

  @Test("A places table reads into frameworks and examples, split at two spaces or more")
  func placesTable() throws {
    let places = try Lesson.readPlaces(
      """
      UIKit        UIView subviews, convert(_:to:)

      Swift Concurrency  a task group: one task of many children
      """)
    #expect(places.map(\.framework) == ["UIKit", "Swift Concurrency"])
    #expect(
      places.map(\.example) == [
        "UIView subviews, convert(_:to:)", "a task group: one task of many children",
      ])
  }

  @Test("A places line with one space between framework and example is refused, by its number")
  func placesTableNeedsAGap() {
    let error = #expect(throws: Lesson.PlacesTableError.self) {
      try Lesson.readPlaces("UIKit    UIView subviews\nAppKit NSView subviews")
    }
    #expect(error?.lineNumber == 2)
    #expect(error?.line == "AppKit NSView subviews")
    #expect(error?.description.contains("line 2") == true)
  }
}
