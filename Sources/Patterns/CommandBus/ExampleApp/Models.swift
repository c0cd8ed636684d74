/// Clips, the example app: a small video feed. Its model, already parsed:
/// what commands hand back and screens show.

/// One video in the feed.
public struct Video: Codable, Sendable, Hashable {
  public let id: Int
  public let title: String

  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

/// Who is logged in, and the token that proves it.
public struct UserSession: Codable, Sendable, Hashable {
  public let name: String
  public let token: String
}

/// One message in the inbox.
public struct Message: Codable, Sendable, Hashable {
  public let from: String
  public let text: String
}

/// Everything the home screen shows, fetched in one go.
public struct Everything: Sendable, Hashable {
  public let feed: [Video]
  public let inbox: [Message]
}

/// Why a login failed: the only failure the login command reports. It never
/// reports "login needed" (it *is* the login).
public enum LoginError: Error, Equatable, CustomStringConvertible {
  case wrongCredentials

  public var description: String { "Wrong username or password." }
}
