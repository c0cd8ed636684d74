/// An authenticator that answers only when told to, so the demo and the
/// tests decide when the "server" replies. Nothing here waits or sleeps.
@MainActor
final class FakeAuthenticator: Authenticator {
  /// The credentials asked about, oldest first.
  private(set) var requests: [(username: String, password: String)] = []

  private var pending: [@MainActor (Result<String, LoginError>) -> Void] = []

  /// Told, in a few words, what the fake just did. The demo prints it.
  var log: (@MainActor (String) -> Void)?

  func logIn(
    username: String, password: String,
    completion: @escaping @MainActor (Result<String, LoginError>) -> Void
  ) {
    requests.append((username, password))
    pending.append(completion)
    log?("checks \"\(username)\" with the server")
  }

  /// Answers the oldest waiting request with success.
  func succeed(as name: String) {
    guard !pending.isEmpty else { return }
    log?("the server says yes")
    pending.removeFirst()(.success(name))
  }

  /// Answers the oldest waiting request with `error`.
  func fail(with error: LoginError) {
    guard !pending.isEmpty else { return }
    log?("the server says no")
    pending.removeFirst()(.failure(error))
  }
}
