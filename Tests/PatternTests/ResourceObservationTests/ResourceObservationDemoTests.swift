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
    #expect(calls.contains("network: GET /search/users/ana -> 200, 54 bytes"))
    #expect(!calls.contains { $0.hasPrefix("screen: <- /search/users/ana: newData") })
    #expect(calls.contains { $0.contains("/search/users/ana has data, 0 observers") })
  }

  @Test("The badge joins the load in flight, and the 304 keeps the same User")
  func piggybackAndNotModified() {
    #expect(calls.contains("badge: loadIfNeeded() -> the load in flight"))
    #expect(calls.contains("network: GET /search/users/bo (If-None-Match: \"bo-1\")"))
    #expect(calls.contains("resource: same User object after the 304: true"))
    #expect(calls.filter { $0.hasPrefix("network: GET /search/users/bo") }.count == 4)
  }

  @Test("The screens show bo with two posts, then keep them beside the error")
  func screensShowState() {
    #expect(screens.count == 3)
    #expect(screens.first?.contains("Label \"bo\"") == true)
    #expect(screens.first?.contains("Label \"2 posts\"") == true)
    #expect(screens.first?.contains("ana") == false)
    #expect(screens.dropFirst().first?.contains("Sourdough, day 3") == true)
    #expect(screens.dropFirst().first?.contains("HTTP 500") == true)
  }

  @Test("One request for the picture serves both screens; the fresh badge sends nothing")
  func pictureShared() {
    #expect(calls.contains("network: GET /avatars/bo.img: 1 in all, for both screens"))
    #expect(calls.contains("badge: loadIfNeeded() -> nil"))
  }
}
