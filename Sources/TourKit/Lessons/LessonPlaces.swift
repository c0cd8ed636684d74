import Foundation

extension Lesson {
  /// A place a learner will meet the pattern: a framework and an example
  /// from it, a row of "Where you will meet it".
  typealias Place = (framework: String, example: String)

  /// A line of a places table with no gap of two spaces in it, so no
  /// framework and example to tell apart.
  struct PlacesTableError: Error, CustomStringConvertible {
    /// Counted from 1.
    let lineNumber: Int
    let line: String

    var description: String {
      "line \(lineNumber) of a places table has no gap of two spaces between the "
        + "framework and the example: \(line)"
    }
  }

  /// The places written in `table`, one a line: the framework, two spaces
  /// or more, then the example. A lesson writes them so, as it draws its
  /// diagram, in the columns `learn` prints them in:
  ///
  ///     UIKit    UITableViewDataSource, UICollectionViewDataSource
  ///     SwiftUI  List(items) { item in ... }: the data and a row builder
  ///
  /// A lesson is code, read when the tour starts: a line that is not a
  /// place stops the tour there, naming the line. The lesson tests read
  /// every lesson, so no learner meets it.
  static func places(_ table: String) -> [Place] {
    do {
      return try readPlaces(table)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// The places in `table` (see `places(_:)`); throws for the first line
  /// that is not one. Blank lines are passed over.
  static func readPlaces(_ table: String) throws(PlacesTableError) -> [Place] {
    var places: [Place] = []
    for (index, line) in table.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let text = line.trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty else { continue }
      guard let gap = text.range(of: "  ") else {
        throw PlacesTableError(lineNumber: index + 1, line: String(line))
      }
      let example = text[gap.upperBound...].trimmingCharacters(in: .whitespaces)
      places.append((String(text[..<gap.lowerBound]), example))
    }
    return places
  }
}
