import Foundation
import HeadlessKit
import TimelineDownloads

/// Qwinkle's private messages: pull down to check, one label per message.
///
/// Its networking started as a copy of TimelineViewController's.
@MainActor
final class PrivateMessagesViewController: ViewController,
  DownloadSessionDelegate
{
  /// Where the messages come from: one message a line, sender first.
  static let messagesURL = URL(fileURLWithPath: "/qwinkle/messages.txt")

  /// Names the messages' background session.
  static let sessionIdentifier = "com.qwinkle.messages"

  let refreshControl = RefreshControl()
  let statusLabel = Label(text: "Pull to check for messages")
  let messagesView = View()

  /// The messages on screen, oldest first.
  private(set) var messages: [String] = []

  /// Why the last check failed, or nil if it did not.
  private(set) var errorMessage: String?

  /// The system's "you may suspend the app again" callback for this screen's
  /// background session, once someone hands it over.
  var backgroundEventsCompletionHandler: (@MainActor () -> Void)?

  private let network: any DownloadNetwork
  private var session: DownloadSession?
  private var downloadedFile: URL?

  init(network: any DownloadNetwork) {
    self.network = network
    super.init()
    title = "Messages"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(refreshControl)
    view.addSubview(statusLabel)
    view.addSubview(messagesView)
    // The list sits below the spinner and the status line.
    messagesView.frame = Rect(x: 0, y: 60, width: 320, height: 420)
    refreshControl.addTarget(
      self, action: PrivateMessagesViewController.refresh, for: .valueChanged)
  }

  /// The refresh control's action: the user pulled the list down.
  func refresh(_ sender: RefreshControl) {
    statusLabel.text = "Checking..."
    if session == nil {
      session = network.makeSession(
        configuration: .background(withIdentifier: Self.sessionIdentifier),
        delegate: self)
    }
    session?.downloadTask(with: Self.messagesURL).resume()
  }

  // MARK: DownloadSessionDelegate

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask,
    didFinishDownloadingTo location: URL
  ) {
    downloadedFile = location
  }

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask,
    didCompleteWithError error: (any Error)?
  ) {
    defer {
      downloadedFile = nil
      refreshControl.endRefreshing()
    }
    if let error {
      errorMessage = String(describing: error)
      statusLabel.text = "Could not check: \(String(describing: error))"
      return
    }
    guard let file = downloadedFile else { return }
    do {
      let text = try String(contentsOf: file, encoding: .utf8)
      messages = text.split(whereSeparator: \.isNewline).map(String.init)
      errorMessage = nil
      statusLabel.text =
        messages.isEmpty ? "No messages" : "\(messages.count) messages"
      for label in messagesView.subviews { label.removeFromSuperview() }
      for message in messages {
        messagesView.addSubview(Label(text: message))
      }
    } catch {
      errorMessage = String(describing: error)
      statusLabel.text = "Could not check: \(String(describing: error))"
    }
  }

  func downloadSessionDidFinishEvents(_ session: DownloadSession) {
    guard
      let appDelegate = Application.shared.delegate as? TimelineAppDelegate
    else { return }
    appDelegate.backgroundSessionCompletionHandler?()
    appDelegate.backgroundSessionCompletionHandler = nil
  }
}
