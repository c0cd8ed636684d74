import HeadlessKit

/// "No connection": the interstitial the network error listener shows. Its
/// two buttons are wired by the app delegate to the listener's `retry()`
/// and `abort()`.
@MainActor
final class NetworkErrorViewController: ViewController {
  let messageLabel = Label(text: "You seem to be offline.")
  let retryButton = Button(title: "Retry")
  let cancelButton = Button(title: "Cancel")

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(messageLabel)
    view.addSubview(retryButton)
    view.addSubview(cancelButton)
  }
}
