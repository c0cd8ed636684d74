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

/// Qwinkle's networking, in one place: download the timeline, post a Qwink,
/// and tell its delegate how it went, already parsed into Qwinks.
///
/// Each screen owns a service of its own and is its delegate; the service
/// knows neither screen. It is the only object in the app that knows about
/// sessions, tasks, files and the server's line format. Its module imports
/// HeadlessNetworking, not the UI toolkit: networking needs no views.
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

  /// Told when a download or a post is over. Weak: the screen that owns
  /// the service is its delegate.
  public weak var delegate: (any QwinkleServiceDelegate)?

  private let network: any DownloadNetwork
  private var session: DownloadSession?

  /// Files that finished downloading, by task, until the task completes.
  private var downloadedFiles: [ObjectIdentifier: URL] = [:]

  /// The Qwinks being posted, by their text: a post's answer names it.
  private var posts: [String: Qwink] = [:]

  /// The text each post task carries.
  private var texts: [ObjectIdentifier: String] = [:]

  public init(network: any DownloadNetwork, sessionIdentifier: String) {
    self.network = network
    self.sessionIdentifier = sessionIdentifier
  }

  /// Downloads the timeline; the delegate hears `didDownload` or
  /// `didFailWith`.
  public func downloadTimeline() {
    start(Self.timelineURL)
  }

  /// Sends `qwink` to the server; the delegate hears `didPost` or
  /// `didFailWith`.
  public func post(_ qwink: Qwink) {
    guard let task = start(Self.postURL) else { return }
    posts[qwink.text] = qwink
    texts[ObjectIdentifier(task)] = qwink.text
  }

  /// Makes the session on first use, with the service as its delegate, and
  /// starts a download of `url`.
  @discardableResult
  private func start(_ url: URL) -> DownloadTask? {
    if session == nil {
      session = network.makeSession(
        configuration: .background(withIdentifier: sessionIdentifier), delegate: self)
    }
    let task = session?.downloadTask(with: url)
    task?.resume()
    return task
  }
}

// MARK: - DownloadSessionDelegate

/// The session's vocabulary stops here: files and tasks become Qwinks. The
/// methods are public because the service and the protocol both are.
extension QwinkleService: DownloadSessionDelegate {
  public func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didFinishDownloadingTo location: URL
  ) {
    downloadedFiles[ObjectIdentifier(task)] = location
  }

  public func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didCompleteWithError error: (any Error)?
  ) {
    let file = downloadedFiles.removeValue(forKey: ObjectIdentifier(task))
    let text = texts.removeValue(forKey: ObjectIdentifier(task))
    let posted = text.flatMap { posts.removeValue(forKey: $0) }
    defer { if let file { try? FileManager.default.removeItem(at: file) } }
    if let error {
      delegate?.qwinkleService(self, didFailWith: error)
    } else if let posted {
      delegate?.qwinkleService(self, didPost: posted)
    } else if let file {
      do {
        let text = try String(contentsOf: file, encoding: .utf8)
        let qwinks = text.split(whereSeparator: \.isNewline).compactMap { Qwink(line: String($0)) }
        delegate?.qwinkleService(self, didDownload: qwinks)
      } catch {
        delegate?.qwinkleService(self, didFailWith: error)
      }
    }
  }

  public func downloadSessionDidFinishEvents(_ session: DownloadSession) {}
}
