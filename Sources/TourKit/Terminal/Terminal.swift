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
  /// Columns to lay out for; screens are designed for 80.
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
    return Terminal(
      usesColor: isTTY && !dumb && !noColor,
      usesUnicode: isTTY && !dumb && utf8,
      isInteractive: isTTY && isatty(STDIN_FILENO) == 1,
      width: min(max(columns(environment: environment, isTTY: isTTY), 60), 120),
      rows: rows(environment: environment, isTTY: isTTY))
  }

  private static func rows(environment: [String: String], isTTY: Bool) -> Int {
    if let value = environment["LINES"], let rows = Int(value) { return rows }
    #if os(Linux) || os(macOS)
      if isTTY {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
          return Int(size.ws_row)
        }
      }
    #endif
    return 24
  }

  /// Plain output: what tests and pipes get.
  static let plain = Terminal(usesColor: false, usesUnicode: false, isInteractive: false, width: 80)

  private static func columns(environment: [String: String], isTTY: Bool) -> Int {
    if let value = environment["COLUMNS"], let columns = Int(value) { return columns }
    #if os(Linux) || os(macOS)
      if isTTY {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
          return Int(size.ws_col)
        }
      }
    #endif
    return 80
  }

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

/// The tour's output: everything goes through here so tests can capture it.
final class Output {
  private(set) var terminal: Terminal
  private let write: (String) -> Void

  init(terminal: Terminal, write: @escaping (String) -> Void) {
    self.terminal = terminal
    self.write = write
  }

  /// Standard output, flushed line by line so progress shows as it happens.
  static func standard(terminal: Terminal) -> Output {
    Output(terminal: terminal) { text in
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }

  /// Text held back while a long page is being built (see `paged`).
  private var pending: String?

  func line(_ text: String = "") { emit(text + "\n") }

  /// Writes without a newline, e.g. "Building…" before the result arrives.
  func partial(_ text: String) { emit(text) }

  private func emit(_ text: String) {
    if pending != nil { pending? += text } else { write(text) }
  }

  /// Runs `body`, and if what it printed is taller than the terminal (and
  /// the terminal is interactive), shows it through a pager (`$PAGER`, or
  /// `less`) so the top of a long page does not scroll away unread.
  func paged(_ body: () throws -> Void) rethrows {
    guard terminal.isInteractive, pending == nil else { return try body() }
    pending = ""
    defer {
      let text = pending ?? ""
      pending = nil
      let lines = text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
      if lines < terminal.rows - 1 || !Pager.show(text) { write(text) }
    }
    try body()
  }

  /// Wraps `text` to the terminal width (at most 80), indenting every line.
  func paragraph(_ text: String, indent: Int = 0) {
    for wrapped in TextWrapping.wrap(text, width: min(terminal.width, 80) - indent) {
      line(String(repeating: " ", count: indent) + wrapped)
    }
  }

  /// A screen's title line, with the kit's name.
  func heading(_ title: String) {
    line(terminal.bold(title))
    line(terminal.rule)
  }

  /// The one thing to do next: every screen ends with it.
  func next(_ step: NextStep) { next(step.explanation, step.command) }

  /// The same, said by the screen itself.
  func next(_ explanation: String, _ command: String) {
    line()
    if explanation.count + 1 + command.count <= min(terminal.width, 80) {
      line("\(explanation) \(terminal.command(command))")
    } else {
      line(explanation)
      line("  " + terminal.command(command))
    }
  }
}

/// Standard error, for warnings and errors, so they never mix with results
/// someone pipes into a file.
enum StandardError {
  /// Writes `text`, wrapping any line wider than 80 columns (a list of kata
  /// names, say) so that errors fit the screen like every other page.
  static func write(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      $0.count > 80 ? TextWrapping.wrap(String($0), width: 80) : [String($0)]
    }
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }
}
