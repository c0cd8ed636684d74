import Foundation

/// Hands out one `Resource` per path, so every screen that asks for
/// "/search/users/ana" gets the same instance, and knows how each kind of
/// response is parsed.
///
/// A screen sees only its public part: the resources it hands out. The
/// transport and the clock it was made with stay inside SearchResources.
///
/// (Provided: you do not need to change this file.)
@MainActor
public final class Service {
  let transport: FakeTransport
  let clock: ManualClock

  /// How long data stays fresh, for resources made from now on.
  var expirationTime: TimeInterval = 60

  private var resources: [String: Resource] = [:]

  init(transport: FakeTransport, clock: ManualClock) {
    self.transport = transport
    self.clock = clock
  }

  /// The resource at `path`, the same instance every time.
  public func resource(_ path: String) -> Resource {
    if let resource = resources[path] { return resource }
    let resource = Resource(
      path: path, transport: transport, clock: clock, expirationTime: expirationTime,
      parse: Self.parser(for: path))
    resources[path] = resource
    return resource
  }

  /// The user a search for `name` finds.
  public func user(named name: String) -> Resource {
    resource("/search/users/\(name)")
  }

  /// The posts of the user with `id`.
  public func posts(ofUser id: Int) -> Resource {
    resource("/users/\(id)/posts")
  }

  /// Turns a response for `path` into content: a `User`, `[Post]`, or the
  /// body's text. An error status throws, as a `ResourceError`.
  static func parser(for path: String) -> (TransportResponse) throws -> any Sendable {
    { response in
      guard (200..<300).contains(response.status) else {
        throw ResourceError("The server answered \(response.status).")
      }
      if path.hasPrefix("/search/users/") { return try User.parse(response.body) }
      if path.hasSuffix("/posts") { return try Post.parseList(response.body) }
      return response.body
    }
  }
}
