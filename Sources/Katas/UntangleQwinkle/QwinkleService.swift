import Foundation
import HeadlessKit

/// What a `QwinkleService` tells the screen that uses it.
@MainActor
protocol QwinkleServiceDelegate: AnyObject {
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
  func qwinkleService(_ service: QwinkleService, didDownload qwinks: [Qwink]) {}
  func qwinkleService(_ service: QwinkleService, didPost qwink: Qwink) {}
}

/// Qwinkle's networking, meant to live in one place: download the timeline,
/// post a Qwink, and tell its delegate how it went.
///
/// Only the outline is here so far. The networking itself is still copied
/// into TimelineViewController, NewEntryViewController and AppDelegate.
@MainActor
final class QwinkleService {
  /// Where the timeline comes from: one Qwink a line, "author: text". The
  /// fake network serves any URL, so a path is enough here.
  static let timelineURL = URL(fileURLWithPath: "/qwinkle/timeline.txt")

  /// Where new Qwinks go. The kit's network only downloads, so a post is a
  /// download from this URL, which the server answers once it has stored
  /// the Qwink. (A real app would send the Qwink in the request's body.)
  static let postURL = URL(fileURLWithPath: "/qwinkle/post")

  /// Names the service's session.
  let sessionIdentifier: String

  /// Told when a download or a post is over.
  var delegate: (any QwinkleServiceDelegate)?

  init(network: any DownloadNetwork, sessionIdentifier: String) {
    self.sessionIdentifier = sessionIdentifier
  }

  /// Downloads the timeline.
  func downloadTimeline() {}

  /// Sends `qwink` to the server.
  func post(_ qwink: Qwink) {}
}
