import Foundation
import Observation

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
///
/// It is also `@Observable` (the extra step): a screen that reads a
/// property under observation tracking is told before that property
/// changes, with no observer list; the account screen follows it so.
@MainActor
@Observable
public final class Timeline {
  /// Who is using the app; new Qwinks are theirs. It changes when another
  /// account signs in.
  public var currentUser: String

  /// Every Qwink, newest first.
  public private(set) var qwinks: [Qwink] = []

  /// Held weakly, so watching the timeline never keeps a screen alive.
  /// Not observable itself: a screen added or removed is no change to the
  /// timeline.
  @ObservationIgnored private var observers: [WeakObserver] = []

  public init(currentUser: String) {
    self.currentUser = currentUser
  }

  /// The one timeline every screen shares: nobody has to hand it around.
  public static let shared = Timeline(currentUser: "dee")

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
    observers.removeAll { $0.observer == nil || $0.observer === observer }
    observers.append(WeakObserver(observer: observer))
  }

  /// Stops telling `observer`, and only it: every other observer still
  /// hears. Removing one that is not there does nothing.
  public func removeObserver(_ observer: any TimelineObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
  }

  private func notifyObservers() {
    for observer in observers.compactMap(\.observer) {
      observer.timelineDidChange(self)
    }
  }

  private struct WeakObserver {
    weak var observer: (any TimelineObserver)?
  }
}
