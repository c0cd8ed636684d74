/// Works out the change from one text to another as a patch's hunks: the
/// longest run of lines both share stays, the rest is removed or added.
///
/// This is the textbook longest-common-subsequence table, which costs a
/// table as big as the two line counts multiplied: nothing for a kata's
/// files (a few hundred lines), and easy to follow. `diff` uses a faster
/// method (Myers') that finds the same kind of answer.
enum LineDiff {
  /// How many unchanged lines a hunk shows around its changes, as `diff -u`.
  static let contextLines = 3

  /// The change from `old` to `new` (nil for a file that is not there), or
  /// nil when they are the same.
  static func change(path: String, from old: String?, to new: String?) -> Patch.FileChange? {
    guard old != nil || new != nil else { return nil }
    let before = old.map(TextLines.split) ?? []
    let after = new.map(TextLines.split) ?? []
    let hunks = hunks(from: before, to: after)
    guard !hunks.isEmpty || (old == nil) != (new == nil) else { return nil }
    return Patch.FileChange(
      oldPath: old == nil ? nil : path, newPath: new == nil ? nil : path, hunks: hunks)
  }

  /// One step of the way from the old lines to the new ones.
  enum Step {
    case keep(String)
    case remove(String)
    case add(String)
  }

  /// The steps, removals before additions where a run of lines changes.
  static func steps(from old: [String], to new: [String]) -> [Step] {
    // Lines as numbers, equal only when their bytes are.
    var numbers: [[UInt8]: Int] = [:]
    func number(_ line: String) -> Int {
      let bytes = Array(line.utf8)
      if let known = numbers[bytes] { return known }
      numbers[bytes] = numbers.count
      return numbers.count - 1
    }
    let oldIDs = old.map(number)
    let newIDs = new.map(number)
    // shared[i][j]: how many lines old[i...] and new[j...] share, at most.
    let (n, m) = (old.count, new.count)
    var shared = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        shared[i][j] =
          oldIDs[i] == newIDs[j]
          ? shared[i + 1][j + 1] + 1 : max(shared[i + 1][j], shared[i][j + 1])
      }
    }
    var steps: [Step] = []
    var (i, j) = (0, 0)
    while i < n || j < m {
      if i < n, j < m, oldIDs[i] == newIDs[j] {
        steps.append(.keep(old[i]))
        (i, j) = (i + 1, j + 1)
      } else if i < n, j == m || shared[i + 1][j] >= shared[i][j + 1] {
        steps.append(.remove(old[i]))
        i += 1
      } else {
        steps.append(.add(new[j]))
        j += 1
      }
    }
    return steps
  }

  /// The steps grouped into hunks, each change with up to `contextLines`
  /// kept lines around it; changes closer than twice that share a hunk.
  static func hunks(from old: [String], to new: [String]) -> [Patch.Hunk] {
    let steps = steps(from: old, to: new)
    let changed = steps.indices.filter { if case .keep = steps[$0] { false } else { true } }
    guard let first = changed.first else { return [] }
    var ranges: [ClosedRange<Int>] = []
    var range = first...first
    for index in changed.dropFirst() {
      if index - range.upperBound <= 2 * contextLines {
        range = range.lowerBound...index
      } else {
        ranges.append(range)
        range = index...index
      }
    }
    ranges.append(range)
    return ranges.map { changes in
      let first = max(0, changes.lowerBound - contextLines)
      let last = min(steps.count - 1, changes.upperBound + contextLines)
      let span = first...last
      let earlier = steps[..<span.lowerBound]
      return hunk(steps[span], oldBefore: oldLines(in: earlier), newBefore: newLines(in: earlier))
    }
  }

  private static func hunk(_ steps: ArraySlice<Step>, oldBefore: Int, newBefore: Int)
    -> Patch.Hunk
  {
    let lines: [Patch.Line] = steps.map {
      switch $0 {
      case .keep(let text): .context(text)
      case .remove(let text): .removed(text)
      case .add(let text): .added(text)
      }
    }
    let (oldCount, newCount) = (oldLines(in: steps), newLines(in: steps))
    // An empty range is numbered by the line it follows, as `diff` does.
    return Patch.Hunk(
      oldStart: oldCount == 0 ? oldBefore : oldBefore + 1, oldCount: oldCount,
      newStart: newCount == 0 ? newBefore : newBefore + 1, newCount: newCount, lines: lines)
  }

  private static func oldLines(in steps: ArraySlice<Step>) -> Int {
    steps.filter { if case .add = $0 { false } else { true } }.count
  }

  private static func newLines(in steps: ArraySlice<Step>) -> Int {
    steps.filter { if case .remove = $0 { false } else { true } }.count
  }
}
