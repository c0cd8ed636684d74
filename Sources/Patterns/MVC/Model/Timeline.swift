import Foundation

/// The public timeline: everyone's Qwinks, newest first. This is the model
/// both Qwinkle screens share.
///
/// The new-entry screen writes to it; the timeline screen reads from it and
/// watches it. Neither screen knows the other: when a Qwink is posted, the
/// timeline tells its observers, and whoever shows it redraws. So a third
/// screen that posts (a reply, a share) needs no change anywhere else.
@MainActor
public final class Timeline {
  /// Everyone on this timeline.
  public private(set) var qwinkers: [Qwinker]

  /// Every Qwink, newest first.
  public private(set) var qwinks: [Qwink] = []

  /// Weak boxes, so watching the timeline never keeps a screen alive.
  private var observers: [WeakObserver] = []

  public init(qwinkers: [Qwinker] = []) {
    self.qwinkers = qwinkers
  }

  /// The Qwinker called `name`, if they are on this timeline.
  public func qwinker(named name: String) -> Qwinker? {
    qwinkers.first { $0.name == name }
  }

  /// Adds `text` as a new Qwink by `author`, on top, and tells every
  /// observer. Blank text is not a Qwink: nothing is posted and nil comes
  /// back. An author not on the timeline yet joins it.
  @discardableResult
  public func post(_ text: String, by author: Qwinker) -> Qwink? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return nil }
    if !qwinkers.contains(where: { $0 === author }) { qwinkers.append(author) }
    let qwink = Qwink(author: author.name, text: trimmed)
    author.add(qwink)
    qwinks.insert(qwink, at: 0)
    notifyObservers()
    return qwink
  }

  // MARK: Observers

  /// Tells `observer` about every change from now on, until it goes away or
  /// is removed. Adding it twice changes nothing.
  public func addObserver(_ observer: any TimelineObserver) {
    observers.removeAll { $0.observer == nil }
    guard !observers.contains(where: { $0.observer === observer }) else { return }
    observers.append(WeakObserver(observer: observer))
  }

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
