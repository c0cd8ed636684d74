import Foundation
import HeadlessKit

/// Qwinkle's application delegate.
@MainActor
final class TimelineAppDelegate: ApplicationDelegate {
  let window = Window()
  let timelineViewController: TimelineViewController
  let privateMessagesViewController: PrivateMessagesViewController

  /// Given by the system when it wakes the app for a background session;
  /// the screens call it once their session has delivered everything.
  var backgroundSessionCompletionHandler: (@MainActor () -> Void)?

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
    backgroundSessionCompletionHandler = completionHandler
  }
}
