/// How a network command fails, in the terms listeners act on.
///
/// Telling these apart is the network handler's job, done once for every
/// command: the transport's error and the HTTP status are both looked at,
/// so no screen ever reads a status code.
public enum NetworkError: Error, Equatable, CustomStringConvertible {
  /// No answer at all: no connection, or the transport gave up.
  case offline
  /// The command needs a logged-in user and there is none, or the server
  /// said the session is no longer valid (401).
  case loginNeeded
  /// The server answered with an error status (5xx): it is down or slow.
  case server(status: Int)
  /// The server answered, but not with anything the command could read.
  case unreadable(String)

  public var description: String {
    switch self {
    case .offline: "the network is offline"
    case .loginNeeded: "login needed"
    case .server(let status): "the server failed (\(status))"
    case .unreadable(let reason): "unreadable response: \(reason)"
    }
  }

  /// Worth offering a retry: the same request may work later.
  public var isTransient: Bool {
    switch self {
    case .offline, .server: true
    case .loginNeeded, .unreadable: false
    }
  }
}
