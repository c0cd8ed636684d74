import Foundation

/// The waits a learner sits through while the tour builds (a check, a
/// run, `watch` after a save, `doctor`), each with a clock: a build that
/// shows nothing moving for a minute looks frozen, and the learner cannot
/// tell a slow first build from a hang.
///
/// On a terminal the seconds so far (and how many of the build's steps
/// are done, from SwiftPM's `[n/m]`) are redrawn after the line that says
/// what is under way; piped, that line is all there is, and the command
/// ends it with the time the wait took (see `ElapsedTicker`).
@MainActor
enum BuildWait {
  /// Takes the check package's lock for `purpose`, as
  /// `KataCheck.lockPackage` does, saying meanwhile whom it waits for
  /// (another terminal's check, the build `kata` started), with the time
  /// so far after it.
  static func lock(
    _ checker: KataCheck, for purpose: BuildLock.Holder.Purpose, context: TourContext,
    indent: Int = 0
  ) throws -> BuildLock.Held {
    let out = context.out
    var ticker: ElapsedTicker?
    var started = Date()
    // Ends the line the clock is on, with the time that wait took: when
    // the holder changes, and once the lock is taken (or the wait is
    // given up).
    func endLine() {
      guard let running = ticker else { return }
      running.stop()
      out.line(context.terminal.dim(ElapsedTicker.describe(Date().timeIntervalSince(started))))
      ticker = nil
    }
    defer { endLine() }
    return try checker.lockPackage(for: purpose) { holder in
      endLine()
      guard let message = checker.waitMessage(for: holder) else { return }
      let t = context.terminal
      let width = min(t.width, 80) - indent
      let margin = String(repeating: " ", count: indent)
      let lines = TextWrapping.wrap(message, width: width)
      for line in lines.dropLast() { out.line(margin + t.dim(line)) }
      let last = lines.last ?? ""
      out.partial(margin + t.dim(last) + " ")
      started = Date()
      ticker = ElapsedTicker.start(on: t, every: 1, room: width - last.count - 1)
      if ticker == nil { out.line() }  // Piped: the line is all there is.
    }
  }

  /// Writes `lead` ("Building your code… "), then runs `build` with the
  /// time so far and the build's progress redrawn after it on a terminal.
  /// The caller ends the line (with the time the build took, say).
  static func showingTime<Value>(
    after lead: String, context: TourContext, _ build: (BuildProgress?) throws -> Value
  ) throws -> Value {
    let out = context.out
    let t = context.terminal
    out.partial(lead)
    // Piped, the build's progress would add a line every half minute to
    // a wait that is one line.
    let progress = t.isInteractive ? BuildProgress() : nil
    let separator = t.usesUnicode ? " · " : ", "
    var status: (@Sendable () -> String)?
    if let progress { status = { progress.summary(separator: separator) } }
    let ticker = ElapsedTicker.start(
      on: t, every: 1, room: min(t.width, 80) - Terminal.columns(of: lead), status: status)
    defer { ticker?.stop() }
    return try build(progress)
  }
}

extension BuildWait {
  /// How `check` and `run` wait on the judge, on the learner's screen: the
  /// lock with whom it waits for, then `first` said once before a first
  /// build, and `lead` with a clock while the judge builds and tests.
  /// `started` hears when the build began.
  static func judging(
    context: TourContext, first: String, lead: String, started: @escaping (Date) -> Void
  ) -> Judge.Waiting {
    Judge.Waiting(
      lock: { try lock($0, for: $1, context: context) },
      judging: { isFirst, judge in
        if isFirst { context.out.line(context.terminal.dim(first)) }
        started(Date())
        return try showingTime(
          after: lead + context.terminal.ellipsis + " ", context: context, judge)
      })
  }
}
