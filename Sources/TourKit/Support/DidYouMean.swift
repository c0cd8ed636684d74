/// Suggests the closest known name for a mistyped one ("chek" → "check").
enum DidYouMean {
  /// The candidate nearest to `input` by edit distance, if it is near enough
  /// to be a plausible typo (or `input` is a prefix of exactly one candidate).
  static func suggestion(for input: String, among candidates: [String]) -> String? {
    let lowered = input.lowercased()
    let prefixed = candidates.filter { $0.hasPrefix(lowered) }
    if prefixed.count == 1 { return prefixed[0] }
    let containing = candidates.filter { lowered.count >= 4 && $0.contains(lowered) }
    if containing.count == 1 { return containing[0] }
    let scored = candidates.map { ($0, distance(lowered, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let allowed = max(2, best.0.count / 3)
    return best.1 <= allowed ? best.0 : nil
  }

  /// What a "did you mean" says: the suggestion, and the command line the
  /// learner typed with `wrong` put right (by `right`, or else by the
  /// suggestion), ready to run again. (A suggestion that leaves the learner
  /// to retype the line is half a help.)
  static func advice(
    _ suggestion: String, command: String, arguments: [String], replacing wrong: String? = nil,
    with right: [String]? = nil
  ) -> String {
    var words = arguments
    if let wrong {
      let right = right ?? [suggestion]
      if let index = words.firstIndex(of: wrong) {
        words.replaceSubrange(index...index, with: right)
      } else {
        words += right
      }
    }
    // The learner's own words are echoed, so escaped and cut like any echo.
    let line = ([Tour.shortCommand, command] + words.map { Echo.quoted($0) })
      .filter { !$0.isEmpty }
    return "Did you mean `\(suggestion)`? Run:\n  " + line.joined(separator: " ")
  }

  /// Levenshtein distance: the fewest single-character edits from `a` to `b`.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      previous = current
    }
    return previous[b.count]
  }
}
