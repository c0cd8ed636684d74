import HeadlessKit
import Testing

@testable import ResourceObservation

@MainActor
@Suite("The demo's trace shows the pattern at work")
struct ResourceObservationDemoTests {
  let trace = ResourceObservationDemo.run()

  private var calls: [String] { trace.calls.map { "\($0.actor): \($0.message)" } }

  private var screens: [String] {
    trace.entries.compactMap { entry in
      if case .screen(_, let rendering) = entry { return rendering }
      return nil
    }
  }

  @Test("The screen switches resources: stops observing ana, observes bo")
  func switchesResources() {
    let switching = calls.filter { $0.hasPrefix("screen: stops") || $0.hasPrefix("screen: obs") }
    #expect(
      Array(switching.prefix(3)) == [
        "screen: observes /search/users/ana",
        "screen: stops observing /search/users/ana",
        "screen: observes /search/users/bo",
      ])
  }

  @Test("Ana's late answer arrives, but the screen never hears of ana's data")
  func lateAnswerNeverReachesScreen() {
    #expect(!calls.contains { $0.hasPrefix("screen: <- /search/users/ana: newData") })
    #expect(calls.contains { $0.contains("/search/users/ana has data, 0 observers") })
  }

  @Test("The badge joins the refresh in flight: bo is requested twice in all, not three times")
  func piggyback() {
    let requests = calls.filter {
      $0.hasPrefix("network: GET /search/users/bo") && !$0.contains(" -> ")
    }
    #expect(requests.count == 2, "\(requests)")
  }

  @Test("The screens show bo with two posts, then keep them beside the error")
  func screensShowState() {
    #expect(screens.count == 3)
  }
}
