import Foundation
import HeadlessKit

/// Qwinkle's application delegate.
///
/// It looks after the app's relationship with the system, and nothing else.
/// When the system wakes the app for a background session, the app delegate
/// hands the completion handler to the screen that owns that session and is
/// done. It knows nothing about downloads, and no screen needs to find it.
@MainActor
final class TimelineAppDelegate: ApplicationDelegate {
  let window = Window()
  let timelineViewController: TimelineViewController
  let privateMessagesViewController: PrivateMessagesViewController

  init(network: any DownloadNetwork) {
    timelineViewController = TimelineViewController(network: network)
    privateMessagesViewController = PrivateMessagesViewController(
      network: network)
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
    switch identifier {
    case TimelineViewController.sessionIdentifier:
      timelineViewController.backgroundEventsCompletionHandler =
        completionHandler
    case PrivateMessagesViewController.sessionIdentifier:
      privateMessagesViewController.backgroundEventsCompletionHandler =
        completionHandler
    default:
      // Not a session of ours: none of our business.
      break
    }
  }
}
