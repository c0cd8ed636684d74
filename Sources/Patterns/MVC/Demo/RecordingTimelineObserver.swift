import HeadlessKit

/// Watches the timeline like any other observer, and writes down each change
/// the model announces. The demo adds it first, so the model's side of a
/// change is written down before the screens react to it.
@MainActor
final class RecordingTimelineObserver: TimelineObserver {
  private let trace: Trace

  init(trace: Trace) {
    self.trace = trace
  }

  func timelineDidChange(_ timeline: Timeline) {
    let newest = timeline.qwinks.first.map { "\($0.author)'s \"\($0.text)\"" } ?? "nothing"
    trace.record("Timeline", "tells its observers: \(newest) is on top")
  }
}
