/// The first responder: the one responder in a window that has the focus.
///
/// Keyboard input goes to it, and an action sent with no target starts its
/// trip up the chain there. Focus belongs to a window, so a responder that is
/// not in one (a view not added yet, a screen not shown) cannot take it.
extension Responder {
  /// Whether this responder has the focus in its window.
  public var isFirstResponder: Bool {
    windowInChain?.firstResponder === self
  }

  /// The first window on this responder's chain: for a view, the window it
  /// is in; for a view controller, the window its view is in.
  var windowInChain: Window? {
    var link: Responder? = self
    while let responder = link {
      if let window = responder as? Window { return window }
      link = responder.next
    }
    return nil
  }

  /// What `becomeFirstResponder()` does unless a subclass overrides it.
  func takeFocus() -> Bool {
    guard canBecomeFirstResponder, let window = windowInChain else { return false }
    if let current = window.firstResponder {
      if current === self { return true }
      guard current.resignFirstResponder() else { return false }
    }
    window.focusedResponder = self
    return true
  }

  /// What `resignFirstResponder()` does unless a subclass overrides it.
  func giveUpFocus() -> Bool {
    guard let window = windowInChain, window.firstResponder === self else { return true }
    guard canResignFirstResponder else { return false }
    window.focusedResponder = nil
    return true
  }
}

extension Window {
  /// The responder that has the focus in this window, if any.
  ///
  /// A responder that has left the window (its view was removed, its screen
  /// replaced) loses the focus with it.
  public var firstResponder: Responder? {
    guard let responder = focusedResponder else { return nil }
    guard responder.windowInChain === self else {
      focusedResponder = nil
      return nil
    }
    return responder
  }
}
