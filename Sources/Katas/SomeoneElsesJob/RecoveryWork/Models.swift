import BusSupport

// Provided: you do not need to edit this file.
//
// Clips' model, already parsed: what screens show.

/// One video in the feed.
public struct Video: Codable, Sendable, Hashable {
  public let id: Int
  public let title: String
}

/// One message in the inbox.
public struct Message: Codable, Sendable, Hashable {
  public let from: String
  public let text: String
}

/// The logged-in user's token, shared by the app delegate (which stores it
/// after a login) and the network handler (which signs requests with it).
public final class Credentials: Sendable {
  private let stored = Locked<String?>(nil)

  public init() {}

  public var token: String? {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}
