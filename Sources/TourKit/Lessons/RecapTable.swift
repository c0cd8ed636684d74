/// `recap`'s table of each pattern in its three settings: UIKit/AppKit,
/// SwiftUI and Swift Concurrency. A table when the terminal is wide enough,
/// otherwise the same cells one pattern at a time.
enum RecapTable {
  static let headings = ["Pattern", "UIKit/AppKit", "SwiftUI", "Concurrency"]
  static let columnWidths = [22, 20, 20, 18]

  static func lines(for lessons: [Lesson], width: Int) -> [String] {
    let rows: [[String]] = lessons.compactMap { lesson in
      guard let recap = lesson.modern?.recap else { return nil }
      return [lesson.title, recap.uikit, recap.swiftUI, recap.concurrency]
    }
    guard !rows.isEmpty else { return [] }
    let fits = rows.allSatisfy { row in
      zip(row, columnWidths).allSatisfy { $0.count < $1 }
    }
    if fits && width >= columnWidths.reduce(0, +) {
      return ([headings] + rows).map { row in
        zip(row, columnWidths).map { cell, width in
          cell.padding(toLength: width, withPad: " ", startingAt: 0)
        }.joined().trimmingTrailingSpaces()
      }
    }
    return rows.flatMap { row in
      [row[0]] + zip(headings.dropFirst(), row.dropFirst()).map { "  \($0): \($1)" }
    }
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
