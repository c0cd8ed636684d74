import Foundation
import HeadlessKit
import QwinkleModel

/// The screen for writing a new Qwink: a text field, Cancel and Done.
///
/// Its networking is a copy of the timeline's, pointed at the post URL.
@MainActor
final class NewEntryViewController: ViewController, DownloadSessionDelegate {
  /// Names this screen's download session.
  static let sessionIdentifier = "com.qwinkle.post"

  /// The app's model. Not used yet, apart from knowing who is writing.
  let timeline: Timeline

  /// The screen that opened this one: Done puts the new post straight into
  /// its table.
  weak var timelineViewController: TimelineViewController?

  let navigationBar = NavigationBar(title: "New Qwink")
  let cancelItem = BarButtonItem(title: "Cancel")
  let doneItem = BarButtonItem(title: "Done")
  let textField = TextField(placeholder: "What's happening?")

  /// Why the last post failed, or nil if it did not.
  private(set) var errorMessage: String?

  private let network: any DownloadNetwork
  private var session: DownloadSession?
  private var postedText: String?

  init(timeline: Timeline, network: any DownloadNetwork) {
    self.timeline = timeline
    self.network = network
    super.init()
    title = "New Qwink"
    cancelItem.setTarget(self, action: NewEntryViewController.cancel)
    doneItem.setTarget(self, action: NewEntryViewController.done)
    doneItem.isEnabled = false
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.frame = Rect(x: 0, y: 0, width: 320, height: 44)
    navigationBar.leftBarButtonItem = cancelItem
    navigationBar.rightBarButtonItem = doneItem
    textField.frame = Rect(x: 16, y: 60, width: 288, height: 32)
    view.addSubview(navigationBar)
    view.addSubview(textField)
    textField.addTarget(self, action: NewEntryViewController.textChanged, for: .editingChanged)
  }

  /// The field's `.editingChanged`: Done only makes sense with some text.
  func textChanged(_ sender: TextField) {
    doneItem.isEnabled = !sender.text.trimmingCharacters(in: .whitespaces).isEmpty
  }

  /// Cancel's action: the draft is dropped and the screen closes.
  func cancel(_ sender: BarButtonItem) {
    view.window?.close()
  }

  /// Done's action: sends the text to the server; the screen closes once
  /// the server has it.
  func done(_ sender: BarButtonItem) {
    let text = textField.text.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return }
    postedText = text
    doneItem.isEnabled = false
    navigationBar.title = "Posting..."
    if session == nil {
      session = network.makeSession(
        configuration: .background(withIdentifier: Self.sessionIdentifier), delegate: self)
    }
    session?.downloadTask(with: QwinkleService.postURL).resume()
  }

  // MARK: DownloadSessionDelegate

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didFinishDownloadingTo location: URL
  ) {}

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didCompleteWithError error: (any Error)?
  ) {
    navigationBar.title = "New Qwink"
    if let error {
      errorMessage = String(describing: error)
      doneItem.isEnabled = true
      return
    }
    guard let text = postedText else { return }
    postedText = nil
    timelineViewController?.tableView.posts.insert("\(timeline.currentUser): \(text)", at: 0)
    timelineViewController?.tableView.reloadData()
    view.window?.close()
  }

  func downloadSessionDidFinishEvents(_ session: DownloadSession) {}
}
