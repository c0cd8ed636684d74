import Foundation

/// The codes read from a room's sources, and what was left out and why:
/// lines that are not codes (skipped, counted), and codes that are not
/// well formed or cannot be true (rejected, each with its place and reason).
struct RoomCodes {
  /// A code that was refused.
  struct Rejected {
    let place: String
    let reason: String
  }

  private(set) var codes: [ProgressCode] = []
  private(set) var rejected: [Rejected] = []
  private(set) var skippedLines = 0

  /// How many rejected lines are listed one by one; the rest are counted.
  static let listed = 10

  init(_ input: RoomInput.Reading, check: ProgressCodeCheck) {
    let named = input.sources.count > 1
    for source in input.sources {
      for line in RoomInput.lines(of: source.text) {
        let place = (named ? "\(source.name) " : "") + "line \(line.number)"
        switch ProgressCode.read(line.text[...]) {
        case .notACode:
          if !line.text.allSatisfy(\.isWhitespace) { skippedLines += 1 }
        case .rejected(let reason):
          rejected.append(Rejected(place: place, reason: reason))
        case .code(let code):
          if let reason = check.problem(with: code) {
            rejected.append(Rejected(place: place, reason: reason))
          } else {
            codes.append(code)
          }
        }
      }
    }
  }

  /// Says what was left out, after the table.
  @MainActor
  func printProblems(_ input: RoomInput.Reading, context: TourContext) {
    let out = context.out
    let t = context.terminal
    if skippedLines > 0 {
      out.line(
        t.dim(
          "Skipped \(skippedLines) line\(skippedLines == 1 ? "" : "s") that "
            + "\(skippedLines == 1 ? "is" : "are") not a progress code."))
    }
    if !rejected.isEmpty {
      out.line()
      let count = rejected.count
      out.line(
        t.warn("Rejected \(count) code\(count == 1 ? "" : "s") that cannot be true:"))
      for item in rejected.prefix(Self.listed) {
        out.paragraph("\(item.place): \(item.reason).", indent: 2)
      }
      if count > Self.listed { out.line("  and \(count - Self.listed) more.") }
    }
    if !input.notRead.isEmpty {
      out.paragraph("Not read: " + input.notRead.joined(separator: ", ") + ".")
    }
    let others = input.sources.filter { $0.encoding != "UTF-8" }
    if !others.isEmpty {
      let said = others.map { "\($0.name) as \($0.encoding)" }.joined(separator: ", ")
      out.line(t.dim("Read " + said + "."))
    }
  }
}
