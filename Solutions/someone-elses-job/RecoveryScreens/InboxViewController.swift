import HeadlessKit
import RecoveryBus
import RecoveryWork

/// The inbox: pull to refresh, one label per message. Like the feed, it
/// keeps only its happy path.
@MainActor
final class InboxViewController: ViewController {
  let refreshControl = RefreshControl()
  let statusLabel = Label(text: "Pull to refresh")
  let messagesView = View()

  private(set) var messages: [Message] = []

  private let bus: CommandBus

  init(bus: CommandBus) {
    self.bus = bus
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(refreshControl)
    view.addSubview(statusLabel)
    view.addSubview(messagesView)
    refreshControl.addTarget(self, action: InboxViewController.refresh, for: .valueChanged)
  }

  func refresh(_ sender: RefreshControl) {
    statusLabel.text = "Refreshing..."
    bus.send(InboxCommand()) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let messages):
        show(messages)
      case .failure(let error):
        show(error)
      }
    }
  }

  private func show(_ messages: [Message]) {
    refreshControl.endRefreshing()
    self.messages = messages
    statusLabel.text = "\(messages.count) messages"
    for label in messagesView.subviews { label.removeFromSuperview() }
    for message in messages {
      messagesView.addSubview(Label(text: "\(message.from): \(message.text)"))
    }
  }

  private func show(_ error: any Error) {
    refreshControl.endRefreshing()
    statusLabel.text = "Could not refresh: \(error)"
  }
}
