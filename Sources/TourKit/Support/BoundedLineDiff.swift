/// Which lines of two texts differ, found with Myers' algorithm within a
/// bound, so that `compare` answers at once whatever a learner's file holds.
///
/// The standard library's `difference(from:)` is Myers' algorithm too, but
/// with no bound: its work grows with the file's length times the number of
/// lines that differ, so a 32,000-line file against a 100-line solution took
/// 16 seconds and a 50 MB one over ten minutes. Here:
///
/// 1. The lines both files start and end with are set aside first, which
///    costs one pass and leaves, for a kata's file, a few dozen lines.
/// 2. Myers' algorithm looks for the fewest lines to remove and add in what
///    is left, trying 0 changes, then 1, then 2... and stops looking past
///    `largestEditCount` changes or `largestWork` steps.
/// 3. Beyond that bound the two middles are shown as wholly different: all
///    of yours removed, all of the solution's added. Files that far apart
///    gain nothing from a line-by-line match, and the answer comes at once.
///
/// Within the bound the answer is a shortest one, as `difference(from:)`'s.
struct BoundedLineDiff {
  /// For each line of the left text, whether it is removed.
  private(set) var removed: [Bool]
  /// For each line of the right text, whether it is added.
  private(set) var inserted: [Bool]

  /// Past this many changed lines, the middles are taken as different.
  static let largestEditCount = 1_000
  /// Past this many comparisons of lines, the same.
  static let largestWork = 20_000_000

  init(left: [String], right: [String]) {
    removed = Array(repeating: false, count: left.count)
    inserted = Array(repeating: false, count: right.count)
    // Lines as numbers, so that each comparison is of two integers.
    var numbers: [String: Int] = [:]
    func number(_ line: String) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let a = left.map(number)
    let b = right.map(number)
    var start = 0
    while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
    var (endA, endB) = (a.count, b.count)
    while endA > start && endB > start && a[endA - 1] == b[endB - 1] {
      endA -= 1
      endB -= 1
    }
    let middleA = Array(a[start..<endA])
    let middleB = Array(b[start..<endB])
    if let (gone, new) = Self.shortestChange(middleA, middleB) {
      for index in gone { removed[start + index] = true }
      for index in new { inserted[start + index] = true }
    } else {
      for index in start..<endA { removed[index] = true }
      for index in start..<endB { inserted[index] = true }
    }
  }

  /// The indices of `a` to remove and of `b` to add for the fewest
  /// changes, or nil when that takes more than the bound allows.
  private static func shortestChange(_ a: [Int], _ b: [Int]) -> (removed: [Int], added: [Int])? {
    let (n, m) = (a.count, b.count)
    if n == 0 || m == 0 { return (Array(0..<n), Array(0..<m)) }
    let most = min(n + m, largestEditCount)
    let offset = most + 1
    // furthest[k + offset]: how far along `a` the path that ends on
    // diagonal k (x - y == k) has got with the changes tried so far.
    var furthest = Array(repeating: 0, count: 2 * most + 3)
    // Each round's `furthest` for diagonals -d...d, to walk the path back.
    var rounds: [[Int]] = []
    var work = 0
    for d in 0...most {
      for k in stride(from: -d, through: d, by: 2) {
        let down = k == -d || (k != d && furthest[k - 1 + offset] < furthest[k + 1 + offset])
        let stepped = down ? furthest[k + 1 + offset] : furthest[k - 1 + offset] + 1
        var x = stepped
        var y = x - k
        while x < n && y < m && a[x] == b[y] {
          x += 1
          y += 1
        }
        work += 1 + x - stepped
        furthest[k + offset] = x
        if x >= n && y >= m {
          rounds.append(Array(furthest[(offset - d)...(offset + d)]))
          return walkBack(rounds, to: (n, m))
        }
      }
      rounds.append(Array(furthest[(offset - d)...(offset + d)]))
      if work > largestWork { return nil }
    }
    return nil
  }

  /// The changes along the path Myers' rounds found, from its end back to
  /// its start: each round took one step right (a line of `a` removed) or
  /// down (a line of `b` added), then followed equal lines diagonally.
  private static func walkBack(_ rounds: [[Int]], to end: (Int, Int)) -> (
    removed: [Int], added: [Int]
  ) {
    var (x, y) = end
    var removed: [Int] = []
    var added: [Int] = []
    for d in stride(from: rounds.count - 1, to: 0, by: -1) {
      let previous = rounds[d - 1]  // Diagonals -(d-1)...(d-1).
      func reached(_ k: Int) -> Int { previous[k + d - 1] }
      let k = x - y
      let down = k == -d || (k != d && reached(k - 1) < reached(k + 1))
      let fromK = down ? k + 1 : k - 1
      let fromX = reached(fromK)
      let fromY = fromX - fromK
      if down { added.append(fromY) } else { removed.append(fromX) }
      (x, y) = (fromX, fromY)
    }
    return (removed.reversed(), added.reversed())
  }
}
