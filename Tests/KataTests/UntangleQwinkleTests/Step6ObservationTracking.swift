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
      under observation tracking was not told when it changed: the model does not \
      report reads and changes. Look at how the Timeline is declared.
      """)
  }

  @Test("A change marks the screen when it happens, even if it is undone before the pass")
  func markedWhenItChanges() {
    let screen = makeAccountScreen()

    timeline.currentUser = "bo"
    timeline.currentUser = "dee"

    #expect(
      screen.needsUpdateProperties,
      """
      The signed-in user changed to bo and back to dee before the next update pass, and \
      the account screen was not marked: it finds out only when asked, by looking at \
      the model (or its own label) then, instead of being told when what it read \
      changed. Look at what marks the account screen, and when.
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
      for an update: it hears of every change to the Timeline, as an observer does, \
      not only of what it read. Look at what marks the account screen.
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
      user changed: it follows the model through the observer list, not by tracking \
      what it reads.
      """)
  }

  @Test("A sign-in reaches the account screen with nothing said on the observer list")
  func signInSkipsTheObserverList() {
    let screen = makeAccountScreen()
    let spy = SpyTimelineObserver()
    timeline.addObserver(spy)
    timeline.currentUser = "bo"
    #expect(
      spy.heard.isEmpty && screen.needsUpdateProperties,
      """
      bo signed in: the Timeline's observers were told \(times(spy.heard.count)), and \
      the account screen is \(screen.needsUpdateProperties ? "" : "not ")marked for an \
      update. The account screen should hear of the user by tracking what it read, not \
      through the observer list, by itself or through a helper of its own on the list, \
      so a sign-in has nothing to tell the list. Look at what tells the account screen.
      """)
  }
}

/// Set by a tracking handler, read by the test.
@MainActor
final class ToldFlag {
  var value = false
}
