import Foundation

/// The URLs a configuration rule applies to, written as a glob:
/// - "/users/*": `*` is any run of characters but "/", so one segment
///   ("/users/ana", not "/users/ana/posts", nor "/users/ana/");
/// - "/users/**": `**` is any run, "/" included, so any depth below (and,
///   at the end of a pattern, "/users" itself);
/// - "/a/**/b": `**/` is any number of whole segments, or none;
/// - everything else is itself ("/avatars/*.png").
///
/// A pattern is relative to the service's base URL, host included: "/fez"
/// under "https://api.example.com/v1" is "https://api.example.com/v1/fez"
/// and never the same path on another host, so a rule that adds a password
/// header cannot send it anywhere else. A pattern that starts with a scheme
/// names its own host ("https://cdn.example.com/**"; "*" stands for any
/// host or port there). With no base URL, a relative pattern matches no
/// URL. Patterns ignore the query: rules are about kinds of resource.
public struct URLPattern: Sendable, Hashable, CustomStringConvertible {
  public let pattern: String
  /// The scheme and the "host:port" glob a URL must have; nil when there is
  /// no base URL for a relative pattern, so no URL matches.
  private let origin: Origin?
  /// The base URL's path ("/v1"), which a URL's path must start with.
  private let basePath: String
  /// The glob the rest of the path must match ("/users/*").
  private let pathGlob: String

  private struct Origin: Sendable, Hashable {
    let scheme: String
    let authority: String
  }

  /// A pattern relative to `baseURL`, or absolute if it starts with a
  /// scheme. (`Service.configure` passes the service's base URL.)
  public init(_ pattern: String, relativeTo baseURL: URL? = nil) {
    self.pattern = pattern
    if let schemeEnd = pattern.range(of: "://"), Self.isScheme(pattern[..<schemeEnd.lowerBound]) {
      let rest = pattern[schemeEnd.upperBound...]
      let pathStart = rest.firstIndex(of: "/") ?? rest.endIndex
      origin = Origin(
        scheme: pattern[..<schemeEnd.lowerBound].lowercased(),
        authority: rest[..<pathStart].lowercased())
      basePath = ""
      pathGlob = rest[pathStart...].isEmpty ? "/" : String(rest[pathStart...])
      return
    }
    origin = baseURL.flatMap { base in
      base.scheme.map { Origin(scheme: $0.lowercased(), authority: Self.authority(of: base)) }
    }
    let base = baseURL?.path(percentEncoded: false) ?? ""
    basePath = base.hasSuffix("/") ? String(base.dropLast()) : base
    pathGlob = pattern.hasPrefix("/") ? pattern : "/" + pattern
  }

  public var description: String { pattern }

  /// Whether `url` matches: its scheme, host and port, then its path.
  public func matches(_ url: URL) -> Bool {
    guard let origin, url.scheme?.lowercased() == origin.scheme,
      Glob.matches(origin.authority[...], Self.authority(of: url)[...])
    else { return false }
    let path = url.path(percentEncoded: false)
    let full = path.isEmpty ? "/" : path
    guard full.hasPrefix(basePath) else { return false }
    return Glob.matches(pathGlob[...], full.dropFirst(basePath.count))
  }

  /// Whether `path`, already relative to the base URL, matches the path
  /// part of the pattern.
  public func matches(_ path: String) -> Bool {
    Glob.matches(pathGlob[...], (path.hasPrefix("/") ? path : "/" + path)[...])
  }

  /// "https", "http", "ws+unix": what may come before "://" in a URL.
  private static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.first, first.isLetter else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
  }

  /// "host" or "host:port", in lower case.
  private static func authority(of url: URL) -> String {
    (url.host(percentEncoded: false) ?? "").lowercased() + (url.port.map { ":\($0)" } ?? "")
  }
}
