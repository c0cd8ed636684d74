import Foundation

/// Loading: bringing the resource up to date from the server.
///
/// `load()` always sends a request. `loadIfNeeded()` sends one only when it
/// would tell us something new: it shares a load already in flight, and
/// does nothing while the data (or a recent error) is fresh. The check reads
/// the clock and compares two numbers, so a screen can call it every time
/// it appears, or a timer ten times a second, without a thought.
extension Resource {
  /// Whether the data is fresh enough that `loadIfNeeded()` should not
  /// load: there is data or an error; it was not invalidated; and it is no
  /// older than `expirationTime` (after a success) or `retryTime` (after a
  /// failure).
  public var isUpToDate: Bool {
    guard !isInvalidated, dataTimestamp != nil || errorTimestamp != nil else { return false }
    refreshConfigurationIfNeeded()
    let maxAge = errorTimestamp == nil ? freshness.expiration : freshness.retry
    return context.clock.now - timestamp <= maxAge
  }

  /// Loads unless there is no need: returns the load already in flight if
  /// there is one (so callers share it), nil if the resource is up to date,
  /// and otherwise the new load.
  @discardableResult
  public func loadIfNeeded() -> Request? {
    if !loadsInFlight.isEmpty { return loadsInFlight[loadsInFlight.count - 1].request }
    readEntityCacheOnce()
    if isUpToDate { return nil }
    return load()
  }

  /// Sends a GET for this resource now, even if one is in flight, and
  /// applies its outcome to the resource. When the data has an ETag, the
  /// request carries it as If-None-Match, so the server can answer 304 Not
  /// Modified instead of sending the same bytes again.
  ///
  /// Observers hear `requested` at once, then one of `newData(.network)`,
  /// `notModified`, `error` or `requestCancelled`.
  @discardableResult
  public func load() -> Request {
    var headers: [String: String] = [:]
    if let etag = latestData?.etag { headers["If-None-Match"] = etag }
    return load(using: request(.get, headers: headers))
  }

  /// Applies the outcome of `request` (made with `request(...)`, a POST that
  /// answers with the resource's new state, say) to this resource, exactly
  /// as a load's.
  ///
  /// If several loads are in flight, the newest to *start* wins: when a
  /// load brings data, older loads still in flight are cancelled, so a slow
  /// old response can never overwrite newer data.
  @discardableResult
  public func load(using request: Request) -> Request {
    loadsStarted += 1
    let number = loadsStarted
    loadsInFlight.append(LoadInFlight(number: number, request: request))
    notifyObservers(.requested)
    request.onCompletion { [weak self] outcome in
      self?.finishLoad(number: number, with: outcome)
    }
    return request
  }

  // MARK: Applying outcomes

  private func finishLoad(number: Int, with outcome: RequestOutcome) {
    // A load that is no longer listed was superseded; its end says nothing.
    guard let index = loadsInFlight.firstIndex(where: { $0.number == number }) else { return }
    loadsInFlight.remove(at: index)
    switch outcome {
    case .newData(let entity):
      cancelLoads(olderThan: number)
      receiveNewData(entity, from: .network)
    case .notModified(let entity):
      cancelLoads(olderThan: number)
      latestError = nil
      latestData = entity
      entityCache?.store(entity, forKey: url.absoluteString)
      notifyObservers(.notModified)
    case .failure(let error) where error.isCancellation:
      notifyObservers(.requestCancelled)
    case .failure(let error):
      latestError = error
      notifyObservers(.error)
    }
  }

  /// Cancels, without a word to observers, the loads that started before
  /// load `number` and are still in flight: its data is newer than theirs.
  private func cancelLoads(olderThan number: Int) {
    let older = loadsInFlight.filter { $0.number < number }
    guard !older.isEmpty else { return }
    loadsInFlight.removeAll { $0.number < number }
    for load in older { load.request.cancel() }
  }

  /// Takes in new data: the error goes, observers hear where it came from.
  func receiveNewData(_ entity: Entity, from source: ResourceEvent.NewDataSource) {
    latestError = nil
    latestData = entity
    if let cache = entityCache {
      switch source {
      case .network: cache.store(entity, forKey: url.absoluteString)
      case .localOverride: cache.removeEntity(forKey: url.absoluteString)
      case .cache, .wipe: break
      }
    }
    notifyObservers(.newData(source))
  }

  /// Asks the entity cache for data, the first time only and only when the
  /// resource has none.
  func readEntityCacheOnce() {
    guard !hasReadEntityCache else { return }
    hasReadEntityCache = true
    guard latestData == nil,
      let entity = entityCache?.entity(forKey: url.absoluteString)
    else { return }
    receiveNewData(entity, from: .cache)
  }
}
