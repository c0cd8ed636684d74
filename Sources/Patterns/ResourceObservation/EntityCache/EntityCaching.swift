/// How a resource and its configured entity cache stay in step, plugged
/// into the core's `resourceNeeded` and `resourceChanged` extension points.
///
/// - The first time a resource is needed and it has no data, it asks the
///   cache; observers then hear `newData(.cache)`.
/// - Data from the network, or confirmed by a 304, is written down.
/// - A local override or a wipe removes the entry, so the cache never
///   holds what the server never said.
@MainActor
enum EntityCaching {
  static func resourceNeeded(_ resource: Resource) {
    guard resource.latestData == nil,
      let entity = entityCache(of: resource)?.entity(forKey: key(of: resource))
    else { return }
    resource.receiveNewData(entity, from: .cache)
  }

  static func resourceChanged(_ resource: Resource, event: ResourceEvent) {
    switch event {
    case .newData(.network), .notModified:
      guard let cache = entityCache(of: resource), let entity = resource.latestData
      else { return }
      cache.store(entity, forKey: key(of: resource))
    case .newData(.localOverride), .newData(.wipe):
      entityCache(of: resource)?.removeEntity(forKey: key(of: resource))
    case .observerAdded, .requested, .requestCancelled, .error, .newData(.cache):
      break
    }
  }

  /// Read on every change, so without copying the whole configuration.
  private static func entityCache(of resource: Resource) -> (any EntityCache)? {
    resource.resolvedConfiguration?.configuration.entityCache
  }

  private static func key(of resource: Resource) -> String {
    resource.url.absoluteString
  }
}
