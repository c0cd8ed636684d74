import Foundation
import HeadlessKit

/// What a `DownloadService` tells the object that uses it.
///
/// The service talks back only through this protocol, so it never needs to
/// know its delegate's class: any screen can adopt it, and so can a test's
/// spy.
@MainActor
protocol DownloadServiceDelegate: AnyObject {
  // No requirements yet: declaring them is part of your job. Steps 2 and 4
  // of the brief (README.md) give their exact signatures.
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
