import BusSupport
import Foundation

@testable import ClipsBus
@testable import ClipsWork

// Handlers and a transport that keep what they run waiting until the test
// answers it: so a test can see what is in flight together, answer in any
// order, or cancel what is still waiting.

/// Takes the parts of refresh everything and keeps each one waiting, in
/// flight, until the test opens the gate; after that it answers at once.
final class GateHandler: CommandHandler {
  private struct State: Sendable {
    var waiting: [String] = []
    var arrived: [String] = []
    var continuations: [CheckedContinuation<Void, Never>] = []
    var open = false
  }

  private let state = Locked(State())

  /// The parts in flight now, waiting at the gate, by type name.
  var waiting: [String] { state.withLock { $0.waiting } }

  /// Every part that ever reached the gate, by type name.
  var arrived: [String] { state.withLock { $0.arrived } }

  func canHandle(_ command: any Command) -> Bool {
    command is FeedCommand || command is InboxCommand
  }

  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    let part = String(describing: type(of: command))
    await withCheckedContinuation { continuation in
      let open = state.withLock { state in
        state.arrived.append(part)
        if !state.open {
          state.waiting.append(part)
          state.continuations.append(continuation)
        }
        return state.open
      }
      if open { continuation.resume() }
    }
    return command is FeedCommand
      ? [Video(id: 3, title: "Through the gate")] as any Sendable
      : [Message(from: "gate", text: "hi")] as any Sendable
  }

  /// Lets every waiting part go on, and every later one through at once.
  func open() {
    let continuations = state.withLock { state in
      state.open = true
      state.waiting = []
      defer { state.continuations = [] }
      return state.continuations
    }
    for continuation in continuations { continuation.resume() }
  }
}

/// Holds each login until the test answers it, by username, so logins
/// can be answered in any order.
final class HeldLogins: CommandHandler {
  private struct State: Sendable {
    /// Every login held, in the order it arrived: code that runs a login
    /// twice holds it twice, and neither is ever dropped (a dropped one
    /// would leave its caller, and the test, waiting for ever).
    var held: [(username: String, continuation: CheckedContinuation<Void, Never>)] = []
    /// The usernames the server has answered: a login for one of them that
    /// arrives later is answered at once.
    var answered: Set<String> = []
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = Locked(State())

  func canHandle(_ command: any Command) -> Bool { command is LoginCommand }

  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    let username = (command as? LoginCommand)?.username ?? "?"
    await withCheckedContinuation { continuation in
      let (answeredAlready, ready) = state.withLock {
        state -> (Bool, [CheckedContinuation<Void, Never>]) in
        if state.answered.contains(username) { return (true, []) }
        state.held.append((username, continuation))
        let ready = state.waiters.filter { $0.count <= state.held.count }.map(\.continuation)
        state.waiters.removeAll { $0.count <= state.held.count }
        return (false, ready)
      }
      if answeredAlready { continuation.resume() }
      for waiter in ready { waiter.resume() }
    }
    return UserSession(name: username, token: "t-" + username)
  }

  /// Returns once `count` logins are held (no sleeping).
  func waitForHeld(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state in
        guard state.held.count < count else { return true }
        state.waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Answers every login held for `username`, and any that comes later.
  func answer(_ username: String) {
    let answered = state.withLock { state in
      state.answered.insert(username)
      let mine = state.held.filter { $0.username == username }.map(\.continuation)
      state.held.removeAll { $0.username == username }
      return mine
    }
    for continuation in answered { continuation.resume() }
  }
}

/// A transport that holds its one request until the test answers it, and
/// that hears when the task sending the request is cancelled. It fires
/// "sent" once the request is held, "cancelled" when the cancellation
/// reaches it.
final class CancellableTransport: Transport {
  let events = TestEvents()
  private let held = Locked<
    (continuation: CheckedContinuation<NetworkResponse, any Error>?, cancelled: Bool)
  >((nil, false))

  func send(_ request: NetworkRequest) async throws -> NetworkResponse {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = held.withLock { held in
          if !held.cancelled { held.continuation = continuation }
          return held.cancelled
        }
        if cancelled { return continuation.resume(throwing: CancellationError()) }
        events.fire("sent")
      }
    } onCancel: {
      let continuation = held.withLock { held in
        held.cancelled = true
        defer { held.continuation = nil }
        return held.continuation
      }
      events.fire("cancelled")
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Answers the held request, if it is still held.
  func answer() {
    let continuation = held.withLock { held in
      defer { held.continuation = nil }
      return held.continuation
    }
    continuation?.resume(returning: NetworkResponse(status: 200, body: Data()))
  }
}
