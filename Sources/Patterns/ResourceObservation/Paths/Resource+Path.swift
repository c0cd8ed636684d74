import Foundation

extension Resource {
  /// The URL's path, less the service's base path: "/users/ana" for
  /// "https://api.example.com/v1/users/ana" under ".../v1".
  public var path: String { context.path(of: url) }
}

extension ResourceContext {
  /// What names a resource: the URL's path, less the base URL's path if
  /// the URL is under the base URL (its host, then whole segments).
  func path(of url: URL) -> String {
    let path = url.path
    guard let baseURL, url.host == baseURL.host, url.port == baseURL.port else { return path }
    let base = baseURL.path
    guard !base.isEmpty, base != "/", path == base || path.hasPrefix(base + "/") else {
      return path
    }
    let rest = String(path.dropFirst(base.count))
    return rest.hasPrefix("/") ? rest : "/" + rest
  }
}
