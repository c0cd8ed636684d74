import HeadlessKit

/// Whoever can log the user in. No screen adopts it: a `LoginResponder`
/// placed after the app delegate does, so any screen can ask for a login
/// without knowing who performs it.
@MainActor
protocol LoginHandling: Responder {
  /// Logs in with the credentials the sender holds (see `LoginForm`).
  func logIn(_ sender: AnyObject?)
}

extension Action {
  /// "Log the user in", for whoever up the chain can.
  static let logIn = Action("logIn", LoginHandling.logIn)
}
