import Foundation
import HeadlessNetworking

/// What a `DownloadService` tells the object that uses it.
///
/// The service talks back only through this protocol, so it never needs to
/// know its delegate's class: any screen can adopt it, and so can a test's
/// spy.
///
/// It is declared here, beside the service, as a framework declares its
/// delegate protocols: the screens that adopt it live in TimelineApp, a
/// module this one cannot see.
@MainActor
public protocol DownloadServiceDelegate: AnyObject {
  // No requirements yet: declaring them is part of your job. Steps 2 and 4
  // of the brief (README.md) give their exact signatures.
}

/// Downloads one URL in a background session, for whichever screen owns it,
/// and tells its delegate how it went.
///
/// Only the outline is here so far. The downloading itself still lives in
/// TimelineViewController, and a copy of it in PrivateMessagesViewController.
///
/// Its module, TimelineDownloads, imports HeadlessNetworking and nothing of
/// the app: no views, no screens, no application. The screens see only what
/// is `public` here, as an app sees a framework's API, so whatever you add
/// that a screen must use is `public` too.
@MainActor
public final class DownloadService {
  /// Names the background session, so the system can wake the app for it.
  public let sessionIdentifier: String

  /// What `start()` downloads.
  public let url: URL

  /// Told when a download is over and when background events are delivered.
  public var delegate: (any DownloadServiceDelegate)?

  public init(
    network: any DownloadNetwork, sessionIdentifier: String, url: URL
  ) {
    self.sessionIdentifier = sessionIdentifier
    self.url = url
  }

  /// Creates the background session.
  public func connect() {}

  /// Starts downloading `url`.
  public func start() {}
}
