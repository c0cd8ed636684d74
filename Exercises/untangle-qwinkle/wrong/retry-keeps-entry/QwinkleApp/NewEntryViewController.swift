import Foundation
import HeadlessKit
import QwinkleModel

/// The screen for writing a new Qwink: a text field, Cancel and Done.
///
/// It is handed the same `Timeline` the timeline screen shows. Done sends
/// the Qwink through the screen's own `QwinkleService`; once the server has
/// it, the Qwink goes into the model and the screen closes. The timeline
/// screen hears about it from the model, never from this screen.
@MainActor
final class NewEntryViewController: ViewController {
  /// Names this screen's download session.
  static let sessionIdentifier = "com.qwinkle.post"

  /// The model this screen writes to.
  let timeline: Timeline

  let navigationBar = NavigationBar(title: "New Qwink")
  let cancelItem = BarButtonItem(title: "Cancel")
  let doneItem = BarButtonItem(title: "Done")
  let textField = TextField(placeholder: "What's happening?")

  /// Why the last post failed, or nil if it did not.
  private(set) var errorMessage: String?

  /// The screen's networking.
  private let service: QwinkleService

  /// Sends the failed Qwink again: kept after a failure, for a retry
  /// button, until the draft is dropped or sent.
  private var retry: (() -> Void)?

  init(timeline: Timeline, network: any DownloadNetwork) {
    self.timeline = timeline
    service = QwinkleService(network: network, sessionIdentifier: Self.sessionIdentifier)
    super.init()
    title = "New Qwink"
    service.delegate = self
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

  /// Cancel's action: the draft is dropped; the model never hears of it.
  func cancel(_ sender: BarButtonItem) {
    retry = nil
    view.window?.close()
  }

  /// Done's action: the user's input becomes a Qwink, sent to the server.
  func done(_ sender: BarButtonItem) {
    let text = textField.text.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return }
    doneItem.isEnabled = false
    navigationBar.title = "Posting..."
    service.post(Qwink(author: timeline.currentUser, text: text))
  }
}

// MARK: - QwinkleServiceDelegate

/// Once the server has the Qwink, it goes into the shared model.
extension NewEntryViewController: QwinkleServiceDelegate {
  func qwinkleService(_ service: QwinkleService, didPost qwink: Qwink) {
    retry = nil
    navigationBar.title = "New Qwink"
    timeline.add(qwink)
    view.window?.close()
  }

  func qwinkleService(_ service: QwinkleService, didFailWith error: any Error) {
    navigationBar.title = "New Qwink"
    errorMessage = String(describing: error)
    doneItem.isEnabled = true
    retry = { self.done(self.doneItem) }
  }
}
