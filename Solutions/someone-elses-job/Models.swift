// Provided: you do not need to edit this file.
//
// Clips' model, already parsed: what screens show.

/// One video in the feed.
struct Video: Codable, Sendable, Hashable {
  let id: Int
  let title: String
}

/// One message in the inbox.
struct Message: Codable, Sendable, Hashable {
  let from: String
  let text: String
}

/// The logged-in user's token, shared by the app delegate (which stores it
/// after a login) and the network handler (which signs requests with it).
final class Credentials: Sendable {
  private let stored = Locked<String?>(nil)

  var token: String? {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}
