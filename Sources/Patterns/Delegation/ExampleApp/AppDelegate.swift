import Foundation
import HeadlessKit

/// Qwinkle's application delegate: the app's relationship with the system,
/// and nothing else.
///
/// It makes the screens, shows the window at launch, and when the system
/// wakes the app for a background session it hands the completion handler to
/// the screen that owns that session. It does not keep the handler itself and
/// knows nothing about downloads: the screen hears from its `DownloadService`
/// when the handler is due.
@MainActor
final class AppDelegate: ApplicationDelegate {
  let window = Window()
  let timelineViewController: TimelineViewController
  let privateMessagesViewController: PrivateMessagesViewController

  /// Told, in a few words, what the app delegate just did. The demo prints
  /// it; a real app leaves it nil.
  var log: (@MainActor (String) -> Void)?

  /// The screens are made here rather than at launch so that each one's
  /// session exists as soon as the app runs, even when the system starts the
  /// app in the background only to deliver download events.
  init(network: any DownloadNetwork) {
    timelineViewController = TimelineViewController(network: network)
    privateMessagesViewController = PrivateMessagesViewController(network: network)
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
      log?("-> TimelineViewController: completion handler")
      timelineViewController.backgroundEventsCompletionHandler = completionHandler
    case PrivateMessagesViewController.sessionIdentifier:
      log?("-> PrivateMessagesViewController: completion handler")
      privateMessagesViewController.backgroundEventsCompletionHandler = completionHandler
    default:
      // Not a session of ours: nothing will ever call it, so call it now.
      completionHandler()
    }
  }
}
