import Foundation

/// A pattern's reading path: the files to read, in order, each with its
/// length and what to look for, as `Sources/Patterns/<Pattern>/README.md`
/// lists them in a table. The README is the one source: GitHub shows it,
/// `learn` prints it, and a test holds it to the code.
///
/// The table looks like this (paths relative to `Sources/Patterns/`):
///
///     | # | File | Lines | What to look for |
///     |---|------|------:|------------------|
///     | 1 | `HeadlessKit/Controls/Control.swift` | 120 | The list of targets. |
struct ReadingPath: Equatable {
  /// One row of the table.
  struct Step: Equatable {
    /// Relative to `Sources/Patterns/`, e.g. `HeadlessKit/Controls/Control.swift`.
    let path: String
    /// The file's line count, as the README states it.
    let lines: Int
    /// One short sentence.
    let lookFor: String
  }

  let steps: [Step]

  /// Why a README could not be read as a reading path.
  struct Problem: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  /// Reads the first table whose header starts `| # | File | Lines |`. Every
  /// row after the header's separator, up to the first line that is not a
  /// table row, is a step; a row that does not have a number, a path in
  /// backticks, a line count and some words is a problem, named by its line.
  init(markdown: String) throws {
    let lines = markdown.components(separatedBy: "\n")
    guard let header = lines.firstIndex(where: Self.isHeader) else {
      throw Problem(description: "no table with the header | # | File | Lines | What to look for |")
    }
    var steps: [Step] = []
    for (index, line) in lines.enumerated().dropFirst(header + 2) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("|") else { break }
      guard let step = Self.step(from: trimmed), step.number == steps.count + 1 else {
        throw Problem(
          description: "line \(index + 1) is not a row `| \(steps.count + 1) | `path` | lines | "
            + "what to look for |`: \(trimmed)")
      }
      steps.append(step.step)
    }
    guard !steps.isEmpty else { throw Problem(description: "the table has no rows") }
    self.steps = steps
  }

  private static func isHeader(_ line: String) -> Bool {
    cells(of: line).prefix(3) == ["#", "File", "Lines"]
  }

  private static func step(from line: String) -> (number: Int, step: Step)? {
    let cells = cells(of: line)
    guard cells.count == 4, let number = Int(cells[0]), let lines = Int(cells[2]),
      cells[1].count > 2, cells[1].hasPrefix("`"), cells[1].hasSuffix("`"), !cells[3].isEmpty
    else { return nil }
    let path = String(cells[1].dropFirst().dropLast())
    return (number, Step(path: path, lines: lines, lookFor: cells[3]))
  }

  /// The cells of a table row, trimmed, without the outer pipes.
  private static func cells(of line: String) -> [String] {
    var parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "|")
    guard parts.count >= 3, parts.first == "", parts.last == "" else { return [] }
    parts.removeFirst()
    parts.removeLast()
    return parts.map { $0.trimmingCharacters(in: .whitespaces) }
  }
}
