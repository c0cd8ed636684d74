import Foundation
import HeadlessKit

/// Qwinkle's application delegate.
///
/// It looks after the app's relationship with the system, and nothing else.
/// When the system wakes the app for a background session, the app delegate
/// hands the completion handler to the screen that owns that session and is
/// done. It knows nothing about downloads, and no screen needs to find it.
@MainActor
final class TimelineAppDelegate: Responder, ApplicationDelegate,
  BackgroundEventsHandling
{
  let window = Window()
  let timelineViewController: TimelineViewController
  let privateMessagesViewController: PrivateMessagesViewController

  /// The last handler the system gave, for a screen that was not handed
  /// one: it can ask for it up the responder chain.
  private var lastCompletionHandler: (@MainActor () -> Void)?

  init(network: any DownloadNetwork) {
    timelineViewController = TimelineViewController(network: network)
    privateMessagesViewController = PrivateMessagesViewController(
      network: network)
    super.init()
  }

  func finishBackgroundEvents(_ sender: AnyObject?) {
    let completionHandler = lastCompletionHandler
    lastCompletionHandler = nil
    completionHandler?()
  }

  func applicationDidFinishLaunching(_ application: Application) {
    window.rootViewController = timelineViewController
    window.makeKeyAndVisible(in: application)
  }

  func application(
    _ application: Application,
    handleEventsForBackgroundSession identifier: String,
    completionHandler: @escaping @MainActor () -> Void
  ) {
    lastCompletionHandler = completionHandler
    switch identifier {
    case TimelineViewController.sessionIdentifier:
      timelineViewController.backgroundEventsCompletionHandler =
        completionHandler
    case PrivateMessagesViewController.sessionIdentifier:
      privateMessagesViewController.backgroundEventsCompletionHandler =
        completionHandler
    default:
      // Not a session of ours: nothing would ever call it, so call it now.
      completionHandler()
    }
  }
}

/// Whoever up the chain can finish a background session's events.
@MainActor
protocol BackgroundEventsHandling: Responder {
  func finishBackgroundEvents(_ sender: AnyObject?)
}

extension Action {
  static let finishBackgroundEvents = Action(
    "finishBackgroundEvents", BackgroundEventsHandling.finishBackgroundEvents)
}
