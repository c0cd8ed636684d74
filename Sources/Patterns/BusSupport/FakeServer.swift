import Foundation

/// A fake server for the tests and demos: it answers from a script the test
/// writes, or holds a request until the test releases it. No network, no
/// sleeping, no clock: every run gives the same answers in the same order.
///
///     transport.script("/feed", .fail, .fail, .respond(200, feedJSON))
///
/// It knows nothing of a bus's own requests and answers, which are the
/// bus's to design: its tests say where a request goes and how an answer is
/// made from a status and a body, and make it the bus's transport:
///
///     typealias FakeTransport = FakeServer<NetworkRequest, NetworkResponse>
///
///     extension FakeServer: Transport
///     where Request == NetworkRequest, Response == NetworkResponse {}
///
/// Each request takes the next reply scripted for its path; the last one
/// stays, answering every later request too. A path with nothing scripted
/// fails, like a server that cannot be reached.
public final class FakeServer<Request: Sendable, Response: Sendable>: Sendable {
  /// How the fake answers one request.
  public enum Reply: Sendable {
    /// Answers with a status and a body.
    case respond(Int, String)
    /// Fails, as a transport does when there is no connection.
    case fail(Failure)
    /// Keeps the request waiting until `release(_:with:)`. The sender's
    /// cancellation ends the wait with `CancellationError`, as a real
    /// network task's does.
    case hold

    /// Fails for the commonest reason: `.fail(.offline)`.
    public static var fail: Reply { .fail(.offline) }
  }

  /// Why the fake failed a request.
  public struct Failure: Error, Equatable, Sendable {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
    public static var offline: Failure { Failure("The Internet connection appears to be offline.") }
  }

  private struct Received: Sendable {
    let request: Request
    let path: String
  }

  private struct Held: Sendable {
    let number: Int
    let received: Received
    let continuation: CheckedContinuation<Response, any Error>
  }

  private struct State: Sendable {
    var script: [String: [Reply]] = [:]
    var received: [Received] = []
    var held: [Held] = []
    /// Held requests whose sender cancelled before they were stored.
    var cancelledHolds: Set<Int> = []
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// Requests whose bookkeeping is done: answered, or held where
    /// `release` finds them. Waiting tests count these, so a woken test
    /// never looks for a held request that is not stored yet.
    var settled = 0
  }

  private let state = Locked(State())
  private let path: @Sendable (Request) -> String
  private let response: @Sendable (_ status: Int, _ body: Data) -> Response
  private let log: (@Sendable (String) -> Void)?

  /// A server with nothing scripted. `path` says where a request goes;
  /// `response` makes an answer from a status and a body; `log`, for
  /// demos, is told "GET /feed -> 200" for every answer, from whichever
  /// thread sent the request.
  public init(
    path: @escaping @Sendable (Request) -> String,
    response: @escaping @Sendable (_ status: Int, _ body: Data) -> Response,
    log: (@Sendable (String) -> Void)? = nil
  ) {
    self.path = path
    self.response = response
    self.log = log
  }

  /// Adds `replies` to those waiting for requests to `path`.
  public func script(_ path: String, _ replies: Reply...) {
    state.withLock { $0.script[path, default: []] += replies }
  }

  /// Every request received so far, oldest first.
  public var requests: [Request] { state.withLock { $0.received.map(\.request) } }

  /// The requests being held, oldest first.
  public var heldRequests: [Request] { state.withLock { $0.held.map(\.received.request) } }

  /// The paths of the requests being held, oldest first.
  public var heldPaths: [String] { state.withLock { $0.held.map(\.received.path) } }

  /// How many requests went to `path`.
  public func requestCount(for path: String) -> Int {
    state.withLock { $0.received.filter { $0.path == path }.count }
  }

  /// Returns once `count` requests in all have arrived and been answered or
  /// held: how a test waits for work on other threads to reach the
  /// network, without sleeping.
  public func waitForRequests(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> Bool in
        guard state.settled < count else { return true }
        state.waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Answers the oldest held request to `path` with `reply`. False if none
  /// is held.
  @discardableResult
  public func release(_ path: String, with reply: Reply) -> Bool {
    let held = state.withLock { state -> Held? in
      guard let index = state.held.firstIndex(where: { $0.received.path == path }) else {
        return nil
      }
      return state.held.remove(at: index)
    }
    guard let held else { return false }
    held.continuation.resume(with: Result { try answer(held.received.request, with: reply) })
    return true
  }

  /// Answers `request` as scripted for its path.
  public func send(_ request: Request) async throws -> Response {
    let path = self.path(request)
    let (number, reply) = state.withLock { state in
      state.received.append(Received(request: request, path: path))
      var replies = state.script[path] ?? []
      let reply = replies.first ?? .fail(Failure("nothing scripted for \(path)"))
      if replies.count > 1 { replies.removeFirst() }
      state.script[path] = replies
      return (state.received.count, reply)
    }
    guard case .hold = reply else {
      settle { _ in }
      return try answer(request, with: reply)
    }
    let received = Received(request: request, path: path)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = settle { state -> Bool in
          guard !state.cancelledHolds.contains(number) else { return true }
          state.held.append(Held(number: number, received: received, continuation: continuation))
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let held = state.withLock { state -> Held? in
        guard let index = state.held.firstIndex(where: { $0.number == number }) else {
          state.cancelledHolds.insert(number)
          return nil
        }
        return state.held.remove(at: index)
      }
      held?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Does the last of a request's bookkeeping (`change`), counts it as
  /// settled, then wakes the tests waiting for that many requests.
  private func settle<Result>(_ change: (inout State) -> Result) -> Result {
    let (result, ready) = state.withLock { state in
      let result = change(&state)
      state.settled += 1
      let ready = state.waiters.filter { $0.count <= state.settled }.map(\.continuation)
      state.waiters.removeAll { $0.count <= state.settled }
      return (result, ready)
    }
    for waiter in ready { waiter.resume() }
    return result
  }

  private func answer(_ request: Request, with reply: Reply) throws -> Response {
    switch reply {
    case .respond(let status, let body):
      log?("\(request) -> \(status)")
      return response(status, Data(body.utf8))
    case .fail(let failure):
      log?("\(request) -> no answer (\(failure.reason))")
      throw failure
    case .hold:
      log?("\(request) -> held")
      throw Failure("a held request cannot be released with .hold")
    }
  }
}
