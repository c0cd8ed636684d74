import Foundation
import HeadlessKit
import Observation
import Testing

@testable import QwinkleApp
@testable import QwinkleModel

@Suite("6. The account screen follows the @Observable model by observation tracking")
@MainActor
struct Step6 {
  let timeline = Timeline(currentUser: "dee")

  /// An account screen with its view loaded: its first update has run.
  func makeAccountScreen() -> AccountViewController {
    let screen = AccountViewController(timeline: timeline)
    _ = screen.view
    return screen
  }

  /// Whether `read` touches something observable that `change` changes:
  /// tracking, done by the test itself, on the model alone.
  func isTracked(_ read: () -> Void, changedBy change: () -> Void) -> Bool {
    let told = ToldFlag()
    withObservationTracking(
      read,
      onChange: {
        MainActor.assumeIsolated { told.value = true }
      })
    change()
    return told.value
  }

  @Test("The Timeline is @Observable: reading a property under tracking is told of its change")
  func modelIsObservable() {
    let userTracked = isTracked(
      { _ = timeline.currentUser }, changedBy: { timeline.currentUser = "bo" })
    let qwinksTracked = isTracked(
      { _ = timeline.qwinks }, changedBy: { timeline.add(Qwink(author: "ana", text: "hi")) })
    #expect(
      userTracked && qwinksTracked,
      """
      Code that read the Timeline's \
      \(userTracked ? "qwinks" : qwinksTracked ? "currentUser" : "currentUser and qwinks") \
      inside withObservationTracking was not told when it changed. Mark the Timeline \
      @Observable (import Observation), so that its stored properties report reads and \
      changes; keep them stored `var`s.
      """)
  }

  @Test("A new user marks the account screen, and the next update pass shows it")
  func newUserIsShown() {
    let screen = makeAccountScreen()
    #expect(
      screen.nameLabel.text == "Signed in as dee",
      "After loading, the account screen should say \"Signed in as dee\".")

    timeline.currentUser = "bo"
    #expect(
      screen.needsUpdateProperties,
      """
      The signed-in user changed, and the account screen was not marked for an update. \
      Run updateProperties() inside withObservationTracking in updatePropertiesIfNeeded(), \
      and let its onChange call setNeedsUpdateProperties() there and then, inside \
      MainActor.assumeIsolated (a Task would run too late). Is the Timeline @Observable?
      """)
    screen.updatePropertiesIfNeeded()
    #expect(
      screen.nameLabel.text == "Signed in as bo",
      """
      After the update pass the account screen says "\(screen.nameLabel.text)", not \
      "Signed in as bo".
      """)
  }

  @Test("Every update tracks again, so the second change is heard too")
  func secondChangeIsHeard() {
    let screen = makeAccountScreen()
    timeline.currentUser = "bo"
    screen.updatePropertiesIfNeeded()

    timeline.currentUser = "cy"
    #expect(
      screen.needsUpdateProperties,
      """
      The first change marked the screen, but the second did not. Tracking tells only \
      once: register it again at every update, by wrapping updateProperties() in \
      withObservationTracking inside updatePropertiesIfNeeded(), not once in viewDidLoad.
      """)
    screen.updatePropertiesIfNeeded()
    #expect(screen.nameLabel.text == "Signed in as cy", "The second new user was not shown.")
  }

  @Test("Two account screens on one Timeline are both told")
  func everyScreenIsTold() {
    let first = makeAccountScreen()
    let second = makeAccountScreen()
    timeline.currentUser = "bo"
    #expect(
      first.needsUpdateProperties && second.needsUpdateProperties,
      """
      Two account screens show one Timeline, and a new user marked \
      \(first.needsUpdateProperties ? "only the first" : second.needsUpdateProperties ? "only the second" : "neither"). \
      Each screen should track its own reads: a single hook on the model serves one \
      screen only.
      """)
  }

  @Test("A change the screen never read tells it nothing")
  func unreadChangesAreSilent() {
    let screen = makeAccountScreen()
    timeline.add(Qwink(author: "ana", text: "hi"))
    timeline.replaceQwinks(with: [Qwink(author: "bo", text: "yo")])
    #expect(
      !screen.needsUpdateProperties,
      """
      Qwinks were added, and the account screen, which shows only the user, was marked \
      for an update. It hears of every change to the Timeline, as an observer does. \
      Let the tracking of what updateProperties() reads be the only thing that marks it.
      """)
  }

  @Test("The account screen hears through tracking, not the Timeline's observer list")
  func notThroughTheObserverList() {
    let screen = makeAccountScreen()
    if let observer = asTimelineObserver(screen) {
      timeline.removeObserver(observer)
    }
    timeline.currentUser = "bo"
    #expect(
      screen.needsUpdateProperties,
      """
      Taken off the Timeline's observers, the account screen no longer heard that the \
      user changed: it still follows the model through the observer list. Let \
      withObservationTracking tell it instead.
      """)
  }

  @Test("Tracking keeps no account screen alive")
  func closedScreenIsFreed() {
    weak var gone: AccountViewController?
    do {
      let screen = makeAccountScreen()
      timeline.currentUser = "bo"
      screen.updatePropertiesIfNeeded()
      gone = screen
    }
    #expect(
      gone == nil,
      """
      An account screen that was let go is still alive: the tracking's onChange closure \
      holds it strongly until the next change. Capture it weakly: [weak self].
      """)
    timeline.currentUser = "cy"  // Tells nobody, and crashes nothing.
  }
}

/// Set by a tracking handler, read by the test.
@MainActor
final class ToldFlag {
  var value = false
}
