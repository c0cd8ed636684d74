/// The spinner at the top of a list that the user pulls to ask for fresh data.
///
/// Pulling starts the spinner and sends `.valueChanged`; whoever is refreshing
/// must call `endRefreshing()` when the work is done, or the spinner turns
/// forever. That "someone must tell the controller" problem is what the
/// delegation kata is about.
@MainActor
open class RefreshControl: Control {
  public private(set) var isRefreshing = false

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// Shows the spinner without sending an action, as UIKit's does.
  public func beginRefreshing() {
    isRefreshing = true
  }

  /// Hides the spinner.
  public func endRefreshing() {
    isRefreshing = false
  }

  /// Simulates the user pulling the list down: the spinner starts and the
  /// control sends `.valueChanged`. A pull while already refreshing is ignored.
  public func pull() {
    guard !isRefreshing, isEnabled else { return }
    beginRefreshing()
    sendActions(for: .valueChanged)
  }

  open override var summary: String {
    "RefreshControl" + (isRefreshing ? " (refreshing)" : "")
  }
}
