import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the tour writes, and how richly: colour and Unicode on a terminal,
/// plain ASCII when the output is piped or `NO_COLOR` is set.
///
/// Every screen is built from these few styles, so the look stays the same
/// across commands and degrades the same way everywhere.
struct Terminal {
  var usesColor: Bool
  var usesUnicode: Bool
  var isInteractive: Bool
  /// Columns to lay out for. Screens are designed for 80; a wider window
  /// gives room to titles that would otherwise be cut, and to `compare`'s
  /// two columns.
  var width: Int
  /// Rows visible at once; long pages go through a pager when they exceed it.
  var rows: Int = 24

  /// Reads the environment once: is standard output a terminal, is colour
  /// wanted, does the locale speak UTF-8, how wide is the window.
  static func detect(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Terminal
  {
    let isTTY = isatty(STDOUT_FILENO) == 1
    let dumb = environment["TERM"] == "dumb"
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let locale =
      [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
      .compactMap { $0 }.first { !$0.isEmpty } ?? ""
    let utf8 = locale.lowercased().contains("utf-8") || locale.lowercased().contains("utf8")
    // COLUMNS and LINES, when set, win over what the window says.
    let window = isTTY ? windowSize() : (rows: nil, columns: nil)
    let columns = environment["COLUMNS"].flatMap { Int($0) } ?? window.columns ?? 80
    return Terminal(
      usesColor: isTTY && !dumb && !noColor,
      usesUnicode: isTTY && !dumb && utf8,
      isInteractive: isTTY && isatty(STDIN_FILENO) == 1,
      width: min(max(columns, 60), 240),
      rows: environment["LINES"].flatMap { Int($0) } ?? window.rows ?? 24)
  }

  /// The window's rows and columns as the terminal reports them; nil for
  /// either it does not know (it says zero).
  private static func windowSize() -> (rows: Int?, columns: Int?) {
    #if os(Linux) || os(macOS)
      var size = winsize()
      if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 {
        let rows = Int(size.ws_row)
        let columns = Int(size.ws_col)
        return (rows > 0 ? rows : nil, columns > 0 ? columns : nil)
      }
    #endif
    return (nil, nil)
  }

  /// Plain output: what tests and pipes get.
  static let plain = Terminal(usesColor: false, usesUnicode: false, isInteractive: false, width: 80)

  // MARK: Styles

  enum Style: String {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case blue = "34"
    case cyan = "36"
  }

  func style(_ text: String, _ styles: Style...) -> String {
    guard usesColor, !styles.isEmpty else { return text }
    let codes = styles.map(\.rawValue).joined(separator: ";")
    return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
  }

  /// How many columns `text` takes on screen: its characters, less the
  /// colour codes `style` wraps around them. (Marks differ in width: `✔`
  /// is one column, `[ok]` four.)
  static func columns(of text: String) -> Int {
    var count = 0
    var inCode = false
    for character in text {
      if character == "\u{1B}" {
        inCode = true
      } else if inCode {
        if character == "m" { inCode = false }
      } else {
        count += 1
      }
    }
    return count
  }

  func bold(_ text: String) -> String { style(text, .bold) }
  func dim(_ text: String) -> String { style(text, .dim) }
  func good(_ text: String) -> String { style(text, .green) }
  func bad(_ text: String) -> String { style(text, .red) }
  func warn(_ text: String) -> String { style(text, .yellow) }
  /// A command the learner can type.
  func command(_ text: String) -> String { style(text, .cyan) }

  // MARK: Symbols, with ASCII fallbacks

  var passMark: String { good(usesUnicode ? "✔" : "[ok]") }
  var failMark: String { bad(usesUnicode ? "✘" : "[x]") }
  var todoMark: String { dim(usesUnicode ? "·" : "[ ]") }
  var bullet: String { usesUnicode ? "•" : "*" }
  var arrow: String { usesUnicode ? "→" : "->" }
  var ellipsis: String { usesUnicode ? "…" : "..." }
  /// Starts the rest of a line of code too long for its room.
  var wrapMark: String { usesUnicode ? "↪" : ">" }
  var rule: String { dim(String(repeating: usesUnicode ? "─" : "-", count: min(width, 80))) }

  /// A bar such as `[████░░░░] 2/5`, or `[##..] 2/5` in ASCII.
  func progressBar(done: Int, total: Int, width barWidth: Int = 10) -> String {
    guard total > 0 else { return "" }
    let filled = Int((Double(done) / Double(total) * Double(barWidth)).rounded())
    let on = String(repeating: usesUnicode ? "█" : "#", count: filled)
    let off = String(repeating: usesUnicode ? "░" : ".", count: barWidth - filled)
    let bar = done == total ? good(on) : on
    return "[\(bar)\(dim(off))] \(done)/\(total)"
  }
}
