import Foundation

/// A user a search found. A class, so a test can check that a 304 keeps the
/// very same object.
///
/// (Provided: you do not need to change this file.)
public final class User: Sendable {
  public let id: Int
  public let name: String

  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  /// Reads `{"id": 7, "name": "ana"}`.
  public static func parse(_ body: String) throws -> User {
    struct Wire: Decodable {
      let id: Int
      let name: String
    }
    do {
      let wire = try JSONDecoder().decode(Wire.self, from: Data(body.utf8))
      return User(id: wire.id, name: wire.name)
    } catch {
      throw ResourceError("The user could not be read.")
    }
  }
}

/// One of a user's posts.
public struct Post: Equatable, Sendable {
  public let id: Int
  public let title: String

  /// Reads `[{"id": 1, "title": "..."}, ...]`.
  public static func parseList(_ body: String) throws -> [Post] {
    struct Wire: Decodable {
      let id: Int
      let title: String
    }
    do {
      return try JSONDecoder().decode([Wire].self, from: Data(body.utf8)).map {
        Post(id: $0.id, title: $0.title)
      }
    } catch {
      throw ResourceError("The posts could not be read.")
    }
  }
}
