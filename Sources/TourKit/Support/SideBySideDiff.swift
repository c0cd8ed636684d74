/// Lines of two texts laid out in two columns, matched up by
/// `BoundedLineDiff`: equal lines side by side, changed lines paired, added
/// or removed lines alone on their side.
struct SideBySideDiff {
  enum Row: Equatable {
    case same(String)
    /// Present on the left only (yours), on the right only (the solution), or
    /// different on both.
    case changed(left: String?, right: String?)
    /// A run of equal lines folded away.
    case folded(Int)
    /// A run folded away that holds differences in comments only: `left`
    /// lines of yours stand for `right` lines of the solution.
    case commentsOnly(left: Int, right: Int)
  }

  let rows: [Row]
  /// How many runs of changes were left out because only comments or
  /// blank lines changed in them.
  let hiddenCommentChanges: Int

  /// Compares `left` with `right`; runs of more than `context * 2` equal lines
  /// are folded, keeping `context` lines around each change. With
  /// `hidingComments`, a run of changes in comments and blank lines only is
  /// folded away too, so a reader sees where the code differs.
  init(left: [String], right: [String], context: Int = 2, hidingComments: Bool = false) {
    // Bounded, unlike the standard library's difference(from:), whose work
    // grows with the file's length times its changes: see BoundedLineDiff.
    let difference = BoundedLineDiff(left: left, right: right)
    let removed = difference.removed
    let inserted = difference.inserted
    var rows: [Row] = []
    var i = 0
    var j = 0
    while i < left.count || j < right.count {
      let leftChanged = i < left.count && removed[i]
      let rightChanged = j < right.count && inserted[j]
      if leftChanged || rightChanged {
        rows.append(
          .changed(left: leftChanged ? left[i] : nil, right: rightChanged ? right[j] : nil))
        if leftChanged { i += 1 }
        if rightChanged { j += 1 }
      } else {
        rows.append(.same(i < left.count ? left[i] : right[j]))
        i += 1
        j += 1
      }
    }
    let (shown, hidden) = hidingComments ? Self.hideComments(in: rows) : (rows, 0)
    self.rows = Self.fold(shown, context: context)
    self.hiddenCommentChanges = hidden
  }

  var hasChanges: Bool {
    rows.contains { if case .changed = $0 { return true } else { return false } }
  }

  /// Turns each run of changed rows whose lines are all comments or blank
  /// into rows that `fold` folds away, and counts those runs.
  private static func hideComments(in rows: [Row]) -> (rows: [Row], hidden: Int) {
    var result: [Row] = []
    var hidden = 0
    var run: [Row] = []
    func flush() {
      let lines = run.flatMap { row -> [String] in
        guard case .changed(let left, let right) = row else { return [] }
        return [left, right].compactMap { $0 }
      }
      if !run.isEmpty && lines.allSatisfy(isCommentOrBlank) {
        hidden += 1
        result += run.map { row in
          guard case .changed(let left, let right) = row else { return row }
          return .commentsOnly(left: left == nil ? 0 : 1, right: right == nil ? 0 : 1)
        }
      } else {
        result += run
      }
      run = []
    }
    for row in rows {
      if case .changed = row {
        run.append(row)
      } else {
        flush()
        result.append(row)
      }
    }
    flush()
    return (result, hidden)
  }

  /// A line that only explains: blank, a `//` or `///` comment, or a line
  /// of a block comment. (Judged line by line, the way the diff sees it.)
  static func isCommentOrBlank(_ line: String) -> Bool {
    let text = line.trimmingCharacters(in: .whitespaces)
    return text.isEmpty || text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*")
  }

  private static func fold(_ rows: [Row], context: Int) -> [Row] {
    var result: [Row] = []
    var run: [Row] = []
    func flush(atStart: Bool, atEnd: Bool) {
      let keepBefore = atStart ? 0 : context
      let keepAfter = atEnd ? 0 : context
      if run.contains(where: { if case .commentsOnly = $0 { true } else { false } }) {
        result += foldHidingComments(run, keepBefore: keepBefore, keepAfter: keepAfter)
      } else if run.count > keepBefore + keepAfter + 1 {
        result += run.prefix(keepBefore)
        result.append(.folded(run.count - keepBefore - keepAfter))
        result += run.suffix(keepAfter)
      } else {
        result += run
      }
      run = []
    }
    for row in rows {
      switch row {
      case .same, .commentsOnly:
        run.append(row)
      default:
        flush(atStart: result.isEmpty, atEnd: false)
        result.append(row)
      }
    }
    flush(atStart: result.isEmpty, atEnd: true)
    return result
  }

  /// A run of equal lines with comment-only changes among them: the equal
  /// lines at each end stay as context, all the rest is one folded row.
  private static func foldHidingComments(_ run: [Row], keepBefore: Int, keepAfter: Int) -> [Row] {
    func isSame(_ row: Row) -> Bool { if case .same = row { true } else { false } }
    let before = run.prefix(while: isSame).prefix(keepBefore)
    let after = run.reversed().prefix(while: isSame).prefix(keepAfter).reversed()
    let middle = run.dropFirst(before.count).dropLast(after.count)
    let counts = middle.reduce(into: (left: 0, right: 0)) { counts, row in
      switch row {
      case .commentsOnly(let left, let right):
        counts.left += left
        counts.right += right
      default:
        counts.left += 1
        counts.right += 1
      }
    }
    return Array(before) + [.commentsOnly(left: counts.left, right: counts.right)] + Array(after)
  }
}
