/// What the timeline tells the objects that watch it: "I changed".
///
/// This is how the model reaches the controllers without knowing them: it
/// keeps a list of observers behind this protocol and tells each one. Cocoa
/// apps do the same with notifications or key-value observing; the kit uses
/// a small protocol so the calls can be followed.
@MainActor
public protocol TimelineObserver: AnyObject {
  func timelineDidChange(_ timeline: Timeline)
}
