import BusSupport
import HeadlessKit

/// Collects the demo's lines in the order they happen, from any thread, and
/// copies them into the trace on the main actor.
///
/// The bus and the transport report from the thread that did the work; the
/// screens from the main actor. One ordered buffer keeps them in the order
/// they happened, so the printed trace is the true sequence.
final class DemoLog: Sendable {
  private let lines = Locked<[Line]>([])

  private struct Line: Sendable {
    let actor: String
    let message: String
  }

  func record(_ actor: String, _ message: String) {
    lines.withLock { $0.append(Line(actor: actor, message: message)) }
  }

  /// Moves every line recorded so far into `trace`.
  @MainActor
  func flush(into trace: Trace) {
    let pending = lines.withLock { lines in
      defer { lines = [] }
      return lines
    }
    for line in pending { trace.record(line.actor, line.message) }
  }
}
