import Foundation

/// A user a search found. A class, so a test can check that a 304 keeps the
/// very same object.
///
/// (Provided: you do not need to change this file.)
final class User: Sendable {
  let id: Int
  let name: String

  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  /// Reads `{"id": 7, "name": "ana"}`.
  static func parse(_ body: String) throws -> User {
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
struct Post: Equatable {
  let id: Int
  let title: String

  /// Reads `[{"id": 1, "title": "..."}, ...]`.
  static func parseList(_ body: String) throws -> [Post] {
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
