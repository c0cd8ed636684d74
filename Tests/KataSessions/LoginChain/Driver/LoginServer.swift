import HeadlessKit
import SessionKit

@testable import LoginResponders

/// The server one copy of the app logs in with: it writes down every login
/// it is asked for and answers only when a session says so, the oldest or
/// the newest waiting login, as a real server may answer in any order.
@MainActor
final class LoginServer: Authenticator {
  /// Every login asked for, as `"ana" "sesame"`, in order.
  private(set) var asked: [String] = []
  /// The logins waiting for an answer, oldest first.
  private var waiting: [(username: String, completion: Completion)] = []

  typealias Completion = @MainActor (Result<String, LoginError>) -> Void

  func logIn(
    username: String, password: String,
    completion: @escaping @MainActor (Result<String, LoginError>) -> Void
  ) {
    asked.append("\"\(username)\" \"\(password)\"")
    waiting.append((username, completion))
  }

  /// Answers the oldest or the newest waiting login; nothing when none
  /// waits. A welcome greets the user by the name they logged in with.
  func answer(_ answer: LoginAnswer, newest: Bool) {
    guard !waiting.isEmpty else { return }
    let login = newest ? waiting.removeLast() : waiting.removeFirst()
    switch answer {
    case .welcome: login.completion(.success(login.username.isEmpty ? "you" : login.username))
    case .wrongPassword: login.completion(.failure(.wrongCredentials))
    case .offline: login.completion(.failure(.offline))
    }
  }

  /// The logins asked for, for an observation.
  var log: String {
    asked.isEmpty ? "(no logins)" : asked.map { "asked \($0)" }.joined(separator: "\n")
  }
}
