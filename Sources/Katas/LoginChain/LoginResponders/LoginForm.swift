/// What a login responder may ask of the object that sent `.logIn`.
///
/// An action carries nothing but its sender: no username, no password, no
/// way to answer. So whoever handles `.logIn` casts the sender to this
/// protocol to read the credentials and to report the outcome.
@MainActor
public protocol LoginForm: AnyObject {
  var username: String { get }
  var password: String { get }
  /// The user is logged in; `name` is how to greet them.
  func loginSucceeded(as name: String)
  /// The login failed; `message` says why, in words for the user.
  func loginFailed(_ message: String)
}
