import HeadlessKit

/// Meant to log the user in for whichever screen asks, so that screens
/// stop talking to the server themselves. A teammate started it; nothing
/// uses it yet.
@MainActor
final class LoginResponder: Responder {
  let authenticator: any Authenticator

  init(authenticator: any Authenticator) {
    self.authenticator = authenticator
    super.init()
  }
}
