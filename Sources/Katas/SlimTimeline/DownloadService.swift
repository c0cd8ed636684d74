import Foundation
import HeadlessKit

/// What a `DownloadService` tells the object that uses it.
@MainActor
protocol DownloadServiceDelegate: AnyObject {
  /// The download of `url` is over. On success `location` is the
  /// downloaded file and `error` is nil; on failure `location` is nil and
  /// `error` says why.
  func downloadService(
    _ service: DownloadService, didFinishDownloading url: URL,
    to location: URL?, error: (any Error)?)

  /// The background session named `identifier` has delivered every event
  /// it had queued, so whoever holds the system's completion handler can
  /// call it.
  func downloadService(
    _ service: DownloadService,
    didFinishEventsForSessionIdentifier identifier: String)
}

/// Downloads one URL in a background session, for whichever screen owns it,
/// and tells its delegate how it went.
///
/// Only the outline is here so far. The downloading itself still lives in
/// TimelineViewController, and a copy of it in PrivateMessagesViewController.
@MainActor
final class DownloadService {
  /// Names the background session, so the system can wake the app for it.
  let sessionIdentifier: String

  /// What `start()` downloads.
  let url: URL

  /// Told when a download is over and when background events are delivered.
  var delegate: (any DownloadServiceDelegate)?

  init(network: any DownloadNetwork, sessionIdentifier: String, url: URL) {
    self.sessionIdentifier = sessionIdentifier
    self.url = url
  }

  /// Creates the background session.
  func connect() {}

  /// Starts downloading `url`.
  func start() {}
}
