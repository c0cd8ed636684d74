import Foundation
import Testing

@testable import TourKit

/// `compare` with files no solution looks like: bytes that are not UTF-8,
/// a file of many megabytes, names holding escape sequences and newlines.
@Suite("compare against hostile files", .enabled(if: TourBinary.testsRun), .serialized)
struct CompareHostileTests {
  @Test("A file of yours that is not UTF-8 is said to be so, not 'only in the solution'")
  func notUTF8() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(to: kit.workbenchFile)

    let run = try kit.run(["compare", "demo-kata", "--peek"])

    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.contains("only in the solution"), "\(run.output)")
    #expect(run.output.contains("not UTF-8"), "\(run.output)")
  }

  @Test("A file too large to read side by side is said to be so, and compare ends cleanly")
  func tooLarge() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    // Five megabytes of lines, each unlike any line of the solution.
    let lines = (0..<250_000).map { "let value\($0) = \($0) // padding" }
    try write(lines.joined(separator: "\n") + "\n", to: kit.workbenchFile)

    let run = try kit.run(["compare", "demo-kata", "--peek"])

    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("too large to compare"), "\(run.output.prefix(2000))")
    #expect(run.output.count < 10_000, "the whole file was printed")
  }

  @Test("File names are shown with their escape sequences and newlines escaped")
  func hostileNames() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let folder = kit.workbenchFile.deletingLastPathComponent()
    try write("let a = 1\n", to: folder.appendingPathComponent("Evil\u{1B}[2J.swift"))
    try write("let b = 2\n", to: folder.appendingPathComponent("Two\nLines.swift"))

    let run = try kit.run(["compare", "demo-kata", "--peek"])

    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.contains("\u{1B}"), "an escape sequence reached the terminal")
    #expect(!run.output.contains("Two\nLines"), "a newline in a name broke the screen")
    #expect(run.output.contains("Evil\\u{1B}[2J.swift"), "\(run.output)")
    #expect(run.output.contains("Two\\nLines.swift"), "\(run.output)")
  }
}

@Suite("The line diff: minimal where it can be, bounded where it cannot")
struct LineDiffBoundTests {
  /// The lines each side has that the diff shows as changed.
  func changes(_ rows: [SideBySideDiff.Row]) -> (left: [String], right: [String]) {
    rows.reduce(into: (left: [String](), right: [String]())) { result, row in
      if case .changed(let left, let right) = row {
        if let left { result.left.append(left) }
        if let right { result.right.append(right) }
      }
    }
  }

  @Test("As few changed lines as the standard library's diff, on many small files")
  func minimal() {
    // The same "random" files on every run: a linear congruential sequence.
    var seed: UInt64 = 2_026
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33) % bound
    }
    let words = ["{", "}", "a", "b", "c", "", "d"]
    for _ in 0..<300 {
      let left = (0..<next(31)).map { _ in words[next(6)] }
      let right = (0..<next(31)).map { _ in words[1 + next(6)] }
      let expected = right.difference(from: left).count
      let rows = SideBySideDiff(left: left, right: right, context: 1_000).rows
      let (removed, added) = changes(rows)
      #expect(removed.count + added.count == expected, "\(left) -> \(right)")
    }
  }

  @Test("Files far apart are still shown whole: every line of each, in order")
  func farApart() {
    let left = (0..<32_000).map { "mine \($0)" }
    let right = (0..<200).map { "theirs \($0)" } + ["mine 5"]
    let rows = SideBySideDiff(left: left, right: right, context: 1_000_000).rows
    var mine: [String] = []
    var theirs: [String] = []
    for row in rows {
      switch row {
      case .same(let text):
        mine.append(text)
        theirs.append(text)
      case .changed(let l, let r):
        if let l { mine.append(l) }
        if let r { theirs.append(r) }
      default: break
      }
    }
    #expect(mine == left)
    #expect(theirs == right)
  }
}
