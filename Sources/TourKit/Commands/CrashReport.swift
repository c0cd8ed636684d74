import Foundation

/// What `check` and `run` say when no step could be judged: the test
/// process crashed, was kept waiting, or ended before its tests did.
@MainActor
enum CrashReport {
  /// A crash or a stop: the headline, then the runtime's words, place
  /// first, then where to look.
  static func print(
    _ headline: String, _ summary: [String], advice: String, kata: Kata, context: TourContext
  ) {
    let out = context.out
    out.line(context.terminal.bad(headline))
    out.line()
    for line in summary {
      // The runtime names files as "Module/File.swift:12", by the module the
      // file is in (a kata split into modules has one folder each); say
      // where they are.
      let line = workbenchPlace(of: line, kata: kata)
      // "File.swift:73: Fatal error: message" reads better as place, then message.
      if let range = line.range(of: ": Fatal error: ") {
        out.line("  " + context.terminal.bold(String(line[..<range.lowerBound])))
        out.paragraph("Fatal error: " + line[range.upperBound...], indent: 4)
      } else {
        out.paragraph(line, indent: 2)
      }
    }
    out.line()
    out.paragraph(advice, indent: 2)
  }

  /// `line` with the runtime's "Module/File.swift" put as the file's place
  /// in the workbench: "Sources/Katas/ComposeMessage/ComposeControls/...".
  nonisolated static func workbenchPlace(of line: String, kata: Kata) -> String {
    let workbench = "Sources/Katas/\(kata.module)/"
    for module in kata.modules.map(\.name) where line.hasPrefix(module + "/") {
      return workbench + (module == kata.module ? "" : module + "/")
        + line.dropFirst(module.count + 1)
    }
    return line
  }

  /// What to look for in the learner's code, from what the runtime said.
  /// A trap inside the standard library (an array index, say) is named by
  /// the library's own file, which is no use to look for among theirs.
  nonisolated static func crashAdvice(for summary: [String]) -> String {
    let text = summary.joined(separator: "\n")
    let fromLibrary =
      summary.contains { $0.hasPrefix("Swift/") }
      ? " The line above is inside Swift itself; the "
        + "call that led there is in your files." : ""
    if text.contains("Index out of range") {
      return "An array was read at a position it does not have: items[i] with i past the "
        + "end, or any index of an empty array. Check the subscripts ([...]) in your files "
        + "against the array's count." + fromLibrary
    }
    if text.contains("Unexpectedly found nil") {
      return "A force unwrap (!) met nil. Find the ! in your files and use if let, guard "
        + "let or ?? instead." + fromLibrary
    }
    if text.contains("memory fault") || text.contains("Stack overflow") {
      return "The stack ran out: something calls itself without end. Look for a method "
        + "that calls itself on every path, two methods (or a delegate and its service) "
        + "that call each other back, or a property whose getter or didSet reads or sets "
        + "the property itself. Give the loop a way out."
    }
    if text.contains("lowerBound") || text.contains("Range requires") {
      return "A range was made with its end before its start (a...b with b < a). Check the "
        + "ranges and loops in your files." + fromLibrary
    }
    return "A crash usually comes from a force unwrap (!), try!, as!, an array index out "
      + "of range or fatalError. Find it in your files and return a value instead of "
      + "trapping." + fromLibrary
  }
}
