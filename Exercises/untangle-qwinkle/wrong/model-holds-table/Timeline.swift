import Foundation
import HeadlessKit

/// What the timeline tells the objects that watch it: "I changed".
@MainActor
protocol TimelineObserver: AnyObject {
  func timelineDidChange(_ timeline: Timeline)
}

/// The public timeline: everyone's Qwinks, newest first. This is the model
/// both screens share.
///
/// The new-entry screen adds to it; the timeline screen shows it and
/// watches it. Neither screen knows the other: whoever changes the timeline,
/// it tells its observers, and the screens that show it redraw.
@MainActor
final class Timeline {
  /// Who is using the app; new Qwinks are theirs.
  let currentUser: String

  /// Every Qwink, newest first.
  private(set) var qwinks: [Qwink] = []

  /// Held weakly, so watching the timeline never keeps a screen alive.
  private var observers: [WeakObserver] = []

  /// The tables showing the timeline, redrawn on every change so no screen
  /// has to remember to. Weak, like the observers.
  private var tables: [WeakTable] = []

  init(currentUser: String) {
    self.currentUser = currentUser
  }

  /// Puts `qwink` on top of the timeline.
  func add(_ qwink: Qwink) {
    qwinks.insert(qwink, at: 0)
    notifyObservers()
  }

  /// Replaces every Qwink with `qwinks`, e.g. after a download.
  func replaceQwinks(with qwinks: [Qwink]) {
    self.qwinks = qwinks
    notifyObservers()
  }

  // MARK: Observers

  /// Tells `observer` about every change from now on, until it goes away
  /// or is removed. Adding it twice still tells it once.
  func addObserver(_ observer: any TimelineObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
    observers.append(WeakObserver(observer: observer))
  }

  /// Stops telling `observer`, and only it: every other observer still
  /// hears. Removing one that is not there does nothing.
  func removeObserver(_ observer: any TimelineObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
  }

  /// Keeps `table` up to date with every change.
  func keepUpToDate(_ table: TableView) {
    tables.append(WeakTable(table: table))
  }

  private func notifyObservers() {
    for table in tables.compactMap(\.table) {
      table.reloadData()
    }
    for observer in observers.compactMap(\.observer) {
      observer.timelineDidChange(self)
    }
  }

  private struct WeakTable {
    weak var table: TableView?
  }

  private struct WeakObserver {
    weak var observer: (any TimelineObserver)?
  }
}
