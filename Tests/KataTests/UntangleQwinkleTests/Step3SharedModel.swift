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
      then a replace) and told the first observer \(first.heard.count) times, the second \
      \(second.heard.count) times: each should hear once per change. The model tells \
      whoever watches it: keep every observer in addObserver(_:) (one added twice is kept \
      once), and call timelineDidChange(self) on each in add(_:) and in \
      replaceQwinks(with:).
      """)
    let expected = [[Qwink(author: "ana", text: "hi")], [Qwink(author: "bo", text: "yo")]]
    #expect(
      first.heard == expected && second.heard == expected,
      """
      When told, the observers found the Timeline holding \
      \(first.heard.map(describe).joined(separator: ", then ")), not "ana: hi" and then \
      "bo: yo". Tell the observers after the change is made, at the end of add(_:) and \
      replaceQwinks(with:), so they redraw what is there now.
      """)
    #expect(
      (first.tellers + second.tellers).allSatisfy { $0 == ObjectIdentifier(timeline) },
      "Each call to timelineDidChange(_:) should pass the Timeline that changed (self).")
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
      An observer removed with removeObserver(_:) was still told \(leaving.heard.count) \
      times. Removing it should stop the calls to it.
      """)
    #expect(
      staying.heard.count == 1,
      """
      Removing one observer (twice, and one that was never added) left the other hearing \
      \(staying.heard.count) times for one change, not once. removeObserver(_:) should \
      take out that observer only, compared by identity (===), and leave the rest.
      """)

    timeline.addObserver(leaving)
    timeline.add(Qwink(author: "bo", text: "yo"))
    #expect(
      leaving.heard.count == 1 && staying.heard.count == 2,
      "An observer added again after it was removed should hear the next change, once.")
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
      An observer that nobody else kept is still alive: the Timeline keeps its observers \
      strongly. Keep each one weakly, e.g. in a small struct with \
      `weak var observer: (any TimelineObserver)?`, so watching never keeps a screen open.
      """)
    #expect(
      goneScreen == nil,
      """
      A timeline screen that was let go is still alive. Something keeps it: the model's \
      list of observers, a closure that captures the screen strongly (use [weak self]), \
      or something the screen owns that holds it strongly in return, such as a \
      delegate property that is not weak.
      """)

    let staying = SpyTimelineObserver()
    timeline.addObserver(staying)
    timeline.add(Qwink(author: "ana", text: "hi"))
    #expect(
      staying.heard.count == 1,
      "After its other observers went away, the Timeline should still tell the one left, once.")
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
      A Qwink was added to the model, and the timeline shows \(describe(shown)). The model \
      should tell whoever watches it that it changed: give Timeline observers (a \
      TimelineObserver protocol, held weakly), make the timeline screen one in viewDidLoad, \
      and reload the table when it hears.
      """)
    #expect(
      rowsCameFromDataSource(screen.tableView),
      """
      After the change, some rows on the timeline's table were not put there by the \
      table: cells added by hand. When the model tells the screen, call \
      tableView.reloadData(), and the table asks its data source again.
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
      \(describe(rows(of: second.tableView))). Every screen that watches the model must \
      hear: the model keeps a list of observers, not a single one.
      """)
  }

  @Test("The timeline screen hears the model as its observer, and through nothing else")
  func screenIsAnObserver() throws {
    let timeline = Timeline(currentUser: "dee")
    let screen = makeTimelineScreen(timeline: timeline, network: FakeDownloadNetwork())
    let observer = try #require(
      asTimelineObserver(screen),
      """
      TimelineViewController is not a TimelineObserver. Make it one, add it to the \
      timeline's observers in viewDidLoad, and reload the table in timelineDidChange(_:).
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

  @Test("+ opens the new-entry screen on the same Timeline")
  func sameModel() throws {
    let qwinkle = LaunchedQwinkle()

    let entry = try #require(
      qwinkle.openNewEntry(),
      "Tapping + showed no NewEntryViewController in the key window.")

    #expect(
      entry.timeline === qwinkle.timelineScreen.timeline,
      """
      The new-entry screen got a Timeline of its own. Both screens share one model: hand \
      it the timeline screen's `timeline`.
      """)
  }

  @Test("A Qwink posted on the new-entry screen shows on top of the timeline")
  func postedQwinkShows() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(
      qwinkle.openNewEntry(),
      "Tapping + showed no NewEntryViewController in the key window.")
    entry.textField.insertText("lunch?")

    entry.doneItem.tap()
    try #require(
      completePost(on: qwinkle.network), "Done sent nothing to QwinkleService.postURL.")

    let timeline = qwinkle.timelineScreen.timeline
    #expect(
      timeline.qwinks.first == Qwink(author: "dee", text: "lunch?"),
      """
      The new Qwink is not at the top of the shared model (it starts with \
      \(describe(Array(timeline.qwinks.prefix(1))))). Done should add it to the Timeline.
      """)
    #expect(
      rows(of: qwinkle.timelineScreen.tableView).first == "dee: lunch?",
      """
      The timeline shows \(describe(rows(of: qwinkle.timelineScreen.tableView))) after the \
      post: it should hear from the model and reload.
      """)
    #expect(
      !entry.isVisible && qwinkle.application.keyWindow === qwinkle.appDelegate.window,
      "The new-entry screen should close once the server has the Qwink.")
  }

  @Test("One post, one redraw: the timeline hears of it from the model alone")
  func onePostOneRedraw() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(
      qwinkle.openNewEntry(),
      "Tapping + showed no NewEntryViewController in the key window.")
    entry.textField.insertText("lunch?")
    let counter = CountingDataSource()
    qwinkle.timelineScreen.tableView.dataSource = counter

    entry.doneItem.tap()
    try #require(
      completePost(on: qwinkle.network), "Done sent nothing to QwinkleService.postURL.")

    #expect(
      counter.reloads == 1,
      """
      One Qwink was posted and the timeline's table asked its data source \
      \(counter.reloads) times (once per reloadData()). It should ask once: when the \
      model tells the timeline screen, reload the table. More than once? Then the \
      new-entry screen still reaches the timeline screen, or its table, another way.
      """)
  }

  @Test("A new-entry screen closed with Cancel is freed")
  func cancelledEntryIsFreed() throws {
    let qwinkle = LaunchedQwinkle()
    weak var gone: NewEntryViewController?
    do {
      let entry = try #require(
        qwinkle.openNewEntry(),
        "Tapping + showed no NewEntryViewController in the key window.")
      gone = entry
      entry.textField.insertText("never mind")
      entry.cancelItem.tap()
    }

    #expect(
      gone == nil,
      """
      The new-entry screen was cancelled and closed, but it is still alive. The timeline \
      screen only opens it; nothing should keep it once its window is gone (no stored \
      property pointing at it, no closure capturing it strongly).
      """)
  }
}
