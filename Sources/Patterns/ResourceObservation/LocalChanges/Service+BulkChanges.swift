/// Local changes to many resources at once, chosen by URL pattern, matched
/// as configuration rules are (relative to the base URL, host included).
extension Service {
  /// Marks every resource matching `pattern` stale (see
  /// `Resource.invalidate()`).
  public func invalidateResources(matching pattern: String = "/**") {
    let pattern = URLPattern(pattern, relativeTo: baseURL)
    for resource in cache.all where pattern.matches(resource.url) { resource.invalidate() }
  }

  /// Wipes every resource matching `pattern` (see `Resource.wipe()`).
  public func wipeResources(matching pattern: String = "/**") {
    let pattern = URLPattern(pattern, relativeTo: baseURL)
    for resource in cache.all where pattern.matches(resource.url) { resource.wipe() }
  }
}

extension ResourceCache {
  /// Every resource held or still alive, for invalidating or wiping many.
  var all: [Resource] { Array(resources.values) + released.values.compactMap(\.object) }
}
