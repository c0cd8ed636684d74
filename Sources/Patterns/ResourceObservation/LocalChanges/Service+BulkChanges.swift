/// Local changes to many resources at once, chosen by URL pattern.
extension Service {
  /// Marks every resource matching `pattern` stale (see
  /// `Resource.invalidate()`).
  public func invalidateResources(matching pattern: String = "/**") {
    let pattern = URLPattern(pattern)
    for resource in cache.all where pattern.matches(resource.path) { resource.invalidate() }
  }

  /// Wipes every resource matching `pattern` (see `Resource.wipe()`).
  public func wipeResources(matching pattern: String = "/**") {
    let pattern = URLPattern(pattern)
    for resource in cache.all where pattern.matches(resource.path) { resource.wipe() }
  }
}
