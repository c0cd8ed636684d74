/// The service's resources, by URL: one instance per URL, while it lives.
///
/// Held strongly, so data loaded once is there when a screen next asks.
/// Under memory pressure (MemoryPressure/) those nobody observes or loads
/// are let go, and remembered weakly: one that code kept is handed out
/// again, and kept again once observed. One really gone is made afresh.
@MainActor
final class ResourceCache {
  var resources: [String: Resource] = [:]
  /// Resources let go of, while something else keeps them alive.
  var released: [String: WeakReference<Resource>] = [:]

  /// The resource for `key`, made by `make` if there is none.
  func resource(forKey key: String, make: () -> Resource) -> Resource {
    let resource = resources[key] ?? released.removeValue(forKey: key)?.object ?? make()
    resources[key] = resource
    return resource
  }

  /// Holds `resource` strongly again if it had been let go.
  func keep(_ resource: Resource) {
    guard let key = released.first(where: { $0.value.object === resource })?.key else { return }
    released[key] = nil
    resources[key] = resource
  }
}
