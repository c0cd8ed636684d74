/// One request in flight, and how it ended.
///
/// Questions it answers: has it finished, and how (`outcome`)? Code can
/// react once it ends (`onCompletion`, and in Request+Waiting.swift
/// `onSuccess`, `onFailure`, `await finished`) or stop it (`cancel()`).
///
/// Screens rarely touch requests: they observe resources. Requests matter
/// for what is not a load (a POST), for tests (which await them instead of
/// sleeping), and for `loadIfNeeded()`, which returns the load already in
/// flight so that two callers share one request.
///
/// The transport calls back on the main actor; the response then goes
/// through the service's response processing (the core's `responses`
/// extension point), which may take its time off the main actor, and ends
/// the request back on it.
@MainActor
public final class Request {
  /// What was sent; nil when the request could not even be built.
  public let httpRequest: HTTPRequest?

  /// How it ended; nil while it is in flight.
  public private(set) var outcome: RequestOutcome?

  public var isCompleted: Bool { outcome != nil }

  private let context: ResourceContext
  private let processResponse: ResponseProcessor
  private var transportTask: (any TransportTask)?
  private var callbacks: [@MainActor (RequestOutcome) -> Void] = []

  init(
    sending httpRequest: HTTPRequest?, context: ResourceContext,
    processResponse: @escaping ResponseProcessor
  ) {
    self.httpRequest = httpRequest
    self.context = context
    self.processResponse = processResponse
  }

  /// Hands the request to the transport, or, if it could not be built,
  /// fails it at once with `invalidReason`.
  func start(invalidReason: RequestError?) {
    guard let httpRequest, invalidReason == nil else {
      var error = invalidReason ?? RequestError(.invalidRequest("no request to send"))
      error.timestamp = context.clock.now
      complete(with: .failure(error))
      return
    }
    transportTask = context.transport.send(httpRequest) { result in
      self.transportTask = nil
      guard !self.isCompleted else { return }  // Cancelled meanwhile.
      self.processResponse(result, self.context.clock.now) { self.complete(with: $0) }
    }
  }

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

  /// Stops the request: the transport drops it and the request ends at once
  /// with a `.cancelled` error. A response that arrives later is ignored.
  public func cancel() {
    guard !isCompleted else { return }
    transportTask?.cancel()
    transportTask = nil
    complete(with: .failure(RequestError(.cancelled, timestamp: context.clock.now)))
  }

  /// Ends the request, once: an outcome that comes after `cancel()` is
  /// dropped.
  private func complete(with outcome: RequestOutcome) {
    guard self.outcome == nil else { return }
    self.outcome = outcome
    let callbacks = self.callbacks
    self.callbacks = []
    for callback in callbacks { callback(outcome) }
  }
}
