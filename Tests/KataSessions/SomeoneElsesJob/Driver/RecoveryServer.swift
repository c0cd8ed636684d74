import BusSupport
import Foundation
import SessionKit

@testable import RecoveryWork

/// The world's server, one for every copy of the app (a twin of
/// work-out-of-controller's driver's): the kit's fake server, holding
/// every request until the session says how it is answered. Each request
/// is numbered as it arrives, so that the session can answer the oldest or
/// the newest one to a path, in any order.
final class RecoveryServer: Sendable {
  /// A request as it arrived: its number, and which copy of the app sent it.
  struct Sent: Sendable {
    let number: Int
    let app: Int
    let request: NetworkRequest
  }

  private let fake = FakeServer<Sent, NetworkResponse>(
    path: { "\($0.number)" }, response: { NetworkResponse(status: $0, body: $1) })
  /// Each request's line in the log, as it arrived.
  private let arrived = Locked<[String]>([])
  /// The requests the server answered, by number.
  private let answers = Locked<Set<Int>>([])
  /// The last body sent with a 200, by path: what "the same" sends again.
  private let lastSent = Locked<[String: String]>([:])

  /// How many requests have arrived.
  var requestCount: Int { arrived.withLock { $0.count } }

  /// The transport one copy of the app is given.
  func transport(forApp app: Int) -> any Transport { Link(server: self, app: app) }

  fileprivate func send(_ request: NetworkRequest, from app: Int) async throws -> NetworkResponse {
    let line = Self.words(for: request) + (app == 1 ? "" : " (app 2)")
    let number = arrived.withLock {
      $0.append(line)
      return $0.count
    }
    fake.script("\(number)", .hold)
    return try await fake.send(Sent(number: number, app: app, request: request))
  }

  /// Answers the oldest (or newest) request to `path` still waiting (from
  /// copy `app` of the app, if given); false if none is.
  @discardableResult
  func answer(
    _ path: RecoveryAction.Path, _ reply: RecoveryAction.Reply, newest: Bool, app: Int? = nil
  ) -> Bool {
    let waiting = fake.heldRequests.filter {
      $0.request.path == "/" + path.rawValue && (app == nil || $0.app == app)
    }
    guard let sent = newest ? waiting.last : waiting.first else { return false }
    return answer(sent, with: reply)
  }

  /// Answers every request still waiting, oldest first, with what it asked
  /// for.
  func answerAll() {
    for sent in fake.heldRequests { answer(sent, with: .ok) }
  }

  /// Fails every request still waiting, as a server that goes away
  /// would; false if none was.
  func failAll() -> Bool {
    let waiting = fake.heldRequests
    for sent in waiting { fake.release("\(sent.number)", with: .fail) }
    return !waiting.isEmpty
  }

  @discardableResult
  private func answer(_ sent: Sent, with reply: RecoveryAction.Reply) -> Bool {
    let answer = self.answer(reply, to: sent)
    answers.withLock { _ = $0.insert(sent.number) }
    return fake.release("\(sent.number)", with: answer)
  }

  /// What the server was asked, one line per request (the same request
  /// sent again counted on its line): how many came, how many still wait
  /// for their answer, how many the app gave up on. Two requests that
  /// leave together may leave in either order, so the lines are sorted.
  var log: String {
    let waiting = Set(fake.heldRequests.map(\.number))
    let answered = answers.withLock { $0 }
    var counts: [String: (sent: Int, waiting: Int, cancelled: Int)] = [:]
    for (index, line) in arrived.withLock({ $0 }).enumerated() {
      var count = counts[line] ?? (0, 0, 0)
      count.sent += 1
      if waiting.contains(index + 1) {
        count.waiting += 1
      } else if !answered.contains(index + 1) {
        count.cancelled += 1
      }
      counts[line] = count
    }
    guard !counts.isEmpty else { return "(no requests)" }
    return counts.keys.sorted().map { line in
      let count = counts[line] ?? (0, 0, 0)
      return "\(line): \(count.sent)"
        + (count.waiting > 0 ? ", \(count.waiting) waiting" : "")
        + (count.cancelled > 0 ? ", \(count.cancelled) cancelled" : "")
    }.joined(separator: "\n")
  }

  /// "GET /feed".
  static func words(for request: NetworkRequest) -> String { "\(request.method) \(request.path)" }

  /// The fake's reply for `reply`.
  private func answer(_ reply: RecoveryAction.Reply, to sent: Sent)
    -> FakeServer<Sent, NetworkResponse>.Reply
  {
    switch reply {
    case .ok, .same, .nothing, .twoAlike:
      let path = sent.request.path
      let body = lastSent.withLock { last in
        let body =
          switch reply {
          case .same: last[path] ?? Self.body(for: sent)
          case .nothing: path == "/weather" ? #"{"forecast":""}"# : "[]"
          case .twoAlike: Self.twice(Self.body(for: sent), number: sent.number)
          default: Self.body(for: sent)
          }
        last[path] = body
        return body
      }
      return .respond(200, body)
    case .unreadable: return .respond(200, "<html>")
    case .unauthorized: return .respond(401, "")
    case .notFound: return .respond(404, "")
    case .serverError: return .respond(500, "")
    case .gatewayTimeout: return .respond(504, "")
    case .offline: return .fail
    }
  }

  /// A list's one item twice (a video the second time under another id,
  /// with the same title); anything else as it is.
  private static func twice(_ body: String, number: Int) -> String {
    guard body.hasPrefix("[") else { return body }
    let one = body.dropFirst().dropLast()
    let other = one.replacingOccurrences(of: #""id":\#(number)"#, with: #""id":0"#)
    return "[\(one),\(other)]"
  }

  /// What was asked for, told apart by the request's number: "Clip 4",
  /// "note 5", "sunny 6".
  private static func body(for sent: Sent) -> String {
    let number = sent.number
    switch sent.request.path {
    case "/inbox": return #"[{"from":"bo","text":"note \#(number)"}]"#
    case "/weather": return #"{"forecast":"sunny \#(number)"}"#
    default: return #"[{"id":\#(number),"title":"Clip \#(number)"}]"#
    }
  }
}

/// What one copy of the app talks to the server through.
private struct Link: Transport {
  let server: RecoveryServer
  let app: Int

  func send(_ request: NetworkRequest) async throws -> NetworkResponse {
    try await server.send(request, from: app)
  }
}
