/// Lines of two texts laid out in two columns, matched up with the standard
/// library's `difference(from:)`: equal lines side by side, changed lines
/// paired, added or removed lines alone on their side.
struct SideBySideDiff {
  enum Row: Equatable {
    case same(String)
    /// Present on the left only (yours), on the right only (the solution), or
    /// different on both.
    case changed(left: String?, right: String?)
    /// A run of equal lines folded away.
    case folded(Int)
  }

  let rows: [Row]

  /// Compares `left` with `right`; runs of more than `context * 2` equal lines
  /// are folded, keeping `context` lines around each change.
  init(left: [String], right: [String], context: Int = 2) {
    let difference = right.difference(from: left)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var rows: [Row] = []
    var i = 0
    var j = 0
    while i < left.count || j < right.count {
      let leftChanged = i < left.count && removed.contains(i)
      let rightChanged = j < right.count && inserted.contains(j)
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
    self.rows = Self.fold(rows, context: context)
  }

  var hasChanges: Bool {
    rows.contains { if case .changed = $0 { return true } else { return false } }
  }

  private static func fold(_ rows: [Row], context: Int) -> [Row] {
    var result: [Row] = []
    var run: [Row] = []
    func flush(atStart: Bool, atEnd: Bool) {
      let keepBefore = atStart ? 0 : context
      let keepAfter = atEnd ? 0 : context
      if run.count > keepBefore + keepAfter + 1 {
        result += run.prefix(keepBefore)
        result.append(.folded(run.count - keepBefore - keepAfter))
        result += run.suffix(keepAfter)
      } else {
        result += run
      }
      run = []
    }
    for row in rows {
      if case .same = row {
        run.append(row)
      } else {
        flush(atStart: result.isEmpty, atEnd: false)
        result.append(row)
      }
    }
    flush(atStart: result.isEmpty, atEnd: true)
    return result
  }
}
