import Foundation

/// One side of a comparison as `compare` reads it: the lines of a file, or
/// why the file cannot be shown beside the other.
///
/// A learner's file may be anything: saved in another encoding by an
/// editor, or grown to megabytes by a paste. A file that is not UTF-8 is
/// said to be so (read as no lines at all, it would pass for a file the
/// learner does not have), and one too long to read side by side is named
/// rather than diffed and printed.
enum CompareText: Equatable {
  case lines([String])
  /// The file's bytes are not UTF-8 text.
  case notUTF8
  /// The file is longer than anyone reads side by side.
  case tooLarge

  /// The most a file may hold and still be compared: a kata's files are a
  /// few hundred lines, so these are far beyond any real one.
  static let largestBytes = 2_000_000
  static let largestLineCount = 50_000

  /// Reads `file`; one that is not there has no lines.
  static func read(_ file: URL) -> CompareText {
    let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
    if let size = attributes?[.size] as? Int, size > largestBytes { return .tooLarge }
    guard let data = try? Data(contentsOf: file) else { return .lines([]) }
    guard let text = String(data: data, encoding: .utf8) else { return .notUTF8 }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines.count > largestLineCount ? .tooLarge : .lines(lines)
  }

  /// Why `file` was not compared, given what each side holds; nil when
  /// both are lines, and it can be.
  static func notCompared(_ file: String, mine: CompareText, theirs: CompareText) -> String? {
    let name = Echo.escaped(file)
    switch (mine, theirs) {
    case (.lines, .lines): return nil
    case (.notUTF8, _): return "\(name) (yours is not text, or not UTF-8)"
    case (.tooLarge, _):
      return "\(name) (yours is too large to compare side by side: over "
        + "\(largestLineCount) lines or \(largestBytes / 1_000_000) MB)"
    case (_, .notUTF8): return "\(name) (the solution's is not UTF-8)"
    case (_, .tooLarge): return "\(name) (the solution's is too large to compare)"
    }
  }
}
