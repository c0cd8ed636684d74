import Foundation

/// Resources named by a path under the base URL, the way an app names them
/// ("/users/ana"), and what a path is: all path, whatever it holds.
extension Service {
  /// The resource at `path` under the base URL ("/users/ana"), after the
  /// base URL's path and before its query, if it has one.
  ///
  /// `path` is all path: a `?`, `#` or `%` in it is escaped (`%3F`, `%23`,
  /// `%25`), never read as the start of a query, a fragment or an escape,
  /// so `resource("?x")` is the resource named "?x" and `resource("%3Fx")`
  /// another. A query is not part of a resource's identity here; for a URL
  /// with one, use `resource(absoluteURL:)`.
  public func resource(_ path: String) -> Resource {
    guard let base = baseURL?.absoluteString else {
      return invalidResource("\"\(path)\" needs a base URL, and the service has none")
    }
    let escaped = path.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? ""
    // In a URL the first "?" or "#" ends the path: the new path goes there.
    let pathEnd = base.firstIndex { $0 == "?" || $0 == "#" } ?? base.endIndex
    var basePath = base[..<pathEnd]
    if basePath.hasSuffix("/") { basePath = basePath.dropLast() }
    let joined = basePath + (escaped.hasPrefix("/") ? escaped : "/" + escaped) + base[pathEnd...]
    return resource(absoluteURL: String(joined))
  }

  /// What a path keeps as it is: RFC 3986's characters for a path, in
  /// ASCII. Everything else, `%` included, is escaped.
  private static let pathCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyz" + "ABCDEFGHIJKLMNOPQRSTUVWXYZ" + "0123456789"
      + "-._~!$&'()*+,;=:@/")
}
