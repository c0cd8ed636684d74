import Foundation

/// What the timeline tells the objects that watch it: "I changed".
///
/// Drawn up with the model, so that any screen can follow the timeline
/// without the timeline knowing which screens there are. Nothing adopts it
/// yet.
@MainActor
public protocol TimelineObserver: AnyObject {
  func timelineDidChange(_ timeline: Timeline)
}

/// The public timeline: everyone's Qwinks, newest first. It is meant to be
/// the model both screens share.
///
/// Someone drew it up from the user stories, but nothing uses it yet: the
/// Qwinks still live in the timeline's table, as lines of text.
///
/// It lives in QwinkleModel, a module that imports no UI toolkit at all:
/// it cannot name a table or a screen, only tell whoever observes it. The
/// screens see only what is `public` here.
@MainActor
public final class Timeline {
  /// Who is using the app; new Qwinks are theirs. It changes when another
  /// account signs in.
  public var currentUser: String

  /// Every Qwink, newest first.
  public private(set) var qwinks: [Qwink] = []

  public init(currentUser: String) {
    self.currentUser = currentUser
  }

  /// Puts `qwink` on top of the timeline. Not written yet.
  public func add(_ qwink: Qwink) {}

  /// Replaces every Qwink with `qwinks`, e.g. after a download. Not
  /// written yet.
  public func replaceQwinks(with qwinks: [Qwink]) {}

  /// Will tell `observer` about every change from now on. Not written yet.
  public func addObserver(_ observer: any TimelineObserver) {}

  /// Will stop telling `observer`. Not written yet.
  public func removeObserver(_ observer: any TimelineObserver) {}
}
