import HeadlessKit
import RecoveryBus
import RecoveryWork

/// The inbox: pull to refresh, one label per message.
@MainActor
final class InboxViewController: ViewController {
  let refreshControl = RefreshControl()
  let statusLabel = Label(text: "Pull to refresh")
  let messagesView = View()

  private(set) var messages: [Message] = []

  private let bus: CommandBus
  private let interstitials: Interstitials
  private var isWaitingForLogin = false
  private var isWaitingForNetwork = false

  init(bus: CommandBus, interstitials: Interstitials) {
    self.bus = bus
    self.interstitials = interstitials
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
      case .failure(NetworkError.loginNeeded):
        // Ask for a login; refresh again once the app delegate says it worked.
        isWaitingForLogin = true
        interstitials.present(.login)
      case .failure(let error as NetworkError) where error.isTransient:
        // Ask the user whether to try again.
        isWaitingForNetwork = true
        interstitials.present(.networkError)
      case .failure(let error):
        show(error)
      }
    }
  }

  // MARK: Called by the app delegate

  func loginDidSucceed() {
    guard isWaitingForLogin else { return }
    isWaitingForLogin = false
    interstitials.dismiss(.login)
    refresh(refreshControl)
  }

  func loginWasCancelled() {
    guard isWaitingForLogin else { return }
    isWaitingForLogin = false
    interstitials.dismiss(.login)
    show(NetworkError.loginNeeded)
  }

  func networkRetryChosen() {
    guard isWaitingForNetwork else { return }
    isWaitingForNetwork = false
    interstitials.dismiss(.networkError)
    refresh(refreshControl)
  }

  func networkCancelChosen() {
    guard isWaitingForNetwork else { return }
    isWaitingForNetwork = false
    interstitials.dismiss(.networkError)
    show(NetworkError.offline)
  }

  // MARK: Showing

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
