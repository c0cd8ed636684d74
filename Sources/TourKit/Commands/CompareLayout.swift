/// How `compare` lays out the differences between the learner's file and the
/// solution's: two columns when every line fits its column whole, otherwise
/// one column with line numbers. No line is ever cut short: one too long for
/// its room is wrapped, and each piece after the first is marked.
enum CompareLayout: Equatable {
  /// Yours on the left, the solution's on the right.
  case sideBySide
  /// One column: your lines marked `-`, the solution's `+`, each with its
  /// number in its own file (a line the two share, its number in yours).
  case unified

  /// Two columns only when they show every line whole at `width`. (A reader
  /// who has to piece cut lines together learns less than one who reads a
  /// single column.)
  static func choose(for diffs: [SideBySideDiff], width: Int) -> CompareLayout {
    let column = columnWidth(at: width)
    let fits = diffs.allSatisfy { diff in
      diff.rows.allSatisfy { row in
        switch row {
        case .same(let text): return shown(text).count <= column
        case .changed(let left, let right):
          return [left, right].allSatisfy { shown($0 ?? "").count <= column }
        case .folded, .commentsOnly: return true
        }
      }
    }
    return fits ? .sideBySide : .unified
  }

  /// Each column's width: half the screen, less the divider, up to a width
  /// at which a column holds any sensibly long line of code.
  static func columnWidth(at width: Int) -> Int { (min(width, 160) - 3) / 2 }

  /// The screen lines for one file's differences.
  func lines(of diff: SideBySideDiff, terminal t: Terminal) -> [String] {
    switch self {
    case .sideBySide: return Self.sideBySide(diff, terminal: t)
    case .unified: return Self.unified(diff, terminal: t)
    }
  }

  /// What a line looks like on screen: tabs as two spaces, as the kit's
  /// code is indented.
  private static func shown(_ text: String) -> String {
    text.replacingOccurrences(of: "\t", with: "  ")
  }

  // MARK: Two columns

  private static func sideBySide(_ diff: SideBySideDiff, terminal t: Terminal) -> [String] {
    let column = columnWidth(at: t.width)
    let divider = t.usesUnicode ? "│" : "|"
    func pieces(_ text: String?) -> [String] {
      TextWrapping.wrapCode(shown(text ?? ""), width: column, marker: t.wrapMark)
    }
    // Only the left column is padded: the right one ends the line.
    func cell(_ text: String) -> String {
      text.padding(toLength: column, withPad: " ", startingAt: 0)
    }
    var lines: [String] = []
    for row in diff.rows {
      switch row {
      case .same(let text):
        let wrapped = pieces(text)
        for piece in wrapped {
          lines.append(t.dim(cell(piece)) + " \(t.dim(divider)) " + t.dim(piece))
        }
      case .changed(let left, let right):
        // "<" only yours, ">" only the solution's, the divider both changed.
        let marker = left == nil ? ">" : right == nil ? "<" : divider
        let (mine, theirs) = (pieces(left), pieces(right))
        for index in 0..<max(mine.count, theirs.count) {
          let l = index < mine.count ? mine[index] : ""
          let r = index < theirs.count ? theirs[index] : ""
          let middle = index == 0 ? marker : divider
          lines.append(t.bad(cell(l)) + " \(middle) " + t.good(r))
        }
      case .folded(let count):
        lines.append(t.dim("   \(t.ellipsis) \(counted(count, "line")) the same \(t.ellipsis)"))
      case .commentsOnly(let count, _):
        lines.append(
          t.dim("   \(t.ellipsis) \(counted(count, "line")), the same code \(t.ellipsis)"))
      }
    }
    return lines
  }

  // MARK: One column

  /// A run of changed lines is shown as a block, all of yours and then all
  /// of the solution's, so a rewritten paragraph reads as a whole.
  private static func unified(_ diff: SideBySideDiff, terminal t: Terminal) -> [String] {
    let counts = lineCounts(of: diff)
    let digits = max(String(max(counts.left, counts.right)).count, 2)
    // "- 12 code": a sign, the line's number in its own file, the code. A
    // piece carried on from the line before has no number.
    func gutter(_ sign: String, _ number: Int?) -> String {
      let text = number.map(String.init) ?? ""
      return "\(sign) " + String(repeating: " ", count: digits - text.count) + text + " "
    }
    let codeWidth = max(min(t.width, 160) - gutter(" ", nil).count, 20)
    func numbered(_ sign: String, _ number: Int, _ text: String) -> [String] {
      let pieces = TextWrapping.wrapCode(shown(text), width: codeWidth, marker: t.wrapMark)
      return pieces.enumerated().map { index, piece in
        gutter(sign, index == 0 ? number : nil) + piece
      }
    }
    var lines: [String] = []
    var (left, right) = (1, 1)
    var removed: [(Int, String)] = []
    var added: [(Int, String)] = []
    func flush() {
      for (at, text) in removed { lines += numbered("-", at, text).map(t.bad) }
      for (at, text) in added { lines += numbered("+", at, text).map(t.good) }
      removed = []
      added = []
    }
    for row in diff.rows {
      switch row {
      case .same(let text):
        flush()
        lines += numbered(" ", left, text).map(t.dim)
        left += 1
        right += 1
      case .changed(let mine, let theirs):
        if let mine {
          removed.append((left, mine))
          left += 1
        }
        if let theirs {
          added.append((right, theirs))
          right += 1
        }
      case .folded(let count):
        flush()
        lines.append(t.dim("  \(t.ellipsis) \(counted(count, "line")) the same \(t.ellipsis)"))
        left += count
        right += count
      case .commentsOnly(let mine, let theirs):
        flush()
        lines.append(t.dim("  \(t.ellipsis) \(counted(mine, "line")), the same code \(t.ellipsis)"))
        left += mine
        right += theirs
      }
    }
    flush()
    return lines
  }

  /// How many lines each side has, counted back from the rows.
  private static func lineCounts(of diff: SideBySideDiff) -> (left: Int, right: Int) {
    diff.rows.reduce(into: (left: 0, right: 0)) { counts, row in
      switch row {
      case .same:
        counts.left += 1
        counts.right += 1
      case .changed(let mine, let theirs):
        if mine != nil { counts.left += 1 }
        if theirs != nil { counts.right += 1 }
      case .folded(let count):
        counts.left += count
        counts.right += count
      case .commentsOnly(let mine, let theirs):
        counts.left += mine
        counts.right += theirs
      }
    }
  }
}
