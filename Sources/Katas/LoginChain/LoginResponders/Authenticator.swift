/// Checks a username and password with the server: the app's link to the
/// network for logging in.
@MainActor
public protocol Authenticator: AnyObject {
  /// Starts checking; calls `completion` once, later, with the user's
  /// display name or the reason it failed.
  func logIn(
    username: String, password: String,
    completion: @escaping @MainActor (Result<String, LoginError>) -> Void)
}

/// Why a login failed.
public enum LoginError: Error, Equatable {
  case wrongCredentials
  case offline

  /// The reason in words for the user.
  public var message: String {
    switch self {
    case .wrongCredentials: "Wrong username or password."
    case .offline: "You seem to be offline."
    }
  }
}
