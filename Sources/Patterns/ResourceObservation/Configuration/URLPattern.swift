/// A pattern of paths that a configuration rule applies to, e.g.
/// "/users/*" (one segment: "/users/ana", not "/users/ana/posts") or
/// "/users/**" (any depth below, and "/users" itself). Within a segment,
/// "*" matches any run of characters ("/avatars/*.png").
///
/// Patterns are written relative to the service's base URL and ignore the
/// query string: configuration is about kinds of resource, not instances.
public struct URLPattern: Sendable, Hashable, CustomStringConvertible {
  public let pattern: String
  private let segments: [Substring]

  public init(_ pattern: String) {
    self.pattern = pattern
    segments = pattern.split(separator: "/")
  }

  /// Matches everything.
  public static let all = URLPattern("/**")

  public var description: String { pattern }

  /// Whether `path` (relative to the base URL) matches.
  public func matches(_ path: String) -> Bool {
    Self.match(segments[...], path.split(separator: "/")[...])
  }

  private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>)
    -> Bool
  {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      // Zero segments, or one more, then try again.
      return match(pattern.dropFirst(), path)
        || (!path.isEmpty && match(pattern, path.dropFirst()))
    }
    guard let segment = path.first, glob(first, matches: segment) else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  /// "*" within one segment: any run of characters.
  private static func glob(_ pattern: Substring, matches text: Substring) -> Bool {
    guard let star = pattern.firstIndex(of: "*") else { return pattern == text }
    let prefix = pattern[..<star]
    let rest = pattern[pattern.index(after: star)...]
    guard text.hasPrefix(prefix) else { return false }
    var remainder = text.dropFirst(prefix.count)
    while true {
      if glob(rest, matches: remainder) { return true }
      guard !remainder.isEmpty else { return false }
      remainder = remainder.dropFirst()
    }
  }
}
