import Foundation

/// Prints the Markdown the kit's briefs and notes are written in: headings in
/// bold, code blocks indented, everything else as written (already wrapped).
struct MarkdownPrinter {
  let terminal: Terminal

  func print(_ markdown: String, to out: Output) {
    var inCode = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inCode.toggle()
        continue
      }
      if inCode {
        out.line("    " + terminal.style(String(line), .cyan))
      } else if line.hasPrefix("#") {
        let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        out.line(terminal.bold(line.hasPrefix("# ") ? title.uppercased() : title))
      } else if line.hasPrefix("- ") || line.hasPrefix("* ") {
        out.line("\(terminal.bullet) " + inline(String(line.dropFirst(2))))
      } else {
        out.line(inline(String(line)))
      }
    }
  }

  /// Code spans (`like this`) in colour on a terminal; kept as written in
  /// plain output, where the backticks are the only marker.
  private func inline(_ text: String) -> String {
    let plain = withoutEmphasis(text)
    guard terminal.usesColor, plain.contains("`") else { return plain }
    let parts = plain.split(separator: "`", omittingEmptySubsequences: false)
    return parts.enumerated().map { index, part in
      index % 2 == 1 ? terminal.style(String(part), .cyan) : String(part)
    }.joined()
  }

  /// Drops Markdown emphasis markers (`*word*`, `**word**`) outside code
  /// spans; a terminal has no italics to show them with.
  private func withoutEmphasis(_ text: String) -> String {
    var result = ""
    var inCode = false
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      if character == "`" { inCode.toggle() }
      if character == "*", !inCode {
        let before = index > 0 ? characters[index - 1] : " "
        let after = index + 1 < characters.count ? characters[index + 1] : " "
        // A marker touches a word on one side and space or another marker on the other.
        let opens = (before == " " || before == "*" || before == "(") && after != " "
        let closes = before != " " && (after == " " || after == "*" || after.isPunctuation)
        if opens || closes { continue }
      }
      result.append(character)
    }
    return result
  }
}
