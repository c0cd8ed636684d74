import HeadlessKit
import MVC
import Testing

@MainActor
@Suite("MVCDemo: a Qwink traced from the user's input to the model and back to the view")
struct MVCDemoTests {
  let trace = MVCDemo.run()

  @Test("Done reaches the model first, then the timeline screen, then its table asks again")
  func modelToView() throws {
    let calls = trace.calls
    let done = try #require(calls.firstIndex { $0.message.hasPrefix("done(_:)") })
    let model = try #require(calls.firstIndex { $0.actor == "Timeline" })
    let screen = try #require(calls.firstIndex { $0.message.hasPrefix("timelineDidChange") })
    let table = try #require(calls.firstIndex { $0.actor == "TableView" })

    #expect(done < model && model < screen && screen < table)
    #expect(calls[table].message == "-> TimelineViewController: sections? 1")
  }

  @Test("Cancel reaches nobody but the new-entry screen")
  func cancel() throws {
    let calls = trace.calls
    let cancel = try #require(calls.firstIndex { $0.message.hasPrefix("cancel(_:)") })

    #expect(!calls[(cancel + 1)...].contains { $0.actor == "TableView" })
  }

  @Test("Both screens are drawn, and the timeline twice: before and after the new Qwink")
  func screens() {
    let renderings = trace.entries.compactMap { entry -> String? in
      if case .screen(_, let rendering) = entry { return rendering }
      return nil
    }
    #expect(renderings.count == 3)
    #expect(renderings.first != renderings.last, "the timeline looks the same after the Qwink")
  }
}
