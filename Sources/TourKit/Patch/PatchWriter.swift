/// Writes a `Patch` as the text `diff -u` would: `---` and `+++` lines with
/// `a/` and `b/` (or /dev/null), `@@` headers, and "\ No newline at end of
/// file" after a last line that has no line feed.
enum PatchWriter {
  static func text(of patch: Patch) -> String {
    patch.files.map(text(of:)).joined()
  }

  static func text(of change: Patch.FileChange) -> String {
    var text = "--- " + (change.oldPath.map { "a/" + $0 } ?? "/dev/null") + "\n"
    text += "+++ " + (change.newPath.map { "b/" + $0 } ?? "/dev/null") + "\n"
    for hunk in change.hunks {
      text +=
        "@@ -\(range(hunk.oldStart, hunk.oldCount)) +\(range(hunk.newStart, hunk.newCount)) @@\n"
      for line in hunk.lines {
        switch line {
        case .context(let content): text += " " + ended(content)
        case .removed(let content): text += "-" + ended(content)
        case .added(let content): text += "+" + ended(content)
        }
      }
    }
    return text
  }

  /// "12,7", or "12" for a range of one line, as `diff` writes them.
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }

  /// The line with its line feed, or with the marker `patch` reads when the
  /// file ends without one.
  private static func ended(_ line: String) -> String {
    line.utf8.last == UInt8(ascii: "\n") ? line : line + "\n\\ No newline at end of file\n"
  }
}
