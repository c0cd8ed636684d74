/// What an app does on a memory warning: the service lets go of every
/// resource nobody observes and that has no request in progress. The core's
/// cache remembers them weakly, so one that code still holds is handed out
/// again, and an observed one is never let go (`ResourceCache.keep`).
extension Service {
  /// How many resources the service holds strongly right now.
  public var cachedResourceCount: Int { cache.resources.count }

  /// Lets go of every unobserved, idle resource. Returns how many.
  @discardableResult
  public func flushUnusedResources() -> Int {
    cache.flushUnused()
  }
}

extension ResourceCache {
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
