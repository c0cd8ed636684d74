import Foundation
import HeadlessKit

/// Qwinkle's application delegate: the app's life, and nothing else.
///
/// At launch it puts the first screen in a window and hands it the model it
/// was given. It does not load Qwinks, post them or decide what a screen
/// shows: those are the model's and the controllers' jobs. The other moments
/// of the app's life (going to the background, coming back, restoring state,
/// a background download waking the app) would land here too, each handed
/// on to whoever owns that work.
@MainActor
public final class AppDelegate: ApplicationDelegate {
  public let window = Window()

  /// The model, made before the app launches so every screen gets the same one.
  public let timeline: Timeline
  public let currentUser: Qwinker

  /// The first screen, made at launch.
  public private(set) var timelineViewController: TimelineViewController?

  public init(timeline: Timeline, currentUser: Qwinker) {
    self.timeline = timeline
    self.currentUser = currentUser
  }

  public func applicationDidFinishLaunching(_ application: Application) {
    let controller = TimelineViewController(timeline: timeline, currentUser: currentUser)
    timelineViewController = controller
    window.rootViewController = controller
    window.makeKeyAndVisible(in: application)
  }
}
