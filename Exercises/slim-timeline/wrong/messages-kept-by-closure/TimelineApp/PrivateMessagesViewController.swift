import Foundation
import HeadlessKit
import TimelineDownloads

/// Qwinkle's private messages: pull down to check, one label per message.
///
/// It uses the same `DownloadService` as the timeline, unchanged: only the
/// URL, the session's name and what to do with the file differ, and those
/// are this screen's to decide.
@MainActor
final class PrivateMessagesViewController: ViewController {
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

  /// The screen's one link to the network.
  private let downloadService: DownloadService

  init(network: any DownloadNetwork) {
    downloadService = DownloadService(
      network: network, sessionIdentifier: Self.sessionIdentifier,
      url: Self.messagesURL)
    super.init()
    title = "Messages"
    downloadService.delegate = self
    downloadService.onProgress = { text in self.statusLabel.text = text }
    downloadService.connect()
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
    downloadService.start()
  }

  private func showMessages(from file: URL) {
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
      show(error)
    }
  }

  private func show(_ error: any Error) {
    errorMessage = String(describing: error)
    statusLabel.text = "Could not check: \(String(describing: error))"
  }
}

// MARK: - DownloadServiceDelegate

extension PrivateMessagesViewController: DownloadServiceDelegate {
  func downloadService(
    _ service: DownloadService, didFinishDownloading url: URL,
    to location: URL?, error: (any Error)?
  ) {
    if let error {
      show(error)
    } else if let location {
      showMessages(from: location)
    }
    refreshControl.endRefreshing()
  }

  func downloadService(
    _ service: DownloadService,
    didFinishEventsForSessionIdentifier identifier: String
  ) {
    guard let completionHandler = backgroundEventsCompletionHandler else {
      return
    }
    backgroundEventsCompletionHandler = nil
    completionHandler()
  }
}
