import Foundation

/// One request in flight, and how it ended.
///
/// Questions it answers: has it finished, and how (`outcome`)? It also lets
/// code react once it ends (`onCompletion`, `onSuccess`, `onFailure`), wait
/// for that (`await request.finished`), or stop it (`cancel()`).
///
/// Screens rarely touch requests: they observe resources. Requests matter
/// for what is not a load (a POST), for tests (which await them instead of
/// sleeping), and for `loadIfNeeded()`, which returns the load already in
/// flight so that two callers share one request.
@MainActor
public final class Request {
  /// What was sent; nil when the request could not even be built.
  public let httpRequest: HTTPRequest?

  /// How it ended; nil while it is in flight.
  public private(set) var outcome: RequestOutcome?

  public var isCompleted: Bool { outcome != nil }

  private let context: ResourceContext
  private let invalidReason: RequestError?
  /// Turns the response into the outcome (see `ResponseProcessing`).
  private let processResponse: ResponseProcessor
  private var transportTask: (any TransportTask)?
  private var callbacks: [@MainActor (RequestOutcome) -> Void] = []
  private var waiters: [CheckedContinuation<RequestOutcome, Never>] = []

  init(
    sending httpRequest: HTTPRequest?, invalidReason: RequestError?, context: ResourceContext,
    processResponse: @escaping ResponseProcessor
  ) {
    self.httpRequest = httpRequest
    self.invalidReason = invalidReason
    self.context = context
    self.processResponse = processResponse
  }

  /// Hands the request to the transport, or fails it at once if it could
  /// not be built.
  func start() {
    guard let httpRequest, invalidReason == nil else {
      var error = invalidReason ?? RequestError(.invalidRequest("no request to send"))
      error.timestamp = context.clock.now
      complete(with: .failure(error))
      return
    }
    transportTask = context.transport.send(httpRequest) { result in
      self.transportTask = nil
      guard !self.isCompleted else { return }
      self.processResponse(result, self.context.clock.now) { self.complete(with: $0) }
    }
  }

  // MARK: Waiting and reacting

  /// Calls `callback` when the request ends, or now if it already has.
  /// Callbacks run on the main actor, in the order they were added.
  @discardableResult
  public func onCompletion(_ callback: @escaping @MainActor (RequestOutcome) -> Void) -> Self {
    if let outcome {
      callback(outcome)
    } else {
      callbacks.append(callback)
    }
    return self
  }

  /// Calls `callback` with the data if the request succeeds.
  @discardableResult
  public func onSuccess(_ callback: @escaping @MainActor (Entity) -> Void) -> Self {
    onCompletion { if let entity = $0.entity { callback(entity) } }
  }

  /// Calls `callback` with the error if the request fails or is cancelled.
  @discardableResult
  public func onFailure(_ callback: @escaping @MainActor (RequestError) -> Void) -> Self {
    onCompletion { if let error = $0.error { callback(error) } }
  }

  /// Suspends until the request ends, then gives its outcome.
  public var finished: RequestOutcome {
    get async {
      if let outcome { return outcome }
      return await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// Stops the request: the transport drops it and the request ends at once
  /// with a `.cancelled` error. A response that arrives later is ignored.
  public func cancel() {
    guard !isCompleted else { return }
    transportTask?.cancel()
    transportTask = nil
    complete(with: .failure(RequestError(.cancelled, timestamp: context.clock.now)))
  }

  /// Ends the request, once: a second outcome (a response processed after
  /// `cancel()`) is dropped.
  private func complete(with outcome: RequestOutcome) {
    guard self.outcome == nil else { return }
    self.outcome = outcome
    let callbacks = self.callbacks
    let waiters = self.waiters
    self.callbacks = []
    self.waiters = []
    for callback in callbacks { callback(outcome) }
    for waiter in waiters { waiter.resume(returning: outcome) }
  }
}
