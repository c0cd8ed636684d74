/// Greedy word wrapping for prose on an 80-column screen.
enum TextWrapping {
  /// Splits `text` into lines no longer than `width` where possible. Existing
  /// line breaks are kept; a single word longer than `width` gets a line of
  /// its own rather than being cut.
  static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(width, 20)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      // An indented line that fits is laid out by its writer (a numbered
      // list, two small screens side by side): kept as it is.
      if paragraph.first == " " && paragraph.count <= width {
        lines.append(String(paragraph))
        continue
      }
      var current = ""
      for word in paragraph.split(separator: " ") {
        if current.isEmpty {
          current = String(word)
        } else if current.count + 1 + word.count <= width {
          current += " " + word
        } else {
          lines.append(current)
          current = String(word)
        }
      }
      lines.append(current)
    }
    return lines
  }

  /// Wraps `text` to fit after a lead `indent` columns wide (a mark and a
  /// number, say) on a line `width` wide; every line after the first is
  /// indented to line up under the text's start. The caller writes the lead.
  static func hanging(_ text: String, width: Int, indent: Int) -> [String] {
    let lines = wrap(text, width: width - indent)
    return [lines[0]] + lines.dropFirst().map { String(repeating: " ", count: indent) + $0 }
  }

  /// Cuts `text` to `width` characters, marking the cut with `ellipsis`.
  static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
    guard text.count > width else { return text }
    guard width > ellipsis.count else { return String(text.prefix(width)) }
    return String(text.prefix(width - ellipsis.count)) + ellipsis
  }

  /// Breaks a line of code into pieces that fit `width`, never dropping a
  /// character: code cut short with an ellipsis could hide the very part a
  /// learner needs to read. Breaks fall after a space where there is one;
  /// each later piece starts with `marker` (such as `↪`) at the line's own
  /// indentation, so it reads as the same line carried on.
  static func wrapCode(_ line: String, width: Int, marker: String) -> [String] {
    guard line.count > width else { return [line] }
    let indent = String(repeating: " ", count: min(line.prefix { $0 == " " }.count, width / 2))
    let hang = indent + marker + " "
    var pieces: [String] = []
    var rest = Substring(line)
    var room = width
    while rest.count > room {
      let head = rest.prefix(room)
      var cut = head.endIndex
      // The last space that follows some code: breaking inside the leading
      // indentation would leave an empty piece.
      if let space = head.lastIndex(of: " "), head[..<space].contains(where: { $0 != " " }) {
        cut = head.index(after: space)
      }
      pieces.append(String(rest[..<cut]))
      rest = rest[cut...]
      room = max(width - hang.count, 1)
    }
    pieces.append(String(rest))
    return [pieces[0]] + pieces.dropFirst().map { hang + $0 }
  }
}
