import Foundation

/// A network that answers only when told to.
///
/// Every request it is sent waits in `pending` until a test or demo calls
/// `respond(to:...)` or `fail(_:...)`, in any order it likes: that is how a
/// test makes a slow first response arrive after a fast second one. Nothing
/// here sleeps or touches a real network.
@MainActor
public final class FakeTransport: Transport {
  /// A request the fake has been sent and not yet answered.
  @MainActor
  public final class PendingRequest: TransportTask {
    public let request: HTTPRequest
    fileprivate let completion: @MainActor (Result<HTTPResponse, any Error>) -> Void
    fileprivate weak var transport: FakeTransport?

    fileprivate init(
      _ request: HTTPRequest, transport: FakeTransport,
      completion: @escaping @MainActor (Result<HTTPResponse, any Error>) -> Void
    ) {
      self.request = request
      self.transport = transport
      self.completion = completion
    }

    public func cancel() {
      transport?.drop(self)
    }
  }

  /// Why a request failed, as the fake reports it: a sentence for the user,
  /// as a real transport's errors carry one.
  public struct Failure: LocalizedError, Equatable, CustomStringConvertible {
    public var description: String
    public var errorDescription: String? { description }
    public init(_ description: String) { self.description = description }
    public static let offline = Failure("The network connection appears to be offline.")
  }

  /// Requests waiting for an answer, oldest first.
  public private(set) var pending: [PendingRequest] = []

  /// Every request ever sent, oldest first: what a test counts to prove two
  /// screens shared one load.
  public private(set) var sent: [HTTPRequest] = []

  /// Requests cancelled before they were answered.
  public private(set) var cancelled: [HTTPRequest] = []

  /// Told a short line for each request sent, answered or cancelled, so a
  /// demo can print what went over the wire.
  public var log: (@MainActor (String) -> Void)?

  public init() {}

  public func send(
    _ request: HTTPRequest,
    completion: @escaping @MainActor (Result<HTTPResponse, any Error>) -> Void
  ) -> any TransportTask {
    let entry = PendingRequest(request, transport: self, completion: completion)
    pending.append(entry)
    sent.append(request)
    let tag = request.header("If-None-Match").map { " (If-None-Match: \($0))" } ?? ""
    log?("\(request.summary)\(tag)")
    return entry
  }

  /// Whether a request for `path` is waiting for an answer.
  public func isPending(_ path: String) -> Bool {
    pending.contains { $0.request.url.path == path }
  }

  // MARK: Answering

  /// Answers the oldest waiting request for `path` (compared with the URL's
  /// path, no query) with a response. Returns false, and does nothing, if
  /// no such request is waiting.
  @discardableResult
  public func respond(
    to path: String, status: Int = 200, headers: [String: String] = [:], body: Data = Data()
  ) -> Bool {
    guard let entry = pending.first(where: { $0.request.url.path == path }) else { return false }
    respond(to: entry, with: HTTPResponse(status: status, headers: headers, body: body))
    return true
  }

  /// Answers with a JSON body, and an ETag when given one.
  @discardableResult
  public func respond(
    to path: String, status: Int = 200, json: String, etag: String? = nil
  ) -> Bool {
    var headers = ["Content-Type": "application/json"]
    if let etag { headers["ETag"] = etag }
    return respond(to: path, status: status, headers: headers, body: Data(json.utf8))
  }

  /// Answers "304 Not Modified": no body, the client's data still stands.
  @discardableResult
  public func respondNotModified(to path: String) -> Bool {
    respond(to: path, status: 304)
  }

  /// Fails the oldest waiting request for `path` with a transport error, as
  /// when the network is down.
  @discardableResult
  public func fail(_ path: String, with error: any Error = Failure.offline) -> Bool {
    guard let entry = pending.first(where: { $0.request.url.path == path }) else { return false }
    remove(entry)
    log?("\(entry.request.summary) failed: \(error)")
    entry.completion(.failure(error))
    return true
  }

  /// Answers one particular waiting request.
  public func respond(to entry: PendingRequest, with response: HTTPResponse) {
    guard pending.contains(where: { $0 === entry }) else { return }
    remove(entry)
    log?("\(entry.request.summary) -> \(response.status), \(response.body.count) bytes")
    entry.completion(.success(response))
  }

  private func remove(_ entry: PendingRequest) {
    pending.removeAll { $0 === entry }
  }

  fileprivate func drop(_ entry: PendingRequest) {
    guard pending.contains(where: { $0 === entry }) else { return }
    remove(entry)
    cancelled.append(entry.request)
    log?("\(entry.request.summary) cancelled")
  }
}
