extension ViewController {
  /// Creates the root view now if it does not exist yet, as UIKit's method
  /// of the same name. Useful in tests and demos, to have a screen's views
  /// and controls wired without putting it in a window.
  public func loadViewIfNeeded() {
    _ = view
  }
}
