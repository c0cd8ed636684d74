import Testing

@testable import TourKit

@Suite("Reading path: the README table and how learn prints it")
struct ReadingPathParsingTests {
  static let readme = """
    # Reading path: Delegation

    Start in the toolkit, then the app, then the demo.

    | # | File | Lines | What to look for |
    |---|------|------:|------------------|
    | 1 | `HeadlessKit/Networking/DownloadSession.swift` | 110 | The delegate is strong. |
    | 2 | `Delegation/DownloadService.swift` | 90 | The service's own delegate is weak. |

    Then, if you want more: nothing.
    """

  @Test("The table's rows become steps, in order, and the text after it is ignored")
  func parsesRows() throws {
    let path = try ReadingPath(markdown: Self.readme)
    #expect(
      path.steps == [
        .init(
          path: "HeadlessKit/Networking/DownloadSession.swift", lines: 110,
          lookFor: "The delegate is strong."),
        .init(
          path: "Delegation/DownloadService.swift", lines: 90,
          lookFor: "The service's own delegate is weak."),
      ])
  }

  @Test("A README without the table is refused")
  func noTable() {
    #expect(throws: ReadingPath.Problem.self) {
      try ReadingPath(markdown: "# Reading path\n\nRead Sources/Patterns/Delegation/.\n")
    }
  }

  @Test(
    "A row without a number in order, a path in backticks, a count or words is refused",
    arguments: [
      "| 2 | `A.swift` | 10 | Out of order. |",
      "| 1 | A.swift | 10 | No backticks. |",
      "| 1 | `A.swift` | ten | Not a number. |",
      "| 1 | `A.swift` | 10 | |",
      "| 1 | `A.swift` | 10 |",
    ])
  func badRow(row: String) {
    let markdown = "| # | File | Lines | What to look for |\n|---|---|---:|---|\n\(row)\n"
    #expect(throws: ReadingPath.Problem.self) { try ReadingPath(markdown: markdown) }
  }

  @Test("learn numbers the files, gives paths from Sources/Patterns and wraps the rest")
  func printsList() throws {
    var markdown = "| # | File | Lines | What to look for |\n|---|---|---:|---|\n"
    for number in 1...10 {
      markdown +=
        "| \(number) | `M/F\(number).swift` | \(number) | "
        + String(repeating: "word ", count: 20) + "|\n"
    }
    let lines = ReadingPathList.lines(of: try ReadingPath(markdown: markdown), width: 120)

    #expect(lines.first == "Read the code in Sources/Patterns/, in this order:")
    #expect(lines[1] == "  1. M/F1.swift")
    #expect(lines[2].hasPrefix("     1 line. word word"))
    #expect(lines.contains(" 10. M/F10.swift"))
    #expect(lines.allSatisfy { $0.count <= 80 }, "wider than 80 columns")
  }
}
