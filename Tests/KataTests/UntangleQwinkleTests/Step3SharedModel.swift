import Foundation
import HeadlessKit
import Testing

@testable import QwinkleApp
@testable import QwinkleModel

@Suite("3. A new Qwink reaches the timeline through the shared model")
@MainActor
struct Step3 {
  @Test("The Timeline tells each of its observers, once per change, and knows no screen")
  func modelTellsItsObservers() {
    let timeline = Timeline(currentUser: "dee")  // No screen, no table: the model alone.
    let first = SpyTimelineObserver()
    let second = SpyTimelineObserver()
    timeline.addObserver(first)
    timeline.addObserver(second)
    timeline.addObserver(first)  // Adding one twice must do no harm.

    timeline.add(Qwink(author: "ana", text: "hi"))
    timeline.replaceQwinks(with: [Qwink(author: "bo", text: "yo")])

    #expect(
      first.heard.count == 2 && second.heard.count == 2,
      """
      Built alone, with two observers and no screen, the Timeline changed twice (an add, \
      then a replace) and told the first observer \(times(first.heard.count)), the second \
      \(times(second.heard.count)): each should hear once per change, and an observer \
      added twice is still one observer. Look at how the Timeline keeps its observers \
      and when it tells them.
      """)
    let expected = [[Qwink(author: "ana", text: "hi")], [Qwink(author: "bo", text: "yo")]]
    #expect(
      first.heard == expected && second.heard == expected,
      first.heard.isEmpty && second.heard.isEmpty
        ? "The observers were never told of a change: see the expectation above."
        : """
        When told, the observers found the Timeline holding \
        \(first.heard.map(describe).joined(separator: ", then ")), not "ana: hi" and then \
        "bo: yo": they would redraw what was there before the change. Look at when the \
        Timeline tells its observers.
        """)
    #expect(
      (first.tellers + second.tellers).allSatisfy { $0 == ObjectIdentifier(timeline) },
      "The observers were told of a change by some other Timeline than the one that changed.")
  }

  @Test("Removing one observer leaves every other, and removing twice does no harm")
  func removingOneKeepsTheOthers() {
    let timeline = Timeline(currentUser: "dee")
    let leaving = SpyTimelineObserver()
    let staying = SpyTimelineObserver()
    timeline.addObserver(leaving)
    timeline.addObserver(staying)

    timeline.removeObserver(leaving)
    timeline.removeObserver(leaving)
    timeline.removeObserver(SpyTimelineObserver())  // Never added: nothing to do.
    timeline.add(Qwink(author: "ana", text: "hi"))

    #expect(
      leaving.heard.isEmpty,
      """
      An observer that was removed was still told \(times(leaving.heard.count)): removing \
      it did not stop the calls. Look at Timeline.removeObserver(_:).
      """)
    #expect(
      staying.heard.count == 1,
      """
      Removing one observer (twice, and one that was never added) left the other hearing \
      \(times(staying.heard.count)) for one change, not once\
      \(timelineTellsObservers()
        ? ": removing one observer touched others. Look at how Timeline.removeObserver(_:) "
          + "picks what it removes."
        : ": the Timeline tells no observer of a change yet (see the test above).")
      """)

    timeline.addObserver(leaving)
    timeline.add(Qwink(author: "bo", text: "yo"))
    #expect(
      leaving.heard.count == 1 && staying.heard.count == 2,
      "An observer added again after it was removed did not hear the next change once.")
  }

  @Test("Watching the Timeline keeps nobody alive")
  func observersAreWeak() {
    let timeline = Timeline(currentUser: "dee")
    weak var goneSpy: SpyTimelineObserver?
    weak var goneScreen: TimelineViewController?
    do {
      let spy = SpyTimelineObserver()
      timeline.addObserver(spy)
      goneSpy = spy
      let screen = makeTimelineScreen(timeline: timeline, network: FakeDownloadNetwork())
      goneScreen = screen
    }

    #expect(
      goneSpy == nil,
      """
      An observer that nobody else kept is still alive: watching the Timeline keeps it \
      alive, and would keep a closed screen alive. Look at how the Timeline holds its \
      observers.
      """)
    #expect(
      goneScreen == nil,
      """
      A timeline screen that was let go is still alive. Something keeps it: the model's \
      list of observers, a closure that captures the screen, or something the screen \
      owns that holds it in return.
      """)

    let staying = SpyTimelineObserver()
    timeline.addObserver(staying)
    timeline.add(Qwink(author: "ana", text: "hi"))
    #expect(
      staying.heard.count == 1,
      "After its other observers went away, the Timeline did not tell the one left, once.")
  }

  @Test("The timeline shows every change to the model, whoever makes it")
  func timelineFollowsTheModel() {
    let network = FakeDownloadNetwork()
    let timeline = Timeline(currentUser: "dee")
    let screen = makeTimelineScreen(timeline: timeline, network: network)

    timeline.add(Qwink(author: "cy", text: "hello"))

    let shown = rows(of: screen.tableView)
    #expect(
      shown == ["cy: hello"],
      """
      A Qwink was added to the model, and the timeline shows \(describe(shown)), not \
      "cy: hello": the screen never heard that the model changed. The model should tell \
      whoever watches it. Look at what the timeline screen watches, and what it does \
      when told.
      """)
    #expect(
      rowsCameFromDataSource(screen.tableView),
      """
      After the change, some rows on the timeline's table were not put there by the \
      table: cells added by hand, going around the data source.
      """)
  }

  @Test("Two timeline screens on one Timeline both redraw")
  func everyScreenFollows() {
    let network = FakeDownloadNetwork()
    let timeline = Timeline(currentUser: "dee")
    let first = makeTimelineScreen(timeline: timeline, network: network)
    let second = makeTimelineScreen(timeline: timeline, network: network)

    timeline.add(Qwink(author: "cy", text: "hello"))

    #expect(
      rows(of: first.tableView) == ["cy: hello"] && rows(of: second.tableView) == ["cy: hello"],
      """
      Two timeline screens show one Timeline; after a change the first shows \
      \(describe(rows(of: first.tableView))) and the second \
      \(describe(rows(of: second.tableView))): one of them never heard. Every screen \
      that watches the model must hear. Look at how many observers the Timeline keeps.
      """)
  }

  @Test("The timeline screen hears the model as its observer, and through nothing else")
  func screenIsAnObserver() throws {
    let timeline = Timeline(currentUser: "dee")
    let screen = makeTimelineScreen(timeline: timeline, network: FakeDownloadNetwork())
    let observer = try #require(
      asTimelineObserver(screen),
      """
      TimelineViewController is no TimelineObserver, so the Timeline has no way to \
      tell it of a change.
      """)
    timeline.add(Qwink(author: "cy", text: "hello"))

    timeline.removeObserver(observer)
    timeline.add(Qwink(author: "di", text: "anyone?"))

    let shown = rows(of: screen.tableView)
    #expect(
      shown == ["cy: hello"],
      """
      After the timeline screen was taken off the Timeline's observers, the next change \
      still redrew it: it shows \(describe(shown)). Something other than the observer list \
      reloads its table. The model should know no table and no screen; it only tells its \
      observers.
      """)
  }
}
