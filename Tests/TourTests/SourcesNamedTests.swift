import Foundation
import Testing

@testable import TourKit

/// The kit is built on five sources; every lesson and every brief names its
/// own, with what it takes and what it changes.
@Suite("Where each pattern comes from")
struct SourcesNamedTests {
  @Test("Each lesson names its sources, what it takes and what it changes")
  func lessonsNameTheirSources() {
    for lesson in Lessons.all {
      guard let origin = lesson.origin else {
        Issue.record("\(lesson.id) names no source")
        continue
      }
      #expect(!origin.sources.isEmpty, "\(lesson.id) has no source")
      #expect(origin.takes.count > 20 && origin.changes.count > 20, "\(lesson.id)")
    }
    let used = Set(Lessons.all.compactMap(\.origin).flatMap(\.sources))
    #expect(used == Set(PatternSource.allCases), "a source no lesson names: \(used)")
  }

  @Test("Each kata's brief has a section naming one of the five sources")
  func briefsNameTheirSources() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let names = [
      "WWDC 2014 session 224", "iPhreaks episode 40", "Separating user interface from work",
      "Command Dispatch Pattern Example", "iPhreaks episode 124",
    ]
    for kata in Catalogue.load(from: kit).katas {
      let brief = try String(contentsOf: kata.paths(in: kit).brief, encoding: .utf8)
      let section = brief.components(separatedBy: "## Where this comes from").dropFirst().first
      let text = try #require(section, "\(kata.id)'s brief has no 'Where this comes from'")
      let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(names.contains { flat.contains($0) }, "\(kata.id)'s brief names no source")
      #expect(!flat.contains("the talk's"), "\(kata.id) says 'the talk' without naming it")
    }
  }
}
