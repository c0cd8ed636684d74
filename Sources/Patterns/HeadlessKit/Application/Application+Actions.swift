/// Sending actions: straight to a target, or up the responder chain.
extension Application {
  /// Sends `action` from `sender` and returns whether a responder handled it.
  ///
  /// - With a `target`, the action goes to that object alone, if it adopts
  ///   the action's handler protocol; nothing else is asked.
  /// - With a nil target, the action travels the responder chain. It starts
  ///   at the key window's first responder; when no window has one, it starts
  ///   at `sender`, if `sender` is a responder. Each responder in turn is
  ///   asked (`canPerformAction(_:withSender:)`) until one takes it.
  ///
  /// The call is synchronous: when it returns, the handler has run. A false
  /// result means nobody took the action and nothing happened; check it, or
  /// the user's tap is lost without a word.
  @discardableResult
  public func sendAction(_ action: Action, to target: AnyObject?, from sender: AnyObject?) -> Bool {
    if let target { return action.perform(on: target, from: sender) }
    guard let start = keyWindow?.firstResponder ?? (sender as? Responder),
      let handler = start.firstHandler(of: action, sender: sender, visiting: actionRouteLog)
    else { return false }
    return action.perform(on: handler, from: sender)
  }
}
