/// The service's resources, by URL: one instance per URL, for as long as
/// it lives.
///
/// Resources are held strongly, so data loaded once is there the next time
/// any screen asks. Under memory pressure, `flushUnused()` lets go of those
/// nobody observes and nobody is loading; they are still remembered weakly,
/// so if some code kept one, the service hands out that same instance
/// again. One that is really gone is made afresh (empty) when next asked
/// for, and its next `loadIfNeeded()` loads it again.
@MainActor
final class ResourceCache {
  private var resources: [String: Resource] = [:]
  private var released: [String: WeakReference<Resource>] = [:]

  var count: Int { resources.count }

  /// The resource for `key`, made by `make` if there is none.
  func resource(forKey key: String, make: () -> Resource) -> Resource {
    if let resource = resources[key] { return resource }
    if let resource = released.removeValue(forKey: key)?.object {
      resources[key] = resource
      return resource
    }
    let resource = make()
    resources[key] = resource
    return resource
  }

  /// Holds `resource` strongly again if it had been let go: it has an
  /// observer now, and an observed resource stays.
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

  /// Every resource held or still alive, for invalidating or wiping many.
  var all: [Resource] {
    Array(resources.values) + released.values.compactMap(\.object)
  }
}
