import Foundation

/// The time a long step has taken so far, and what it is doing (a
/// `status` such as "272/329 built · compiling MVC"), so a build of many
/// minutes never looks frozen.
///
/// On a terminal it is redrawn every two seconds at the end of the line
/// that names the step: the cursor's place is saved once and the time is
/// redrawn there, so that line is never written twice. Piped (a CI log, a
/// file), it is written as plain lines, one every half minute, under the
/// step's line; without a status there is nothing to add to the time the
/// command prints once the step is over, and nothing is written.
final class ElapsedTicker: @unchecked Sendable {
  // @unchecked: `written` and `stopped` are only touched on `queue`, or
  // before the timer starts.
  private let timer: DispatchSourceTimer
  /// The one queue the time is drawn on: stopping there too means no
  /// redraw can land after the time is rubbed out.
  private let queue = DispatchQueue(label: "elapsed-ticker")
  private let redraws: Bool
  private var stopped = false
  /// Plain lines written so far (piped only).
  private var written = 0

  /// Starts after the text already on the line; `room` is how many
  /// columns are left on it. Nil when there is nothing to show: piped,
  /// with no status.
  static func start(
    on terminal: Terminal, every interval: Int = 2, room: Int = 40,
    status: (@Sendable () -> String)? = nil
  ) -> ElapsedTicker? {
    let separator = terminal.usesUnicode ? " · " : ", "
    if terminal.isInteractive {
      return ElapsedTicker(
        every: interval, redraws: true, room: room, separator: separator, status: status)
    }
    guard let status else { return nil }
    return ElapsedTicker(
      every: pipedInterval, redraws: false, room: 76, separator: separator, status: status)
  }

  /// How often a plain line is written when piped: often enough to show
  /// life in a CI log, rarely enough not to flood it.
  static let pipedInterval = 30

  private init(
    every interval: Int, redraws: Bool, room: Int, separator: String,
    status: (@Sendable () -> String)?
  ) {
    let started = Date()
    timer = DispatchSource.makeTimerSource(queue: queue)
    self.redraws = redraws
    if redraws { Self.write("\u{1B}7") }  // Save the cursor: the time goes here.
    timer.schedule(deadline: .now() + .seconds(interval), repeating: .seconds(interval))
    timer.setEventHandler { [weak self] in
      guard let self else { return }
      let text = Self.line(
        elapsed: Date().timeIntervalSince(started), status: status?() ?? "", room: room,
        separator: separator)
      if redraws {
        Self.write("\u{1B}8" + text + "\u{1B}[K")
      } else {
        Self.write(Self.pipedLine(text, first: self.written == 0))
        self.written += 1
      }
    }
    timer.resume()
  }

  /// Stops and rubs the time out, leaving the cursor where the step's own
  /// result goes; piped, after plain lines, starts the line that result
  /// ends. Only the first call does anything, so a `defer` can make sure
  /// of it on the way out of an error too.
  func stop() {
    queue.sync {
      guard !stopped else { return }
      stopped = true
      timer.cancel()
      if redraws {
        Self.write("\u{1B}8\u{1B}[K")
      } else if written > 0 {
        Self.write("  took ")
      }
    }
  }

  /// "5 s", "1 min 05 s": short, so it stays on the line it follows.
  static func describe(_ seconds: TimeInterval) -> String {
    let whole = Int(seconds)
    guard whole >= 60 else { return "\(whole) s" }
    return "\(whole / 60) min " + String(format: "%02d", whole % 60) + " s"
  }

  /// The time so far and the status, cut to `room` columns.
  static func line(
    elapsed: TimeInterval, status: String, room: Int, separator: String = " · "
  ) -> String {
    let text = describe(elapsed) + (status.isEmpty ? "" : separator + status)
    return TextWrapping.truncate(text, to: max(room, 12))
  }

  /// A plain line for a log, under the step's line (the first one ends
  /// that line, which waits for the step's result).
  static func pipedLine(_ text: String, first: Bool) -> String {
    (first ? "\n" : "") + "    " + text + "\n"
  }

  private static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
