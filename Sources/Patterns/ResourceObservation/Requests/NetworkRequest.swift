/// A request sent over the network: the `Request` every resource's request
/// is, made by `RequestSender`.
///
/// The transport calls back on the main actor; the response then goes
/// through the service's response processing (Responses/), which may take
/// its time off the main actor, and ends the request back on it. A request
/// that could not even be built (its URL, its body) fails at once, and
/// nothing is sent.
@MainActor
public final class NetworkRequest: Request {
  /// What was sent; nil when the request could not even be built.
  public let httpRequest: HTTPRequest?

  public private(set) var outcome: RequestOutcome?

  private let clock: any ResourceClock
  private var transportTask: (any TransportTask)?
  private var callbacks: [@MainActor (RequestOutcome) -> Void] = []

  /// Sends `httpRequest` over `transport` at once, and ends with what
  /// `processResponse` makes of the answer.
  init(
    sending httpRequest: HTTPRequest, over transport: any Transport, clock: any ResourceClock,
    processResponse: @escaping ResponseProcessor
  ) {
    self.httpRequest = httpRequest
    self.clock = clock
    transportTask = transport.send(httpRequest) { result in
      self.transportTask = nil
      guard !self.isCompleted else { return }  // Cancelled meanwhile.
      processResponse(result, clock.now) { self.complete(with: $0) }
    }
  }

  /// A request that could not be built: it has already failed with `error`.
  init(failing error: RequestError, clock: any ResourceClock) {
    httpRequest = nil
    self.clock = clock
    var error = error
    error.timestamp = clock.now
    outcome = .failure(error)
  }

  @discardableResult
  public func onCompletion(_ callback: @escaping @MainActor (RequestOutcome) -> Void) -> Self {
    if let outcome {
      callback(outcome)
    } else {
      callbacks.append(callback)
    }
    return self
  }

  /// The transport drops the request, and it ends at once.
  public func cancel() {
    guard !isCompleted else { return }
    transportTask?.cancel()
    transportTask = nil
    complete(with: .failure(RequestError(.cancelled, timestamp: clock.now)))
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
