import HeadlessKit

/// Whoever can log the user in. Adopt it in the responder that should take
/// `.logIn` when it travels the responder chain.
@MainActor
public protocol LoginHandling: Responder {
  /// Logs in with the credentials the sender holds (see `LoginForm`).
  func logIn(_ sender: AnyObject?)
}

extension Action {
  /// "Log the user in", for whoever up the responder chain can.
  public static let logIn = Action("logIn", LoginHandling.logIn)
}
