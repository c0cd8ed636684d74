import Foundation
import HeadlessNetworking

/// What a `QwinkleService` tells the screen that uses it.
@MainActor
public protocol QwinkleServiceDelegate: AnyObject {
  /// The timeline was downloaded: here are its Qwinks, newest first.
  func qwinkleService(_ service: QwinkleService, didDownload qwinks: [Qwink])

  /// The server has stored `qwink`.
  func qwinkleService(_ service: QwinkleService, didPost qwink: Qwink)

  /// A download or a post failed.
  func qwinkleService(_ service: QwinkleService, didFailWith error: any Error)
}

/// A screen implements only the news it cares about; failures it must
/// handle.
extension QwinkleServiceDelegate {
  public func qwinkleService(_ service: QwinkleService, didDownload qwinks: [Qwink]) {}
  public func qwinkleService(_ service: QwinkleService, didPost qwink: Qwink) {}
}

/// Qwinkle's networking, meant to live in one place: download the timeline,
/// post a Qwink, and tell its delegate how it went.
///
/// Only the outline is here so far. The networking itself is still copied
/// into TimelineViewController, NewEntryViewController and AppDelegate.
///
/// It lives beside the model in QwinkleModel, which imports
/// HeadlessNetworking (sessions and tasks: networking needs no views) and
/// nothing of the UI. The screens see only what is `public` here.
@MainActor
public final class QwinkleService {
  /// Where the timeline comes from: one Qwink a line, "author: text". The
  /// fake network serves any URL, so a path is enough here.
  public static let timelineURL = URL(fileURLWithPath: "/qwinkle/timeline.txt")

  /// Where new Qwinks go. The kit's network only downloads, so a post is a
  /// download from this URL, which the server answers once it has stored
  /// the Qwink. (A real app would send the Qwink in the request's body.)
  public static let postURL = URL(fileURLWithPath: "/qwinkle/post")

  /// Names the service's session.
  public let sessionIdentifier: String

  /// Told when a download or a post is over.
  public var delegate: (any QwinkleServiceDelegate)?

  public init(network: any DownloadNetwork, sessionIdentifier: String) {
    self.sessionIdentifier = sessionIdentifier
  }

  /// Downloads the timeline.
  public func downloadTimeline() {}

  /// Sends `qwink` to the server.
  public func post(_ qwink: Qwink) {}
}
