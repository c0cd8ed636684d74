import Foundation

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
  /// What this screen printed so far, since `beginScreen` (see `paged`).
  private var screen: String?

  func line(_ text: String = "") { emit(text + "\n") }

  /// Writes without a newline, e.g. "Building…" before the result arrives.
  func partial(_ text: String) { emit(text) }

  private func emit(_ text: String) {
    if pending != nil {
      pending? += text
    } else {
      screen? += text
      linesOnScreen += Self.lineCount(text)
      write(text)
    }
  }

  /// The lines on the terminal's screen so far: the command line the
  /// learner typed, then every line written since, or since the screen
  /// was cleared. A screen that must keep its top in view (`check`'s
  /// failing step, redrawn by `watch`) measures the room left below.
  private(set) var linesOnScreen = 1

  /// Lines the caller prints after this screen, in place of its own
  /// closing lines (`watch`'s keys under each check): the screen leaves
  /// room for them and ends without a next command of its own.
  var footerLines = 0

  /// Clears the terminal for a screen drawn again (`watch` after a save).
  func clearScreen() {
    write("\u{1B}[2J\u{1B}[H")
    linesOnScreen = 0
  }

  /// What `body` would print, without printing it: a screen measures its
  /// parts before deciding how much of a list fits.
  func capture(_ body: () -> Void) -> String {
    let earlier = pending
    pending = ""
    body()
    let text = pending ?? ""
    pending = earlier
    return text
  }

  /// Starts keeping what the screen prints (its title, a build's progress)
  /// until its long part comes, so `paged` can tell whether the whole
  /// screen fits, and page it whole if not.
  func beginScreen() { screen = "" }

  /// Runs `body`, and if what it printed is taller than the terminal (and
  /// the terminal is interactive), shows it through a pager (`$PAGER`, or
  /// `less`) so the top of a long page does not scroll away unread.
  ///
  /// `linesAfter` lines follow the page (the next command, at least): they
  /// and the shell's prompt must fit on the screen too. After
  /// `beginScreen`, the lines the screen printed before the page count as
  /// well; when the whole does not fit, they are rubbed out and paged with
  /// the rest, so the pager opens on the screen's title, every time.
  ///
  /// `then` names a page that follows this one ("the design notes"), so
  /// the pager's prompt says q leads there rather than to the prompt.
  func paged(linesAfter: Int = 2, then: String? = nil, _ body: () throws -> Void) rethrows {
    guard terminal.isInteractive, pending == nil else {
      screen = nil
      return try body()
    }
    pending = ""
    let before = screen ?? ""
    screen = nil
    defer {
      let text = pending ?? ""
      pending = nil
      let earlier = Self.lineCount(before)
      if earlier + Self.lineCount(text) + linesAfter < terminal.rows {
        linesOnScreen += Self.lineCount(text)
        write(text)
      } else {
        // Back to the start of the screen's first line, and clear below.
        if earlier > 0 && earlier < terminal.rows { write("\u{1B}[\(earlier)F\u{1B}[J") }
        if !Pager.show(before + text, then: then) {
          write((earlier < terminal.rows ? before : "") + text)
        }
      }
    }
    try body()
  }

  static func lineCount(_ text: String) -> Int {
    text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
  }

  /// Whether what `body` prints fits one screen, so `paged` would print it
  /// at once rather than start the pager. Nothing is printed.
  func fitsOneScreen(_ body: () -> Void) -> Bool {
    guard terminal.isInteractive, pending == nil else { return true }
    pending = ""
    body()
    let lines = Self.lineCount(pending ?? "")
    pending = nil
    return lines < terminal.rows - 1
  }

  /// A row of a two-column list: `lead` (a command, a name; it may be
  /// styled) and `text` wrapped in the room left after it, its later lines
  /// under its first, each line styled by `style`. A row printed whole
  /// would leave the terminal to break it at its edge, mid-word.
  func row(_ lead: String, _ text: String, style: (String) -> String = { $0 }) {
    let indent = Terminal.columns(of: lead)
    let lines = TextWrapping.hanging(text, width: min(terminal.width, 80), indent: indent)
    line(lead + style(lines[0]))
    for rest in lines.dropFirst() {
      line(String(rest.prefix { $0 == " " }) + style(rest.trimmingCharacters(in: .whitespaces)))
    }
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
