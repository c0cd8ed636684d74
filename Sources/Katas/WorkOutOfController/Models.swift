// Provided: you do not need to edit this file.
//
// Clips' model, already parsed: what screens show.

/// One video in the feed.
struct Video: Codable, Sendable, Hashable {
  let id: Int
  let title: String
}

/// Who is logged in, and the token that proves it.
struct UserSession: Codable, Sendable, Hashable {
  let name: String
  let token: String
}

/// One message in the inbox.
struct Message: Codable, Sendable, Hashable {
  let from: String
  let text: String
}

/// The feed and the inbox, fetched together.
struct Everything: Sendable, Hashable {
  let feed: [Video]
  let inbox: [Message]
}

/// Why a login failed.
enum LoginError: Error, Equatable, CustomStringConvertible {
  case wrongCredentials

  var description: String { "Wrong username or password." }
}
