/// The service's resources, by URL: one instance per URL, while it lives.
///
/// Held strongly, so data loaded once is there when a screen next asks.
/// Under memory pressure, `flushUnused()` lets go of those nobody observes
/// or loads; remembered weakly, one that code kept is handed out again (and
/// kept again once observed). One really gone is made afresh, empty.
@MainActor
final class ResourceCache {
  private var resources: [String: Resource] = [:]
  private var released: [String: WeakReference<Resource>] = [:]

  var count: Int { resources.count }

  /// Every resource held or still alive, for invalidating or wiping many.
  var all: [Resource] { Array(resources.values) + released.values.compactMap(\.object) }

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

  /// Lets go of unobserved, idle resources; returns how many.
  @discardableResult
  func flushUnused() -> Int {
    let unused = resources.filter { !$0.value.isObserved && !$0.value.isRequesting }
    for (key, resource) in unused {
      resources[key] = nil
      released[key] = WeakReference(resource)
    }
    released = released.filter { $0.value.object != nil }
    return unused.count
  }
}
