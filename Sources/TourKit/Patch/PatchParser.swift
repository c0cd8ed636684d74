/// Reads a unified diff into a `Patch`, strictly: every hunk must hold as
/// many lines as its `@@` header says, and every line of a hunk must start
/// with " ", "-", "+" or "\". Text before the first file and between files
/// (a `diff` command line, a note) is skipped, as `patch` and `git apply`
/// skip it.
struct PatchParser {
  private let lines: [String]
  private var index = 0

  private init(_ text: String) {
    lines = TextLines.split(text)
  }

  /// The first bytes of a hunk's lines: a space, "-", "+", a backslash, "@".
  private static let hunkMarks: Set<UInt8> = Set(" -+\\@".utf8)

  static func parse(_ text: String) throws(PatchError) -> Patch {
    var parser = PatchParser(text)
    return try parser.patch()
  }

  private mutating func patch() throws(PatchError) -> Patch {
    var files: [Patch.FileChange] = []
    while index < lines.count {
      guard lines[index].hasPrefix("--- "), index + 1 < lines.count,
        lines[index + 1].hasPrefix("+++ ")
      else {
        // A hunk line after a hunk is one its header does not count: an
        // edit by hand that would otherwise be dropped without a word.
        if !files.isEmpty, let first = lines[index].utf8.first, Self.hunkMarks.contains(first) {
          throw PatchError(
            file: files.last?.path,
            "line \(index + 1) of the patch is more than its hunk's header counts")
        }
        index += 1
        continue
      }
      files.append(try fileChange())
    }
    guard !files.isEmpty else { throw PatchError("the patch names no file (no `---` line)") }
    return Patch(files: files)
  }

  /// A `---` line, a `+++` line and the hunks after them.
  private mutating func fileChange() throws(PatchError) -> Patch.FileChange {
    let oldPath = try path(in: lines[index], prefix: "--- ", side: "a/")
    let newPath = try path(in: lines[index + 1], prefix: "+++ ", side: "b/")
    index += 2
    var change = Patch.FileChange(oldPath: oldPath, newPath: newPath, hunks: [])
    let name = change.path
    if oldPath == nil && newPath == nil {
      throw PatchError("line \(index - 1) of the patch: both sides are /dev/null")
    }
    if let oldPath, let newPath, oldPath != newPath {
      throw PatchError(
        file: name, "the patch renames \(oldPath); write a deletion and a new file instead")
    }
    while index < lines.count, lines[index].hasPrefix("@@ ") {
      change.hunks.append(try hunk(file: name, number: change.hunks.count + 1))
    }
    if change.hunks.isEmpty { throw PatchError(file: name, "no hunk follows the file's name") }
    return change
  }

  /// The path on a `---` or `+++` line, without its `a/` or `b/`; nil for
  /// /dev/null. A tab ends the path (`diff` puts a date after one).
  private func path(in line: String, prefix: String, side: String) throws(PatchError) -> String? {
    let text = String(line.dropFirst(prefix.count).prefix { $0 != "\t" && $0 != "\n" })
    if text == "/dev/null" { return nil }
    let place = "line \(index + (prefix == "--- " ? 1 : 2)) of the patch"
    guard text.hasPrefix(side) else {
      throw PatchError("\(place): the path should start with `\(side)` (got `\(text)`)")
    }
    let path = String(text.dropFirst(side.count))
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
      throw PatchError("\(place): `\(text)` is not a path inside the workbench")
    }
    return path
  }

  /// One hunk: its `@@ -a,b +c,d @@` header and exactly the lines it counts.
  private mutating func hunk(file: String, number: Int) throws(PatchError) -> Patch.Hunk {
    let header = lines[index]
    guard let ranges = Self.ranges(in: header) else {
      throw PatchError(
        file: file, hunk: number,
        "line \(index + 1) of the patch is not a hunk header like `@@ -12,7 +12,8 @@`")
    }
    index += 1
    var hunk = Patch.Hunk(
      oldStart: ranges.oldStart, oldCount: ranges.oldCount, newStart: ranges.newStart,
      newCount: ranges.newCount, lines: [])
    var (oldLeft, newLeft) = (ranges.oldCount, ranges.newCount)
    while oldLeft > 0 || newLeft > 0 {
      guard index < lines.count else {
        throw PatchError(
          file: file, hunk: number, "the patch ends before the lines the hunk's header counts")
      }
      let raw = lines[index]
      index += 1
      let first = raw.utf8.first
      // An editor that trims trailing spaces turns an empty kept line, " ",
      // into an empty line; it still says "keep this empty line".
      let text =
        first == UInt8(ascii: "\n") ? "\n" : String(decoding: raw.utf8.dropFirst(), as: UTF8.self)
      let line: Patch.Line
      switch first {
      case UInt8(ascii: " "), UInt8(ascii: "\n"): line = .context(text)
      case UInt8(ascii: "-"): line = .removed(text)
      case UInt8(ascii: "+"): line = .added(text)
      default:
        throw PatchError(
          file: file, hunk: number,
          "line \(index) of the patch should start with a space, `-` or `+`, as the hunk header "
            + "counts \(counted(ranges.oldCount, "line")) before and \(ranges.newCount) after")
      }
      if case .added = line { newLeft -= 1 } else { oldLeft -= 1 }
      if case .context = line { newLeft -= 1 }
      guard oldLeft >= 0, newLeft >= 0 else {
        throw PatchError(
          file: file, hunk: number, "line \(index) of the patch is more than its header counts")
      }
      hunk.lines.append(withoutNewlineIfMarked(line))
    }
    return hunk
  }

  /// The line, without its line feed when the patch's next line says the
  /// file ends there without one ("\ No newline at end of file").
  private mutating func withoutNewlineIfMarked(_ line: Patch.Line) -> Patch.Line {
    guard index < lines.count, lines[index].hasPrefix("\\") else { return line }
    index += 1
    switch line {
    case .context(let text): return .context(TextLines.withoutLineFeed(text))
    case .removed(let text): return .removed(TextLines.withoutLineFeed(text))
    case .added(let text): return .added(TextLines.withoutLineFeed(text))
    }
  }

  /// The four numbers of `@@ -a,b +c,d @@`; a missing count is 1.
  static func ranges(in header: String) -> (
    oldStart: Int, oldCount: Int, newStart: Int, newCount: Int
  )? {
    let parts = header.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count >= 4, parts[0] == "@@", parts[3].hasPrefix("@@"),
      parts[1].hasPrefix("-"), parts[2].hasPrefix("+"),
      let old = range(parts[1].dropFirst()), let new = range(parts[2].dropFirst())
    else { return nil }
    return (old.start, old.count, new.start, new.count)
  }

  private static func range(_ text: Substring) -> (start: Int, count: Int)? {
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard let start = numbers.first ?? nil, start >= 0, numbers.count <= 2 else { return nil }
    let count = numbers.count == 2 ? numbers[1] : 1
    guard let count, count >= 0 else { return nil }
    return (start, count)
  }
}
