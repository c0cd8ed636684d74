/// Greedy word wrapping for prose on an 80-column screen.
enum TextWrapping {
  /// Splits `text` into lines no longer than `width` where possible. Existing
  /// line breaks are kept; a single word longer than `width` gets a line of
  /// its own rather than being cut.
  static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(width, 20)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
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

  /// Cuts `text` to `width` characters, marking the cut with `ellipsis`.
  static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
    guard text.count > width else { return text }
    guard width > ellipsis.count else { return String(text.prefix(width)) }
    return String(text.prefix(width - ellipsis.count)) + ellipsis
  }
}
