/// What the tour says back of something it was given: a name typed on the
/// command line, a file name found in the workbench.
///
/// Those come from anyone. An escape sequence in a name would reach the
/// terminal and act there (clear the screen, change the window's title,
/// hide the rest of the message), a newline would break a list in two, and
/// a name five thousand characters long would bury the message it is in.
/// So an echo shows its control and format characters as Swift writes
/// them in a string (`\u{1B}`, `\n`), and is cut short with an ellipsis.
enum Echo {
  /// How many columns an echo may take.
  static let longest = 40

  /// `text` escaped (see `escaped`) and cut to `longest` columns, never
  /// inside a character or an escape.
  static func quoted<Text: StringProtocol>(_ text: Text, longest: Int = Echo.longest) -> String {
    let whole = escaped(text)
    guard DisplayWidth.of(whole) > longest else { return whole }
    var shown = ""
    var used = 0
    for character in text {
      let piece = escaped(String(character))
      used += DisplayWidth.of(piece)
      if used > longest - 1 { break }  // One column for the ellipsis.
      shown += piece
    }
    return shown + "…"
  }

  /// `text` escaped line by line: its line breaks stay, as a message's
  /// own do. For a whole message, after each echo in it was quoted.
  static func escapedLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped($0) }
      .joined(separator: "\n")
  }

  /// `text` with its controls (ESC, a newline, a tab) and invisible format
  /// characters (the marks that turn text right to left) written out as
  /// escapes, so it prints as what it is and does nothing to the terminal.
  /// The joiners emoji are built with stay: they only join.
  static func escaped<Text: StringProtocol>(_ text: Text) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\u{200C}", "\u{200D}": result.unicodeScalars.append(scalar)
      default:
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned:
          result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default:
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
