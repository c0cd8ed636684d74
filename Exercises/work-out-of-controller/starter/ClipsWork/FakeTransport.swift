import ClipsBus
import Foundation

// Provided: you do not need to edit this file.
//
// A fake link to the server, for the tests: it answers from a script the
// test writes, or holds a request until the test releases it. Nothing here
// sleeps or touches a real network.

/// A transport that answers from a script. Each request takes the next
/// reply scripted for its path; the last one stays for later requests. A
/// path with nothing scripted fails, like a server that cannot be reached.
final class FakeTransport: Transport {
  enum Reply: Sendable {
    /// Answers with a status and a body.
    case respond(Int, String)
    /// Fails: no connection.
    case fail
    /// Waits until the test calls `release(_:with:)`.
    case hold
  }

  /// Why the fake failed a request.
  struct Failure: Error {}

  private struct Held: Sendable {
    let request: NetworkRequest
    let continuation: CheckedContinuation<NetworkResponse, any Error>
  }

  private struct State: Sendable {
    var script: [String: [Reply]] = [:]
    var requests: [NetworkRequest] = []
    var held: [Held] = []
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// Requests whose bookkeeping is done: answered, or held where
    /// `release` finds them. Waiting tests count these, so a woken test
    /// never looks for a held request that is not stored yet.
    var settled = 0
  }

  private let state = Locked(State())

  /// Adds `replies` for requests to `path`.
  func script(_ path: String, _ replies: Reply...) {
    state.withLock { $0.script[path, default: []] += replies }
  }

  /// Every request received so far, oldest first.
  var requests: [NetworkRequest] { state.withLock { $0.requests } }

  /// The paths of the requests being held, oldest first.
  var heldPaths: [String] { state.withLock { $0.held.map(\.request.path) } }

  /// How many requests went to `path`.
  func requestCount(for path: String) -> Int {
    state.withLock { $0.requests.filter { $0.path == path }.count }
  }

  /// Returns once `count` requests in all have arrived (no sleeping).
  func waitForRequests(_ count: Int) async {
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
  func release(_ path: String, with reply: Reply) -> Bool {
    let held = state.withLock { state -> Held? in
      guard let index = state.held.firstIndex(where: { $0.request.path == path }) else {
        return nil
      }
      return state.held.remove(at: index)
    }
    guard let held else { return false }
    held.continuation.resume(with: Result { try Self.answer(with: reply) })
    return true
  }

  func send(_ request: NetworkRequest) async throws -> NetworkResponse {
    let reply = state.withLock { state in
      state.requests.append(request)
      var replies = state.script[request.path] ?? []
      let reply = replies.first ?? .fail
      if replies.count > 1 { replies.removeFirst() }
      state.script[request.path] = replies
      return reply
    }
    guard case .hold = reply else {
      settle { _ in }
      return try Self.answer(with: reply)
    }
    return try await withCheckedThrowingContinuation { continuation in
      settle { $0.held.append(Held(request: request, continuation: continuation)) }
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

  private static func answer(with reply: Reply) throws -> NetworkResponse {
    switch reply {
    case .respond(let status, let body):
      return NetworkResponse(status: status, body: Data(body.utf8))
    case .fail, .hold: throw Failure()
    }
  }
}
