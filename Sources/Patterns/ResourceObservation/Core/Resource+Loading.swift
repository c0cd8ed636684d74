import Foundation

/// Loading: bringing the resource up to date from the server.
///
/// `load()` always sends a request. `loadIfNeeded()` sends one only when it
/// would tell us something new: it shares a load already in flight, and
/// does nothing while the data (or a recent error) is fresh. The check reads
/// the clock and compares two numbers, so a screen can call it every time
/// it appears, or a timer ten times a second, without a thought.
extension Resource {
  /// Whether `loadIfNeeded()` would not load: there is data or an error, no
  /// `invalidate()` since, and it is no older than the configuration's
  /// `expirationTime` (after data) or `retryTime` (after an error).
  public var isUpToDate: Bool {
    guard !isInvalidated, dataTimestamp != nil || errorTimestamp != nil else { return false }
    refreshConfigurationIfNeeded()
    let maxAge = errorTimestamp == nil ? freshness.expiration : freshness.retry
    return context.clock.now - timestamp <= maxAge
  }

  /// Loads unless there is no need: returns the load already in flight if
  /// there is one (so callers share it), nil if the resource is up to date,
  /// and otherwise a new load.
  @discardableResult
  public func loadIfNeeded() -> Request? {
    if let newest = loadsInFlight.last { return newest.request }
    noteNeeded()
    if isUpToDate { return nil }
    return load()
  }

  /// Sends a GET for this resource now, even if one is in flight. Observers
  /// hear `requested` at once, then how it ended.
  @discardableResult
  public func load() -> Request {
    load(using: request(.get, headers: context.loadHeaders(self)))
  }

  /// Makes `request`'s outcome this resource's new state, exactly as a
  /// load's (a POST that answers with the new state, say).
  ///
  /// The newest load to *start* wins: when a load brings data, older loads
  /// still in flight are cancelled, so a slow old response can never
  /// overwrite newer data.
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

  /// Marks the data stale: the next `loadIfNeeded()` loads even if it is
  /// fresh. Data and error stay; anything that changes them clears the mark.
  public func invalidate() {
    isInvalidated = true
  }

  // MARK: Applying outcomes

  private func finishLoad(number: Int, with outcome: RequestOutcome) {
    // A load no longer listed was superseded; its end says nothing.
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
      notifyObservers(.notModified)
    case .failure(let error) where error.isCancellation:
      notifyObservers(.requestCancelled)
    case .failure(let error):
      latestError = error
      notifyObservers(.error)
    }
  }

  /// Cancels, without a word to observers, the loads that started before
  /// load `number`: its data is newer than theirs.
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
    notifyObservers(.newData(source))
  }
}
