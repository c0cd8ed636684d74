import Foundation

/// A fake server for the tests: it answers from a script the test writes,
/// or holds a request until the test releases it. Nothing here sleeps or
/// touches a real network.
///
/// It knows nothing of a kata's own requests and answers, which are the
/// kata's to design: the kata's tests say where a request goes and how an
/// answer is made from a status and a body, and make it the kata's
/// transport:
///
///     typealias FakeTransport = FakeServer<NetworkRequest, NetworkResponse>
///
///     extension FakeServer: Transport
///     where Request == NetworkRequest, Response == NetworkResponse {}
///
/// Each request takes the next reply scripted for its path; the last one
/// stays for later requests. A path with nothing scripted fails, like a
/// server that cannot be reached.
public final class FakeServer<Request: Sendable, Response: Sendable>: Sendable {
  public enum Reply: Sendable {
    /// Answers with a status and a body.
    case respond(Int, String)
    /// Fails: no connection.
    case fail
    /// Waits until the test calls `release(_:with:)`.
    case hold
  }

  /// Why the fake failed a request.
  public struct Failure: Error {}

  private struct Received: Sendable {
    let request: Request
    let path: String
  }

  private struct Held: Sendable {
    let path: String
    let continuation: CheckedContinuation<Response, any Error>
  }

  private struct State: Sendable {
    var script: [String: [Reply]] = [:]
    var received: [Received] = []
    var held: [Held] = []
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// Requests whose bookkeeping is done: answered, or held where
    /// `release` finds them. Waiting tests count these, so a woken test
    /// never looks for a held request that is not stored yet.
    var settled = 0
  }

  private let state = Locked(State())
  private let path: @Sendable (Request) -> String
  private let response: @Sendable (_ status: Int, _ body: Data) -> Response

  /// A server with nothing scripted. `path` says where a request goes;
  /// `response` makes an answer from a status and a body.
  public init(
    path: @escaping @Sendable (Request) -> String,
    response: @escaping @Sendable (_ status: Int, _ body: Data) -> Response
  ) {
    self.path = path
    self.response = response
  }

  /// Adds `replies` for requests to `path`.
  public func script(_ path: String, _ replies: Reply...) {
    state.withLock { $0.script[path, default: []] += replies }
  }

  /// Every request received so far, oldest first.
  public var requests: [Request] { state.withLock { $0.received.map(\.request) } }

  /// The paths of the requests being held, oldest first.
  public var heldPaths: [String] { state.withLock { $0.held.map(\.path) } }

  /// How many requests went to `path`.
  public func requestCount(for path: String) -> Int {
    state.withLock { $0.received.filter { $0.path == path }.count }
  }

  /// Returns once `count` requests in all have arrived (no sleeping).
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

  /// Answers the oldest held request to `path`. False if none is held.
  @discardableResult
  public func release(_ path: String, with reply: Reply) -> Bool {
    let held = state.withLock { state -> Held? in
      guard let index = state.held.firstIndex(where: { $0.path == path }) else { return nil }
      return state.held.remove(at: index)
    }
    guard let held else { return false }
    held.continuation.resume(with: Result { try answer(with: reply) })
    return true
  }

  /// Answers `request` as scripted for its path.
  public func send(_ request: Request) async throws -> Response {
    let path = self.path(request)
    let reply = state.withLock { state in
      state.received.append(Received(request: request, path: path))
      var replies = state.script[path] ?? []
      let reply = replies.first ?? .fail
      if replies.count > 1 { replies.removeFirst() }
      state.script[path] = replies
      return reply
    }
    guard case .hold = reply else {
      settle { _ in }
      return try answer(with: reply)
    }
    return try await withCheckedThrowingContinuation { continuation in
      settle { $0.held.append(Held(path: path, continuation: continuation)) }
    }
  }

  /// Does the last of a request's bookkeeping (`change`), counts it as
  /// settled, then wakes the tests waiting for that many requests.
  private func settle(_ change: (inout State) -> Void) {
    let ready = state.withLock { state in
      change(&state)
      state.settled += 1
      let ready = state.waiters.filter { $0.count <= state.settled }.map(\.continuation)
      state.waiters.removeAll { $0.count <= state.settled }
      return ready
    }
    for waiter in ready { waiter.resume() }
  }

  private func answer(with reply: Reply) throws -> Response {
    switch reply {
    case .respond(let status, let body): return response(status, Data(body.utf8))
    case .fail, .hold: throw Failure()
    }
  }
}
