import Foundation

/// Prints the Markdown the kit's briefs, hints and notes are written in:
/// headings in bold, code blocks indented, everything else as written
/// (already wrapped), except a line too wide for the terminal, which is
/// wrapped at its words (code at its spaces, the rest marked `↪`): left
/// to the terminal, it would be broken mid-word.
struct MarkdownPrinter {
  let terminal: Terminal

  func print(_ markdown: String, to out: Output) {
    var inCode = false
    let width = terminal.width
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inCode.toggle()
        continue
      }
      if inCode {
        for piece in TextWrapping.wrapCode(
          String(line), width: width - 4, marker: terminal.wrapMark)
        {
          out.line("    " + terminal.style(piece, .cyan))
        }
      } else if line.hasPrefix("#") {
        let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        out.line(terminal.bold(line.hasPrefix("# ") ? title.uppercased() : title))
      } else if line.hasPrefix("- ") || line.hasPrefix("* ") {
        printProse(String(line.dropFirst(2)), lead: "\(terminal.bullet) ", hang: 2, to: out)
      } else {
        let indent = line.prefix { $0 == " " }.count
        printProse(String(line), lead: "", hang: indent, to: out)
      }
    }
  }

  /// A line of prose after `lead`, wrapped at its words to the terminal's
  /// width when it is wider, each later line indented by `hang`. A code
  /// span broken across two lines is coloured on both.
  private func printProse(_ text: String, lead: String, hang: Int, to out: Output) {
    let plain = withoutEmphasis(text)
    let leadWidth = Terminal.columns(of: lead)
    guard leadWidth + plain.count > terminal.width else {
      return out.line(lead + inline(plain, startingInCode: false).0)
    }
    let margin = String(repeating: " ", count: hang)
    let lines = TextWrapping.wrap(
      plain.trimmingCharacters(in: .whitespaces), width: terminal.width - max(leadWidth, hang))
    var inCode = false
    for (index, line) in lines.enumerated() {
      let (styled, stillInCode) = inline(line, startingInCode: inCode)
      inCode = stillInCode
      // The lead (a bullet) stands where the first line's margin would.
      out.line((index > 0 ? margin : leadWidth > 0 ? lead : margin) + styled)
    }
  }

  /// Code spans (`like this`) in colour on a terminal; kept as written in
  /// plain output, where the backticks are the only marker. Also says
  /// whether the line ends inside a span, which the next line then
  /// carries on.
  private func inline(_ text: String, startingInCode: Bool) -> (String, Bool) {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    let endsInCode = startingInCode != (parts.count % 2 == 0)
    guard terminal.usesColor, text.contains("`") || startingInCode else {
      return (text, endsInCode)
    }
    let styled = parts.enumerated().map { index, part in
      (index % 2 == 1) != startingInCode ? terminal.style(String(part), .cyan) : String(part)
    }.joined()
    return (styled, endsInCode)
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
