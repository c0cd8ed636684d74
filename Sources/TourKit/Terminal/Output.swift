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

  /// Whether what `body` prints fits one screen, so `paged` would print it
  /// at once rather than start the pager. Nothing is printed.
  func fitsOneScreen(_ body: () -> Void) -> Bool {
    guard terminal.isInteractive, pending == nil else { return true }
    pending = ""
    body()
    let lines = (pending ?? "").reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
    pending = nil
    return lines < terminal.rows - 1
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
