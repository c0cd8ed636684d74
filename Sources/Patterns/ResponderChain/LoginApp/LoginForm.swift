/// What a login responder may ask of the object that sent `.logIn`.
///
/// An action carries nothing but its sender: no username, no password, no
/// way to answer. So the responder casts the sender to this protocol to read
/// the credentials and report back. That cast is the weak spot of the
/// responder chain: nothing checks, when the action is sent, that the sender
/// is a form. (A command, later in the kit, carries its own data and its own
/// way back.)
@MainActor
protocol LoginForm: AnyObject {
  var username: String { get }
  var password: String { get }
  /// The user is logged in; `name` is how to greet them.
  func loginSucceeded(as name: String)
  /// The login failed; `message` says why, in words for the user.
  func loginFailed(_ message: String)
}
