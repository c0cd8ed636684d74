import HeadlessKit

/// Stands in front of a behaviour: writes each step down, then passes it on.
///
/// For a group (nothing to watch) it notes the step before the children run,
/// so the trace reads top-down; for a single rule it notes, after the step,
/// where the watched views ended up. That a recorder can sit anywhere a
/// behaviour can, even inside a group, is the point: the group knows its
/// children only as `Behavior`.
@MainActor
final class RecordingBehavior: Behavior {
  private let name: String
  private let behavior: any Behavior
  private let watched: [View]
  private let trace: Trace

  init(_ name: String, _ behavior: any Behavior, watching watched: [View] = [], trace: Trace) {
    self.name = name
    self.behavior = behavior
    self.watched = watched
    self.trace = trace
  }

  func step() {
    guard !watched.isEmpty else {
      trace.record(name, "step() -> each child's step(), in order")
      behavior.step()
      return
    }
    let before = watched.map(\.frame.origin)
    behavior.step()
    let moves = zip(watched, before).map { view, origin in
      let type = String(describing: Swift.type(of: view))
      return view.frame.origin == origin
        ? "\(type) stays at \(origin)" : "\(type) \(origin) -> \(view.frame.origin)"
    }
    trace.record(name, "step() -> " + moves.joined(separator: ", "))
  }
}
