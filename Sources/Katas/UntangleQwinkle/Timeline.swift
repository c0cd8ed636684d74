import Foundation

/// What the timeline tells the objects that watch it: "I changed".
///
/// Drawn up with the model, so that any screen can follow the timeline
/// without the timeline knowing which screens there are. Nothing adopts it
/// yet.
@MainActor
protocol TimelineObserver: AnyObject {
  func timelineDidChange(_ timeline: Timeline)
}

/// The public timeline: everyone's Qwinks, newest first. It is meant to be
/// the model both screens share.
///
/// Someone drew it up from the user stories, but nothing uses it yet: the
/// Qwinks still live in the timeline's table, as lines of text.
@MainActor
final class Timeline {
  /// Who is using the app; new Qwinks are theirs. It changes when another
  /// account signs in.
  var currentUser: String

  /// Every Qwink, newest first.
  private(set) var qwinks: [Qwink] = []

  init(currentUser: String) {
    self.currentUser = currentUser
  }

  /// Puts `qwink` on top of the timeline. Not written yet.
  func add(_ qwink: Qwink) {}

  /// Replaces every Qwink with `qwinks`, e.g. after a download. Not
  /// written yet.
  func replaceQwinks(with qwinks: [Qwink]) {}

  /// Will tell `observer` about every change from now on. Not written yet.
  func addObserver(_ observer: any TimelineObserver) {}

  /// Will stop telling `observer`. Not written yet.
  func removeObserver(_ observer: any TimelineObserver) {}
}
