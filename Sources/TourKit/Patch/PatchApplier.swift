import Foundation

/// Applies a unified diff strictly: each hunk goes exactly where its header
/// says, and every kept and removed line must be there, byte for byte.
///
/// `patch` and `git apply` also look for a hunk a few lines away, and
/// `patch` even lets the outer kept lines differ ("fuzz"). Not here. A wrong
/// solution's patch is made against one reference solution; when that
/// solution changes, a hunk found elsewhere might still apply, but nobody
/// has looked at the mistake it now makes. So a patch that does not fit
/// fails, and the maintainer refreshes it (`dev rebase-wrong`, which does
/// use `patch`'s fuzz, then shows what it wrote).
enum PatchApplier {
  /// The files `patch` changes, each applied to its text in `files` (paths
  /// relative to the workbench): the new text, or nil for a file deleted.
  static func apply(_ patch: Patch, to files: [String: String]) throws(PatchError)
    -> [String: String?]
  {
    var changed: [String: String?] = [:]
    for change in patch.files {
      guard changed[change.path] == nil else {
        throw PatchError(file: change.path, "the patch changes this file twice")
      }
      changed[change.path] = try apply(change, to: files[change.path])
    }
    return changed
  }

  /// One file's change applied to its text (nil when the file is not
  /// there). Returns the new text, or nil when the change deletes the file.
  static func apply(_ change: Patch.FileChange, to text: String?) throws(PatchError) -> String? {
    let file = change.path
    if change.createsFile {
      guard text == nil else {
        throw PatchError(file: file, "the patch creates this file, but the solution has it")
      }
      if let hunk = change.hunks.firstIndex(where: { !$0.before.isEmpty }) {
        throw PatchError(file: file, hunk: hunk + 1, "a new file's hunk can only add lines")
      }
      return TextLines.join(change.hunks.flatMap(\.after))
    }
    guard let text else {
      throw PatchError(file: file, "the patch changes this file, but the solution has no such file")
    }
    let lines = TextLines.split(text)
    var result: [String] = []
    var cursor = 0
    for (index, hunk) in change.hunks.enumerated() {
      // An empty range names the line it comes after; any other its first.
      let start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
      let before = hunk.before
      guard start >= cursor else {
        throw PatchError(
          file: file, hunk: index + 1, "it overlaps the hunk before it (line \(hunk.oldStart))")
      }
      if let mismatch = mismatch(of: before, at: start, in: lines) {
        throw PatchError(file: file, hunk: index + 1, mismatch)
      }
      result += lines[cursor..<start] + hunk.after
      cursor = start + before.count
    }
    result += lines[cursor...]
    guard change.deletesFile else { return TextLines.join(result) }
    guard result.isEmpty else {
      throw PatchError(
        file: file, "the patch deletes this file but leaves \(result.count) of its lines")
    }
    return nil
  }

  /// Why `expected` is not at `start` in `lines`, or nil when it is. Says
  /// where those lines are now when they are elsewhere in the file, which
  /// tells the maintainer the solution moved rather than changed.
  private static func mismatch(of expected: [String], at start: Int, in lines: [String])
    -> String?
  {
    for (offset, line) in expected.enumerated() {
      let number = start + offset
      guard number < lines.count else {
        return "line \(number + 1) should read `\(shown(line))`, "
          + "but the solution's file has only \(counted(lines.count, "line"))"
      }
      guard TextLines.same(lines[number], line) else {
        var problem =
          "line \(number + 1) should read `\(shown(line))`, but reads `\(shown(lines[number]))`"
        if let moved = firstMatch(of: expected, in: lines) {
          problem += " (the hunk's lines are at line \(moved + 1) now)"
        }
        return problem
      }
    }
    return nil
  }

  private static func firstMatch(of expected: [String], in lines: [String]) -> Int? {
    guard !expected.isEmpty, expected.count <= lines.count else { return nil }
    return (0...(lines.count - expected.count)).first {
      TextLines.same(lines[$0..<($0 + expected.count)], expected)
    }
  }

  /// A line for a message: without its line feed, and cut short when long.
  static func shown(_ line: String) -> String {
    let text = TextLines.withoutLineFeed(line).trimmingCharacters(in: .whitespacesAndNewlines)
    return text.count > 60 ? String(text.prefix(57)) + "..." : text
  }
}
