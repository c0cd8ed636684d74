import Foundation
import Testing

@testable import TourKit

/// A learner reads the kit a file at a time, so a file holds one idea and
/// stays short: at most 250 lines of Swift, in `Sources` and `Tests` alike.
/// A file that grows past it is split where its ideas part (a suite of its
/// own, an `extension Step1` beside a step's tests).
@Suite("File lengths")
struct FileLengthTests {
  static let limit = 250

  /// The files allowed past the limit, each with why. Keep it short.
  static let exceptions: [String: String] = [
    "Tests/TourTests/CommandLineMatrixTests.swift":
      "every command's bad input in one table; the commands are being reworked in parallel, "
      + "so it is split once that work is merged",
    "Tests/TourTests/VerifyTests.swift":
      "verify and check are being reworked in parallel; split once that work is merged",
  ]

  @Test("No Swift file in Sources or Tests passes 250 lines, but the listed exceptions")
  func filesAreShort() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    var lengths: [String: Int] = [:]
    for folder in ["Sources", "Tests"] {
      let url = kit.root.appendingPathComponent(folder)
      for file in FolderSync.swiftFiles(in: url) {
        let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
        lengths[folder + "/" + file] = text.filter { $0 == "\n" }.count
      }
    }
    try #require(lengths.count > 100, "the scan found the kit's Swift files")
    for (file, lines) in lengths.sorted(by: { $0.key < $1.key })
    where lines > Self.limit && Self.exceptions[file] == nil {
      Issue.record(
        """
        \(file) has \(lines) lines, more than \(Self.limit): split it where its ideas part \
        (a suite of its own, an extension beside it), or list it in \
        FileLengthTests.exceptions with why.
        """)
    }
    for (file, why) in Self.exceptions.sorted(by: { $0.key < $1.key }) {
      let lines = lengths[file]
      #expect(
        lines.map { $0 > Self.limit } == true,
        """
        \(file) is listed as an exception (\(why)), but it \
        \(lines.map { "has \($0) lines" } ?? "is gone"): take it off the list.
        """)
    }
  }
}
