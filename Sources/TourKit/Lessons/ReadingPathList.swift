/// A reading path as `learn` prints it: numbered, one file after another,
/// each path on a line of its own (under Sources/Patterns, which the title
/// names once, so the longest paths still fit 80 columns) and what to look
/// for under it, wrapped to the screen.
///
///     Read the code in Sources/Patterns/, in this order:
///      1. HeadlessKit/Controls/ActionTarget.swift
///         64 lines. One target and one action, the way every sender keeps them.
enum ReadingPathList {
  static let title = "Read the code in Sources/Patterns/, in this order:"

  /// The list's lines, title first, for a screen `width` columns wide (at
  /// most 80 are used). Paths are given from Sources/Patterns.
  static func lines(of path: ReadingPath, width: Int) -> [String] {
    let width = min(width, 80)
    let numberWidth = String(path.steps.count).count
    let indent = String(repeating: " ", count: numberWidth + 3)
    var lines = [title]
    for (index, step) in path.steps.enumerated() {
      let number = String(index + 1)
      let padding = String(repeating: " ", count: numberWidth - number.count)
      lines.append(" \(padding)\(number). \(step.path)")
      let text = "\(step.lines) \(step.lines == 1 ? "line" : "lines"). \(step.lookFor)"
      lines += TextWrapping.wrap(text, width: width - indent.count).map { indent + $0 }
    }
    return lines
  }
}
