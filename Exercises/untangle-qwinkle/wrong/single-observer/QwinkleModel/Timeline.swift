import Foundation

/// What the timeline tells the objects that watch it: "I changed".
@MainActor
public protocol TimelineObserver: AnyObject {
  func timelineDidChange(_ timeline: Timeline)
}

/// The public timeline: everyone's Qwinks, newest first. This is the model
/// both screens share.
///
/// The new-entry screen adds to it; the timeline screen shows it and
/// watches it. Neither screen knows the other: whoever changes the timeline,
/// it tells its observers, and the screens that show it redraw. Its
/// module, QwinkleModel, imports no UI toolkit, so the model could not name
/// a table or a screen if it tried.
@MainActor
public final class Timeline {
  /// Who is using the app; new Qwinks are theirs.
  public let currentUser: String

  /// Every Qwink, newest first.
  public private(set) var qwinks: [Qwink] = []

  /// Who watches the timeline: the screen that shows it. Weak, so watching
  /// never keeps a screen alive.
  private weak var observer: (any TimelineObserver)?

  public init(currentUser: String) {
    self.currentUser = currentUser
  }

  /// Puts `qwink` on top of the timeline.
  public func add(_ qwink: Qwink) {
    qwinks.insert(qwink, at: 0)
    notifyObservers()
  }

  /// Replaces every Qwink with `qwinks`, e.g. after a download.
  public func replaceQwinks(with qwinks: [Qwink]) {
    self.qwinks = qwinks
    notifyObservers()
  }

  // MARK: Observers

  /// Tells `observer` about every change from now on, until it goes away
  /// or is removed. Adding it twice still tells it once.
  public func addObserver(_ observer: any TimelineObserver) {
    self.observer = observer
  }

  /// Stops telling `observer`, and only it: every other observer still
  /// hears. Removing one that is not there does nothing.
  public func removeObserver(_ observer: any TimelineObserver) {
    if self.observer === observer { self.observer = nil }
  }

  private func notifyObservers() {
    observer?.timelineDidChange(self)
  }
}
