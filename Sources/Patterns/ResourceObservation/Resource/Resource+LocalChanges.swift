/// Changing a resource without the network: after a POST whose result the
/// app already knows, or to force the next load, or to forget everything.
extension Resource {
  /// Makes `entity` the resource's data, as if it had just been loaded:
  /// the error goes, and observers hear `newData(.localOverride)`. For
  /// optimistic and incremental updates. The entity does not go through the
  /// pipeline, so give it content as the pipeline would have made it.
  public func overrideLocalData(with entity: Entity) {
    receiveNewData(entity, from: .localOverride)
  }

  /// Replaces only the content of the latest data, keeping its headers,
  /// stamped with the current time.
  public func overrideLocalContent(with content: any Sendable) {
    var entity = latestData ?? Entity(content: content, timestamp: 0)
    entity.content = content
    entity.timestamp = context.clock.now
    overrideLocalData(with: entity)
  }

  /// Marks the data stale: the next `loadIfNeeded()` loads even if the
  /// data is fresh. Data and error stay as they are; anything that changes
  /// them clears the mark. Use it when you know the server changed but do
  /// not need the new state right now.
  public func invalidate() {
    isInvalidated = true
  }

  /// Back to the state of a new resource: requests in progress are
  /// cancelled, data and error go (from the entity cache too), and
  /// observers hear `newData(.wipe)`. For logging out, say.
  public func wipe() {
    for request in allRequests + loadRequests { request.cancel() }
    entityCache?.removeEntity(forKey: url.absoluteString)
    latestError = nil
    latestData = nil
    notifyObservers(.newData(.wipe))
  }
}
