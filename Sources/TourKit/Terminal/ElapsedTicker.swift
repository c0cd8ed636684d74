import Foundation

/// The time a long step has taken so far, redrawn every two seconds at the
/// end of the line that names the step, so a build of many minutes never
/// looks frozen. Only on a terminal: piped output gets the plain lines the
/// command prints anyway, with the time once the step is over.
///
/// The cursor's place is saved once and the time is redrawn there, so the
/// line that names the step is never written twice.
final class ElapsedTicker {
  private let timer: DispatchSourceTimer
  /// The one queue the time is drawn on: stopping there too means no
  /// redraw can land after the time is rubbed out.
  private let queue = DispatchQueue(label: "elapsed-ticker")
  private var stopped = false

  /// Starts redrawing after the text already on the line; nil when
  /// `terminal` is not interactive.
  static func start(on terminal: Terminal, every interval: Int = 2) -> ElapsedTicker? {
    guard terminal.isInteractive else { return nil }
    return ElapsedTicker(every: interval)
  }

  private init(every interval: Int) {
    let started = Date()
    let timer = DispatchSource.makeTimerSource(queue: queue)
    Self.write("\u{1B}7")  // Save the cursor: the time goes here.
    timer.schedule(deadline: .now() + .seconds(interval), repeating: .seconds(interval))
    timer.setEventHandler {
      let text = Self.describe(Date().timeIntervalSince(started))
      Self.write("\u{1B}8" + text + "\u{1B}[K")
    }
    timer.resume()
    self.timer = timer
  }

  /// Stops redrawing and rubs the time out, leaving the cursor where the
  /// step's own result goes. Only the first call does anything, so a
  /// `defer` can make sure of it on the way out of an error too.
  func stop() {
    guard !stopped else { return }
    stopped = true
    queue.sync {
      timer.cancel()
      Self.write("\u{1B}8\u{1B}[K")
    }
  }

  /// "5 s", "1 min 05 s": short, so it stays on the line it follows.
  static func describe(_ seconds: TimeInterval) -> String {
    let whole = Int(seconds)
    guard whole >= 60 else { return "\(whole) s" }
    return "\(whole / 60) min " + String(format: "%02d", whole % 60) + " s"
  }

  private static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
