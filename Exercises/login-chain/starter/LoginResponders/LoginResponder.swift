import HeadlessKit

/// Meant to log the user in for whichever screen asks, so that screens
/// stop talking to the server themselves. A teammate started it; nothing
/// uses it yet.
@MainActor
public final class LoginResponder: Responder {
  public let authenticator: any Authenticator

  public init(authenticator: any Authenticator) {
    self.authenticator = authenticator
    super.init()
  }
}
