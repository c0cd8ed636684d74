import Foundation

/// A network that answers only when a test says so.
///
/// Every request waits in `pending` until the test calls `respond(to:...)`,
/// `respondNotModified(to:)` or `fail(_:)`, in whatever order it likes. That
/// is how a test makes the answer to an old search arrive after the answer
/// to a new one, or the newer of two loads of one path answer first. Nothing sleeps; nothing touches a real network.
///
/// Internal to SearchResources: only resources talk to the transport. A
/// screen cannot name it, and `Service` does not hand it out; the tests
/// reach it with `@testable import`.
///
/// (Provided: you do not need to change this file.)
@MainActor
final class FakeTransport {
  /// How a request ends: the server's response, or why there is none.
  typealias Outcome = Result<TransportResponse, ResourceError>

  /// Called once with the request being answered and its outcome.
  typealias Completion = @MainActor (NetworkRequest, Outcome) -> Void

  /// Every request ever sent, oldest first.
  private(set) var sent: [NetworkRequest] = []

  /// Requests still waiting for an answer, oldest first.
  var pending: [NetworkRequest] { sent.filter { !$0.isFinished } }

  /// Sends a GET for `path`. `completion` is called once, on the main actor,
  /// when the test answers, with the request it answers and the response or
  /// the failure. It is never called for a cancelled request.
  @discardableResult
  func get(
    _ path: String, headers: [String: String] = [:],
    completion: @escaping Completion
  ) -> NetworkRequest {
    let request = NetworkRequest(path: path, headers: headers, completion: completion)
    sent.append(request)
    return request
  }

  /// The requests ever sent for `path`, oldest first.
  func requests(for path: String) -> [NetworkRequest] {
    sent.filter { $0.path == path }
  }

  /// Answers the oldest waiting request for `path`. Returns false, and does
  /// nothing, if none is waiting.
  @discardableResult
  func respond(
    to path: String, status: Int = 200, body: String, etag: String? = nil
  ) -> Bool {
    var headers: [String: String] = [:]
    if let etag { headers["ETag"] = etag }
    return finish(
      path, with: .success(TransportResponse(status: status, headers: headers, body: body)))
  }

  /// Answers `request`, whichever waiting request it is: a server may
  /// answer a newer request before an older one for the same path. Returns
  /// false, and does nothing, if it is not waiting.
  @discardableResult
  func respond(
    to request: NetworkRequest, status: Int = 200, body: String, etag: String? = nil
  ) -> Bool {
    guard !request.isFinished else { return false }
    var headers: [String: String] = [:]
    if let etag { headers["ETag"] = etag }
    request.finish(with: .success(TransportResponse(status: status, headers: headers, body: body)))
    return true
  }

  /// Answers "304 Not Modified": no body; the data the client has still holds.
  @discardableResult
  func respondNotModified(to path: String) -> Bool {
    finish(path, with: .success(TransportResponse(status: 304, headers: [:], body: "")))
  }

  /// Fails the oldest waiting request for `path`, as a dead network would.
  @discardableResult
  func fail(_ path: String, message: String = "The network connection appears to be offline.")
    -> Bool
  {
    finish(path, with: .failure(ResourceError(message)))
  }

  private func finish(_ path: String, with result: Outcome)
    -> Bool
  {
    guard let request = pending.first(where: { $0.path == path }) else { return false }
    request.finish(with: result)
    return true
  }
}

/// One GET sent through the `FakeTransport`. Public only as what a
/// resource's `load()` hands back: a screen can hold one, not open it.
@MainActor
public final class NetworkRequest {
  let path: String
  /// The headers it was sent with, e.g. "If-None-Match".
  let headers: [String: String]
  /// Answered or cancelled.
  private(set) var isFinished = false
  private(set) var isCancelled = false
  private let completion: FakeTransport.Completion

  init(path: String, headers: [String: String], completion: @escaping FakeTransport.Completion) {
    self.path = path
    self.headers = headers
    self.completion = completion
  }

  /// Stops waiting: the completion will not be called.
  func cancel() {
    isFinished = true
    isCancelled = true
  }

  fileprivate func finish(with result: FakeTransport.Outcome) {
    guard !isFinished else { return }
    isFinished = true
    completion(self, result)
  }
}

/// What the server sent back.
struct TransportResponse: Equatable {
  var status: Int
  var headers: [String: String]
  var body: String
}

/// Why something failed, in a sentence a screen can show.
public struct ResourceError: Error, Equatable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
