/// Loading: bringing the resource up to date from the server.
///
/// `load()` always sends a request. `loadIfNeeded()` sends one only when it
/// would tell us something new: it shares a load already in flight, and does
/// nothing while the data (or a recent error) is fresh. The check reads the
/// clock and compares two numbers, so a screen can call it every time it
/// appears, or a timer ten times a second, without a thought.
extension Resource {
  /// Whether `loadIfNeeded()` would not load: there is data or an error, no
  /// `invalidate()` since, and it is younger than the configuration's
  /// `expirationTime` (after data) or `retryTime` (after an error).
  public var isUpToDate: Bool {
    guard !isInvalidated, dataTimestamp != nil || errorTimestamp != nil else { return false }
    refreshConfigurationIfNeeded()
    let maxAge = errorTimestamp == nil ? freshness.expiration : freshness.retry
    return context.clock.now - timestamp <= maxAge
  }

  /// The load in flight if there is one (so callers share it), nil if the
  /// resource is up to date, otherwise a new load.
  @discardableResult
  public func loadIfNeeded() -> (any Request)? {
    if let newest = loadRequests.last { return newest }
    noteNeeded()
    if isUpToDate { return nil }
    return load()
  }

  /// Sends a GET now, even if a load is in flight. Observers hear
  /// `requested` at once, then how it ended.
  @discardableResult
  public func load() -> any Request {
    let headers = context.loadHeaders(self)
    return load(using: context.network.send(.get, headers: headers, body: nil, for: self))
  }

  /// Makes `request`'s outcome the resource's new state, as a load's (a
  /// POST that answers with the new state, say).
  @discardableResult
  public func load(using request: any Request) -> any Request {
    loadRequests.append(request)
    notifyObservers(.requested)
    request.onCompletion { [weak self, unowned request] outcome in
      self?.finishLoad(request, with: outcome)
    }
    return request
  }

  /// Marks the data stale: the next `loadIfNeeded()` loads even if it is
  /// fresh. Data and error stay; anything that changes them clears the mark.
  public func invalidate() { isInvalidated = true }

  // MARK: Applying outcomes

  private func finishLoad(_ request: any Request, with outcome: RequestOutcome) {
    // A load no longer listed was superseded; its end says nothing.
    guard let index = loadRequests.firstIndex(where: { $0 === request }) else { return }
    loadRequests.remove(at: index)
    if outcome.entity != nil {
      // The newest load to *start* wins: loads that started earlier are
      // cancelled, without a word, so a slow old response cannot overwrite.
      let older = loadRequests.prefix(index)
      loadRequests.removeFirst(index)
      for load in older { load.cancel() }
    }
    switch outcome {
    case .newData(let entity):
      receiveNewData(entity, from: .network)
    case .notModified(let entity):
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

  /// Takes in new data: the error goes, observers hear where it came from.
  func receiveNewData(_ entity: Entity, from source: ResourceEvent.NewDataSource) {
    latestError = nil
    latestData = entity
    notifyObservers(.newData(source))
  }
}
