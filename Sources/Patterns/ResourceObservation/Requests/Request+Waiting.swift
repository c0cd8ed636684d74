/// Ways to react to a request's end beyond `onCompletion`: for the data
/// only, for the error only, or by waiting for it. Tests await requests
/// instead of sleeping; once `finished` returns, every observer has heard.
extension Request {
  /// Calls `callback` with the data if the request succeeds (new data or a
  /// 304 confirming the old).
  @discardableResult
  public func onSuccess(_ callback: @escaping @MainActor (Entity) -> Void) -> Self {
    onCompletion { outcome in
      if let entity = outcome.entity { callback(entity) }
    }
  }

  /// Calls `callback` with the error if the request fails or is cancelled.
  @discardableResult
  public func onFailure(_ callback: @escaping @MainActor (RequestError) -> Void) -> Self {
    onCompletion { outcome in
      if let error = outcome.error { callback(error) }
    }
  }

  /// Suspends until the request ends, then gives its outcome.
  public var finished: RequestOutcome {
    get async {
      await withCheckedContinuation { continuation in
        onCompletion { continuation.resume(returning: $0) }
      }
    }
  }
}

extension RequestOutcome {
  /// The error; nil on success.
  public var error: RequestError? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
