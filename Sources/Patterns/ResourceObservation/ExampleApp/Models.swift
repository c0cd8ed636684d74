import Foundation

/// A person found by a search. A class, so tests can check that a 304 hands
/// back the very same object rather than an equal copy.
public final class User: Sendable {
  public let id: Int
  public let name: String
  /// Where the user's picture is, relative to the API's base URL.
  public let avatarPath: String

  public init(id: Int, name: String, avatarPath: String) {
    self.id = id
    self.name = name
    self.avatarPath = avatarPath
  }

  /// Maps `{"id": 7, "name": "ana", "avatar": "/avatars/ana.img"}`.
  init(json: JSON) throws {
    guard let id = json["id"]?.int, let name = json["name"]?.string else {
      throw RequestError(.parsingFailed("a user needs an id and a name"))
    }
    self.id = id
    self.name = name
    avatarPath = json["avatar"]?.string ?? "/avatars/default.img"
  }
}

/// One post by a user.
public struct Post: Sendable, Hashable {
  public let id: Int
  public let title: String

  /// Maps `[{"id": 1, "title": "..."}, ...]`.
  static func list(from json: JSON) throws -> [Post] {
    guard let items = json.array else {
      throw RequestError(.parsingFailed("posts should be a JSON array"))
    }
    return try items.map { item in
      guard let id = item["id"]?.int, let title = item["title"]?.string else {
        throw RequestError(.parsingFailed("a post needs an id and a title"))
      }
      return Post(id: id, title: title)
    }
  }
}

/// The kit's stand-in for a decoded picture: the toolkit draws no pixels,
/// so an image is its name and size. Its bytes look like "IMG 48x48 ana".
public struct Image: Sendable, Hashable, CustomStringConvertible {
  public let name: String
  public let width: Int
  public let height: Int

  public init?(data: Data) {
    let parts = String(decoding: data, as: UTF8.self).split(separator: " ", maxSplits: 2)
    let size = parts.count == 3 ? parts[1].split(separator: "x") : []
    guard parts.first == "IMG", size.count == 2, let width = Int(size[0]),
      let height = Int(size[1])
    else { return nil }
    self.name = String(parts[2])
    self.width = width
    self.height = height
  }

  public var description: String { "\(name) \(width)x\(height)" }
}
