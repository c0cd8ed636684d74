import BusSupport
import Foundation

/// A transport for tests and demos: it answers from a script the test
/// writes, or holds a request until the test releases it. No network, no
/// sleeping, no clock: every run gives the same answers in the same order.
///
///     transport.script("/feed", .fail(.offline), .fail(.offline), .respond(200, feedJSON))
///
/// Each request takes the next reply scripted for its path; the last reply
/// stays, answering every later request too. A path with nothing scripted
/// fails, like a server that cannot be reached.
public final class FakeTransport: Transport {
  /// How the fake answers one request.
  public enum Reply: Sendable {
    /// Answers with `status` and `body`.
    case respond(Int, String)
    /// Fails, as a transport does when there is no connection.
    case fail(Failure)
    /// Keeps the request waiting until `release(_:with:)`. The sender's
    /// cancellation ends the wait with `CancellationError`.
    case hold
  }

  /// Why the fake failed a request.
  public struct Failure: Error, Equatable, Sendable {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
    public static let offline = Failure("The Internet connection appears to be offline.")
  }

  private struct Held: Sendable {
    let number: Int
    let request: NetworkRequest
    let continuation: CheckedContinuation<NetworkResponse, any Error>
  }

  private struct Waiter: Sendable {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State: Sendable {
    var script: [String: [Reply]] = [:]
    var requests: [NetworkRequest] = []
    var held: [Held] = []
    var cancelledHolds: Set<Int> = []
    var waiters: [Waiter] = []
  }

  private let state = Locked(State())
  private let log: (@Sendable (String) -> Void)?

  /// - Parameter log: told "GET /feed -> 200" for every answer, from
  ///   whichever thread sent the request. For demos.
  public init(log: (@Sendable (String) -> Void)? = nil) {
    self.log = log
  }

  /// Adds `replies` to those waiting for requests to `path`.
  public func script(_ path: String, _ replies: Reply...) {
    state.withLock { $0.script[path, default: []] += replies }
  }

  /// Every request received so far, oldest first.
  public var requests: [NetworkRequest] { state.withLock { $0.requests } }

  /// The requests being held, oldest first.
  public var heldRequests: [NetworkRequest] { state.withLock { $0.held.map(\.request) } }

  /// How many requests went to `path`.
  public func requestCount(for path: String) -> Int {
    state.withLock { $0.requests.filter { $0.path == path }.count }
  }

  /// Returns once `count` requests in all have arrived: how a test waits for
  /// work running on other threads to reach the network, without sleeping.
  public func waitForRequests(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> Bool in
        guard state.requests.count < count else { return true }
        state.waiters.append(Waiter(count: count, continuation: continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Answers the oldest held request to `path` with `reply`. Returns false
  /// if none is held.
  @discardableResult
  public func release(_ path: String, with reply: Reply) -> Bool {
    let held = state.withLock { state -> Held? in
      guard let index = state.held.firstIndex(where: { $0.request.path == path }) else {
        return nil
      }
      return state.held.remove(at: index)
    }
    guard let held else { return false }
    answer(held.request, with: reply, continuation: held.continuation)
    return true
  }

  public func send(_ request: NetworkRequest) async throws -> NetworkResponse {
    let (number, reply, ready) = state.withLock { state in
      state.requests.append(request)
      var replies = state.script[request.path] ?? []
      let reply = replies.first ?? .fail(Failure("nothing scripted for \(request.path)"))
      if replies.count > 1 { replies.removeFirst() }
      state.script[request.path] = replies
      let ready = state.waiters.filter { $0.count <= state.requests.count }
      state.waiters.removeAll { $0.count <= state.requests.count }
      return (state.requests.count, reply, ready)
    }
    for waiter in ready { waiter.continuation.resume() }
    guard case .hold = reply else { return try answer(request, with: reply) }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = state.withLock { state -> Bool in
          guard !state.cancelledHolds.contains(number) else { return true }
          state.held.append(Held(number: number, request: request, continuation: continuation))
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

  private func answer(_ request: NetworkRequest, with reply: Reply) throws -> NetworkResponse {
    switch reply {
    case .respond(let status, let body):
      log?("\(request) -> \(status)")
      return NetworkResponse(status: status, text: body)
    case .fail(let failure):
      log?("\(request) -> no answer (\(failure.reason))")
      throw failure
    case .hold:
      log?("\(request) -> held")
      throw Failure("a held request cannot be released with .hold")
    }
  }

  private func answer(
    _ request: NetworkRequest, with reply: Reply,
    continuation: CheckedContinuation<NetworkResponse, any Error>
  ) {
    continuation.resume(with: Result { try answer(request, with: reply) })
  }
}
