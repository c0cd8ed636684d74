import Observation

/// The timeline model in today's Swift: `@Observable`, with no observer
/// list of its own.
///
/// The macro makes every stored property report each read and each change
/// to Observation. Code that reads a property inside
/// `withObservationTracking` is told before that property next changes;
/// code that never read it is never told. So a screen that shows the
/// Qwinks is not bothered when the user switches accounts.
@MainActor
@Observable
public final class ObservableTimeline {
  /// Who is using the app; new Qwinks are theirs. It changes when another
  /// account signs in.
  public var currentUser: String

  /// Every Qwink, newest first.
  public private(set) var qwinks: [Qwink] = []

  public init(currentUser: String) {
    self.currentUser = currentUser
  }

  /// Adds `text` as the current user's Qwink, on top. No notify call: the
  /// change to `qwinks` is the notification.
  public func post(_ text: String) {
    qwinks.insert(Qwink(author: currentUser, text: text), at: 0)
  }
}
