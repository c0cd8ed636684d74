import Foundation

/// A kata's tiered hints, read from its `hints.md`:
///
///     ## Step 1
///     ### Nudge
///     …
///     ### Direction
///     …
///     ### Nearly there
///     …
///
/// Each step has its tiers in order, from a nudge to nearly the answer.
struct Hints: Equatable {
  struct Tier: Equatable {
    let name: String
    let text: String
  }

  /// Tiers by step number (1-based).
  let steps: [Int: [Tier]]

  init(markdown: String) {
    var steps: [Int: [Tier]] = [:]
    var step: Int?
    var tierName: String?
    var body: [Substring] = []

    func flush() {
      guard let step, let tierName else { return }
      // Drop blank lines around the tier, but keep the first line's indent:
      // a tier may open with an indented code block.
      var lines = body
      while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
      while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
      let text = lines.joined(separator: "\n")
      steps[step, default: []].append(Tier(name: tierName, text: text))
    }

    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") && !line.hasPrefix("### ") {
        flush()
        tierName = nil
        body = []
        let digits = line.dropFirst(3).filter(\.isNumber)
        step = Int(String(digits))
      } else if line.hasPrefix("### ") {
        flush()
        tierName = line.dropFirst(4).trimmingCharacters(in: .whitespaces)
        body = []
      } else if tierName != nil {
        body.append(line)
      }
    }
    flush()
    self.steps = steps
  }

  func tiers(forStep step: Int) -> [Tier] { steps[step] ?? [] }
}
