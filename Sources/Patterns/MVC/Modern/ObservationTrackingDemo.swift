import HeadlessKit
import Observation

/// The timeline screen following an `@Observable` model, with no observer
/// list: each update pass shows who was told, and when.
///
/// 1. Two posts between passes mark the screen once and cost one update.
/// 2. Switching accounts tells nobody: the screen never read the user.
/// 3. Tracking that is never registered again hears the first change only.
/// 4. A closed screen is freed: tracking held it weakly.
///
/// The demo calls `updatePropertiesIfNeeded()` where UIKit's run loop
/// would, so every run prints the same lines.
@MainActor
public enum ObservationTrackingDemo {
  public static func run() -> Trace {
    let trace = Trace()
    let timeline = ObservableTimeline(currentUser: "ana")
    var screen: ObservingTimelineViewController? = ObservingTimelineViewController(
      timeline: timeline)
    screen?.log = { trace.record("screen", $0) }

    trace.note("The first update reads timeline.qwinks (empty so far), under tracking.")
    screen?.loadViewIfNeeded()

    trace.note("ana posts twice before the next pass.")
    timeline.post("the tram is late again")
    timeline.post("new bakery on Elm Street")
    trace.record("screen", "needs an update: \(screen?.needsUpdateProperties == true)")
    trace.note("The run loop turns: one update draws both posts.")
    screen?.updatePropertiesIfNeeded()

    trace.note("bo signs in. The screen never read currentUser.")
    timeline.currentUser = "bo"
    trace.record("screen", "needs an update: \(screen?.needsUpdateProperties == true)")
    trace.note("bo posts: the last update tracked afresh, so it is told again.")
    timeline.post("chess in the park at six?")
    screen?.updatePropertiesIfNeeded()

    trace.note("The trap: tracking registered once, then never again.")
    var told = 0
    withObservationTracking {
      _ = timeline.qwinks
    } onChange: {
      MainActor.assumeIsolated { told += 1 }
    }
    timeline.post("first")
    timeline.post("second")
    trace.record("one-shot", "told of \(told) of the 2 posts")

    trace.note("The screen closes; the model lives on.")
    weak var closed: ObservingTimelineViewController?
    closed = screen
    screen = nil
    timeline.post("anyone there?")
    trace.record("screen", "freed: \(closed == nil)")
    return trace
  }
}
