import Foundation

/// One request in flight, and how it ended.
///
/// Questions it answers: has it finished, and how (`outcome`)? It also lets
/// code react once it ends (`onCompletion`, `onSuccess`, `onFailure`), wait
/// for that (`await request.finished`), or stop it (`cancel()`).
///
/// Screens rarely touch requests: they observe resources, and a resource's
/// `load()` hands its outcome to them as events. Requests matter for what is
/// not a load (a POST), for tests (which await them instead of sleeping),
/// and for `loadIfNeeded()`, which returns the load already in flight so two
/// callers share one request.
///
/// What happens to a response: the transport calls back on the main actor;
/// the raw response takes its place in line (see `ResponseSequencer`), goes
/// through the pipeline off the main actor, and comes back to the main
/// actor to complete the request. A 304 skips the pipeline: there is
/// nothing to parse, only the resource's current data to confirm.
@MainActor
public final class Request {
  /// What was sent; nil when the request could not even be built.
  public let httpRequest: HTTPRequest?

  /// How it ended; nil while it is in flight.
  public private(set) var outcome: RequestOutcome?

  public var isCompleted: Bool { outcome != nil }

  private let context: ResourceContext
  private let pipeline: Pipeline
  /// Asked for the data to keep when the server answers 304.
  private weak var resource: Resource?
  private let invalidReason: RequestError?
  private var transportTask: (any TransportTask)?
  private var callbacks: [@MainActor (RequestOutcome) -> Void] = []
  private var waiters: [CheckedContinuation<RequestOutcome, Never>] = []

  init(
    sending httpRequest: HTTPRequest?, invalidReason: RequestError? = nil,
    context: ResourceContext, pipeline: Pipeline, resource: Resource?
  ) {
    self.httpRequest = httpRequest
    self.invalidReason = invalidReason
    self.context = context
    self.pipeline = pipeline
    self.resource = resource
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
      self.receive(result)
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

  /// Suspends until the request ends, then gives its outcome. Tests use
  /// this instead of sleeping: once it returns, every observer has heard.
  public var finished: RequestOutcome {
    get async {
      if let outcome { return outcome }
      return await withCheckedContinuation { waiters.append($0) }
    }
  }

  // MARK: Cancelling

  /// Stops the request: the transport drops it and the request ends at once
  /// with a `.cancelled` error. A response that arrives later is ignored.
  /// Does nothing to a request that has ended.
  public func cancel() {
    guard !isCompleted else { return }
    transportTask?.cancel()
    transportTask = nil
    complete(with: .failure(RequestError(.cancelled, timestamp: context.clock.now)))
  }

  // MARK: Receiving

  private func receive(_ result: Result<HTTPResponse, any Error>) {
    transportTask = nil
    guard !isCompleted else { return }
    let receivedAt = context.clock.now
    let ticket = context.sequencer.takeTicket()
    if case .success(let response) = result, response.status == 304 {
      context.sequencer.deliver(ticket) { self.completeNotModified(at: receivedAt) }
      return
    }
    switch context.execution {
    case .immediate:
      let processed = pipeline.process(result, receivedAt: receivedAt)
      context.sequencer.deliver(ticket) { self.complete(with: processed) }
    case .offMainActor:
      let pipeline = self.pipeline
      Task.detached {
        let processed = pipeline.process(result, receivedAt: receivedAt)
        await self.deliver(processed, ticket: ticket)
      }
    }
  }

  private func deliver(_ processed: Result<Entity, RequestError>, ticket: Int) {
    context.sequencer.deliver(ticket) { self.complete(with: processed) }
  }

  /// A 304 confirms the data the resource has now (read at delivery time,
  /// so a load that landed meanwhile is respected). Without data, there is
  /// nothing to confirm: that is an error.
  private func completeNotModified(at timestamp: TimeInterval) {
    guard var entity = resource?.latestData else {
      complete(with: .failure(RequestError(.notModifiedWithoutData, timestamp: timestamp)))
      return
    }
    entity.timestamp = timestamp
    complete(with: .notModified(entity))
  }

  private func complete(with processed: Result<Entity, RequestError>) {
    switch processed {
    case .success(let entity): complete(with: .newData(entity))
    case .failure(let error): complete(with: .failure(error))
    }
  }

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
