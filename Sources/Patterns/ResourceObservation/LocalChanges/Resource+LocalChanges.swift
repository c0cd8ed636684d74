/// Changing a resource without the network: after a POST whose result the
/// app already knows, or to forget everything.
///
/// Observers hear these changes exactly as they hear a load's: a screen
/// does not care where new data came from.
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

  /// Back to the state of a new resource: requests in progress are
  /// cancelled, data and error go, and observers hear `newData(.wipe)`. For
  /// logging out, say.
  public func wipe() {
    for request in allRequests + loadRequests { request.cancel() }
    latestError = nil
    latestData = nil
    notifyObservers(.newData(.wipe))
  }
}
