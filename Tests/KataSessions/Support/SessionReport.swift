/// A session's difference in the user's words: the shortest session as
/// numbered steps, then what the app as it should be shows beside what the
/// learner's shows, as two small screens within 80 columns, and the part
/// of the app that differs. Never the fix: that is what the hints are for.
public enum SessionReport {
  /// The width of each of the two screens.
  static let column = 33

  public static func message<Action: SessionAction>(
    _ difference: SessionDifference<Action>, timing: Bool = false, asItWas: Observation? = nil
  ) -> String {
    var lines: [String] = []
    if difference.session.isEmpty {
      lines.append("As soon as the app starts, before anything is done:")
    } else {
      lines.append("In this session, your app and the app as it should be part ways:")
      for (index, action) in difference.session.enumerated() {
        let earlier = Array(difference.session.prefix(index))
        lines.append("  \(index + 1). \(action.userWords(after: earlier))")
      }
      lines.append("After step \(difference.session.count):")
    }
    for name in difference.parts.prefix(2) {
      lines.append("")
      let (should, yours) = withoutSharedZeros(
        difference.reference.part(name)?.text ?? "(nothing)",
        difference.learner.part(name)?.text ?? "(nothing)")
      lines += sideBySide(name, should: should, yours: yours)
    }
    if difference.parts.count > 2 {
      lines.append("  (and \(difference.parts.dropFirst(2).joined(separator: ", ")) too)")
    }
    if let asItWas, let first = difference.parts.first,
      asItWas.part(first)?.text == difference.reference.part(first)?.text
    {
      lines.append("")
      lines.append("The app as it was did the same as the app as it should be here:")
      lines.append("this is behaviour the kata keeps, and your change lost it.")
    }
    if timing {
      lines.append("")
      lines.append("Played again, your app did something else: what it does here")
      lines.append("depends on timing (work started on its own, outside the app's")
      lines.append("scheduler, finishing sooner or later).")
    }
    return lines.joined(separator: "\n")
  }

  /// Both sides of a panel of counts ("cells: 0") without the rows that
  /// are zero on both: a count of nothing either side says nothing of
  /// this app (cells in a compose app), and hides the row that differs.
  static func withoutSharedZeros(_ should: String, _ yours: String) -> (String, String) {
    let rows = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false) }
    let zeros = Set(rows(should).filter { $0.hasSuffix(": 0") })
      .intersection(rows(yours).filter { $0.hasSuffix(": 0") })
    let kept = { (text: String) in
      rows(text).filter { !zeros.contains($0) }.joined(separator: "\n")
    }
    guard !zeros.isEmpty, !kept(should).isEmpty, !kept(yours).isEmpty else {
      return (should, yours)
    }
    return (kept(should), kept(yours))
  }

  /// Two small screens side by side: the part's name over both, the app as
  /// it should be on the left, the learner's on the right.
  static func sideBySide(_ name: String, should: String, yours: String) -> [String] {
    let left = ["As it should be, \(name):"] + wrap(should)
    let right = ["Yours:"] + wrap(yours)
    let height = max(left.count, right.count)
    return (0..<height).map { row in
      let one = row < left.count ? left[row] : ""
      let two = row < right.count ? right[row] : ""
      return "  " + one.padding(toLength: column, withPad: " ", startingAt: 0) + "  " + two
    }.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
  }

  /// Lines no wider than a column, cut where they must be (a screen's
  /// lines are short; an outbox's may not be), between words where there
  /// is a space to cut at, the rest of a line indented under its start
  /// (a view's text under its name, in a tree), at most twelve of them.
  static func wrap(_ text: String) -> [String] {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let tree = line.prefix { " |`-".contains($0) }.count
      let indent = String(repeating: " ", count: min(tree + 2, column / 2))
      var rest = Substring(line)
      var width = column
      while rest.count > width {
        // A space in the second half of the line, so it is never cut to a
        // stump (nor inside its indentation).
        let half = rest.index(rest.startIndex, offsetBy: width / 2)
        let cut = rest.prefix(width + 1).lastIndex(of: " ").flatMap { $0 > half ? $0 : nil }
        let end = cut ?? rest.index(rest.startIndex, offsetBy: width)
        lines.append((width == column ? "" : indent) + rest[..<end])
        rest = cut.map { rest[rest.index(after: $0)...] } ?? rest[end...]
        width = column - indent.count
      }
      lines.append((width == column ? "" : indent) + rest)
    }
    return lines.count > 12 ? Array(lines.prefix(11)) + ["…"] : lines
  }
}
