/// Seeing the chain: the first thing to check when an action goes nowhere.
extension Responder {
  /// Every link from this responder to the end of its chain, one a line,
  /// numbered, e.g.
  ///
  ///     1. TextField "******"
  ///     2. View (0, 0, 320, 480)
  ///     3. LoginViewController
  ///
  /// A chain that stops before the application shows at a glance that the
  /// responder is not in a window.
  public var responderChainDescription: String {
    responderChain.enumerated()
      .map { "\($0.offset + 1). \($0.element.summary)" }
      .joined(separator: "\n")
  }

  /// Prints `responderChainDescription`; handy from a debugger.
  public func printResponderChain() {
    print(responderChainDescription)
  }
}
