import HeadlessKit
import MVC

/// An observer that counts the changes it hears about.
@MainActor
final class CountingObserver: TimelineObserver {
  private(set) var changes = 0

  func timelineDidChange(_ timeline: Timeline) {
    changes += 1
  }
}

/// Qwinkle launched in an application of its own, with ana and bo's Qwinks on
/// the timeline and dee using the app.
@MainActor
struct LaunchedQwinkle {
  let application = Application()
  let timeline: Timeline
  let dee = Qwinker(name: "dee")
  let appDelegate: AppDelegate

  init() {
    let ana = Qwinker(name: "ana")
    let bo = Qwinker(name: "bo")
    timeline = Timeline(qwinkers: [ana, bo, dee])
    timeline.post("bakery on Elm", by: bo)
    timeline.post("tram is late", by: ana)
    appDelegate = AppDelegate(timeline: timeline, currentUser: dee)
    application.delegate = appDelegate
    application.finishLaunching()
  }

  var timelineScreen: TimelineViewController? { appDelegate.timelineViewController }

  /// Taps "+" on the timeline and returns the new-entry screen it shows.
  func openNewEntry() -> NewEntryViewController? {
    timelineScreen?.addItem.tap()
    return application.keyWindow?.rootViewController as? NewEntryViewController
  }
}
