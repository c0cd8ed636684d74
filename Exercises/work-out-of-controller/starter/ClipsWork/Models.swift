// Provided: you do not need to edit this file.
//
// Clips' model, already parsed: what screens show.

/// One video in the feed.
public struct Video: Codable, Sendable, Hashable {
  public let id: Int
  public let title: String
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

/// The feed and the inbox, fetched together.
public struct Everything: Sendable, Hashable {
  public let feed: [Video]
  public let inbox: [Message]
}

/// Why a login failed.
public enum LoginError: Error, Equatable, CustomStringConvertible {
  case wrongCredentials

  public var description: String { "Wrong username or password." }
}
