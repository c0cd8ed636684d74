import HeadlessKit
import Observation
import Testing

@testable import MVC

/// The timeline screen following an `@Observable` model. Each test changes
/// the model, then runs the update pass by hand, where UIKit's run loop
/// would, and looks at what the screen was told and what it drew.
@MainActor
@Suite("MVC with an @Observable model and observation tracking")
struct ObservationTrackingTests {
  let timeline = ObservableTimeline(currentUser: "ana")

  func makeScreen() -> ObservingTimelineViewController {
    let screen = ObservingTimelineViewController(timeline: timeline)
    screen.loadViewIfNeeded()
    return screen
  }

  func rows(of screen: ObservingTimelineViewController) -> [String] {
    screen.tableView.visibleCells.map { "\($0.text): \($0.detailText ?? "")" }
  }

  @Test("A change to what the screen read marks it; the next pass draws it")
  func changeMarksThenPassDraws() {
    let screen = makeScreen()
    #expect(!screen.needsUpdateProperties && screen.propertyUpdateCount == 1)

    timeline.post("hi")
    #expect(screen.needsUpdateProperties)
    #expect(rows(of: screen).isEmpty, "the handler runs before the change: it only marks")

    screen.updatePropertiesIfNeeded()
    #expect(rows(of: screen) == ["ana: hi"])
    #expect(!screen.needsUpdateProperties)
  }

  @Test("Many changes between two passes cost one update")
  func changesCoalesce() {
    let screen = makeScreen()
    timeline.post("one")
    timeline.post("two")
    timeline.post("three")
    screen.updatePropertiesIfNeeded()
    screen.updatePropertiesIfNeeded()
    #expect(screen.propertyUpdateCount == 2)
    #expect(rows(of: screen).count == 3)
  }

  @Test("A property the screen never read tells it nothing")
  func unreadPropertyIsSilent() {
    let screen = makeScreen()
    timeline.currentUser = "bo"
    #expect(!screen.needsUpdateProperties)
  }

  @Test("Every update tracks afresh, so the second change is heard too")
  func trackingIsRenewed() {
    let screen = makeScreen()
    timeline.post("one")
    screen.updatePropertiesIfNeeded()
    timeline.post("two")
    #expect(screen.needsUpdateProperties, "the second change should mark the screen again")
    screen.updatePropertiesIfNeeded()
    #expect(rows(of: screen) == ["ana: two", "ana: one"])
  }

  @Test("Tracking registered once tells once: the trap the pass avoids")
  func trackingIsOneShot() {
    let counter = Counter()
    withObservationTracking {
      _ = timeline.qwinks
    } onChange: {
      MainActor.assumeIsolated { counter.count += 1 }
    }
    timeline.post("one")
    timeline.post("two")
    #expect(counter.count == 1)
  }

  @Test("Tracking keeps no screen alive")
  func closedScreenIsFreed() {
    weak var gone: ObservingTimelineViewController?
    do {
      let screen = makeScreen()
      timeline.post("one")
      gone = screen
    }
    #expect(gone == nil)
    timeline.post("two")  // Tells nobody, and crashes nothing.
  }
}

@MainActor
final class Counter {
  var count = 0
}
