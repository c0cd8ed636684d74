import HeadlessKit
import Testing

@MainActor
@Suite("Trace: who called whom, for the tour to print")
struct TraceTests {
  @Test("A new trace is empty")
  func empty() {
    let trace = Trace()

    #expect(trace.entries.isEmpty)
    #expect(trace.calls.isEmpty)
    #expect(trace.lines().isEmpty)
  }

  @Test("record adds a call with its actor and message")
  func record() {
    let trace = Trace()

    trace.record("RefreshControl", "sends valueChanged")

    #expect(trace.entries == [.call(actor: "RefreshControl", message: "sends valueChanged")])
  }

  @Test("Entries keep the order they were added in, whatever their kind")
  func order() {
    let trace = Trace()
    let view = Label(text: "0 posts")

    trace.note("The user pulls to refresh.")
    trace.record("RefreshControl", "sends valueChanged")
    trace.screen("After", view)

    #expect(
      trace.entries == [
        .note("The user pulls to refresh."),
        .call(actor: "RefreshControl", message: "sends valueChanged"),
        .screen(title: "After", rendering: "Label \"0 posts\""),
      ])
  }

  @Test("calls lists only the calls, in order")
  func callsOnly() {
    let trace = Trace()
    trace.note("Start.")
    trace.record("A", "one")
    trace.screen("Screen", View())
    trace.record("B", "two")

    #expect(trace.calls.map(\.actor) == ["A", "B"])
    #expect(trace.calls.map(\.message) == ["one", "two"])
  }

  @Test("A screen is drawn when recorded: later changes to the view do not alter it")
  func screenIsSnapshot() {
    let trace = Trace()
    let label = Label(text: "before")

    trace.screen("Snapshot", label)
    label.text = "after"

    #expect(trace.entries == [.screen(title: "Snapshot", rendering: "Label \"before\"")])
  }

  @Test("A screen is drawn with the trace's renderer")
  func screenUsesRenderer() {
    let trace = Trace(renderer: ViewTreeRenderer(style: .ascii))
    let root = View()
    root.addSubview(Label(text: "child"))

    trace.screen("ASCII", root)

    #expect(trace.lines() == ["ASCII", "    View (0, 0, 0, 0)", "    `- Label \"child\""])
  }

  @Test("lines() lines up every call's message in one column after the longest actor")
  func alignedCalls() {
    let trace = Trace()
    trace.record("RefreshControl", "sends valueChanged")
    trace.record("TimelineViewController", "refresh()")
    trace.record("Service", "start()")

    #expect(
      trace.lines() == [
        "  RefreshControl          sends valueChanged",
        "  TimelineViewController  refresh()",
        "  Service                 start()",
      ])
  }

  @Test("lines() puts notes flush left and indents screens under their title")
  func notesAndScreens() {
    let trace = Trace()
    let root = View()
    root.addSubview(Label(text: "3 posts"))

    trace.note("The download finishes.")
    trace.record("Service", "tells its delegate")
    trace.screen("Timeline", root)

    #expect(
      trace.lines() == [
        "The download finishes.",
        "  Service  tells its delegate",
        "Timeline",
        "    View (0, 0, 0, 0)",
        "    └─ Label \"3 posts\"",
      ])
  }

  @Test("Long notes do not widen the actor column")
  func notesDoNotWidenColumn() {
    let trace = Trace()
    trace.note("A very long line of narration, much longer than any actor name.")
    trace.record("A", "one")
    trace.record("BB", "two")

    #expect(trace.lines().suffix(2) == ["  A   one", "  BB  two"])
  }
}
