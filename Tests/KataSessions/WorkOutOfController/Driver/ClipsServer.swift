import BusSupport
import Foundation
import SessionKit

@testable import ClipsWork

/// The world's server, one for every copy of the app: the kit's fake
/// server, holding every request until the session says how it is
/// answered. Each request is numbered as it arrives, so that the session
/// can answer the oldest or the newest one to a path, in any order.
final class ClipsServer: Sendable {
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
  /// How each answered request was answered, by number.
  private let answers = Locked<[Int: String]>([:])

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

  /// Answers the oldest (or newest) request to `path` still waiting; false
  /// if none is.
  @discardableResult
  func answer(_ path: WorkOutAction.Path, _ reply: WorkOutAction.Reply, newest: Bool) -> Bool {
    let waiting = fake.heldRequests.filter { $0.request.path == "/" + path.rawValue }
    guard let sent = newest ? waiting.last : waiting.first else { return false }
    let (answer, words) = Self.answer(reply, to: sent)
    answers.withLock { $0[sent.number] = words }
    return fake.release("\(sent.number)", with: answer)
  }

  /// Answers every request still waiting, oldest first, with what it asked
  /// for.
  func answerAll() {
    for sent in fake.heldRequests {
      let (answer, words) = Self.answer(.ok, to: sent)
      answers.withLock { $0[sent.number] = words }
      fake.release("\(sent.number)", with: answer)
    }
  }

  /// Every request, in the order it arrived, with what became of it.
  var log: String {
    let waiting = Set(fake.heldRequests.map(\.number))
    let answered = answers.withLock { $0 }
    let lines = arrived.withLock { $0 }.enumerated().map { index, line in
      let fate = waiting.contains(index + 1) ? "waiting" : answered[index + 1] ?? "cancelled"
      return line + ": " + fate
    }
    return lines.isEmpty ? "(no requests)" : lines.joined(separator: "\n")
  }

  /// "POST /login ana/sesame", "GET /feed".
  static func words(for request: NetworkRequest) -> String {
    guard request.path == "/login" else { return "\(request.method) \(request.path)" }
    let fields = request.body.flatMap { try? JSONDecoder().decode([String: String].self, from: $0) }
    let who = fields.map { "\($0["username"] ?? "?")/\($0["password"] ?? "?")" } ?? "(no form)"
    return "\(request.method) \(request.path) \(who)"
  }

  /// The fake's reply for `reply`, and the words the log shows.
  private static func answer(_ reply: WorkOutAction.Reply, to sent: Sent)
    -> (FakeServer<Sent, NetworkResponse>.Reply, String)
  {
    switch reply {
    case .ok: return (.respond(200, body(for: sent)), "200")
    case .unreadable: return (.respond(200, "<html>"), "200, unreadable")
    case .unauthorized: return (.respond(401, ""), "401")
    case .serverError: return (.respond(500, ""), "500")
    case .offline: return (.fail, "no answer")
    }
  }

  /// What was asked for, told apart by the request's number: the session
  /// of the user who logged in, "Clip 4", "note 5".
  private static func body(for sent: Sent) -> String {
    let number = sent.number
    switch sent.request.path {
    case "/login":
      let fields = sent.request.body.flatMap {
        try? JSONDecoder().decode([String: String].self, from: $0)
      }
      let name = fields?["username"].flatMap { $0.isEmpty ? nil : $0 } ?? "someone"
      return #"{"name":"\#(name)","token":"t\#(number)"}"#
    case "/inbox": return #"[{"from":"bo","text":"note \#(number)"}]"#
    default: return #"[{"id":\#(number),"title":"Clip \#(number)"}]"#
    }
  }
}

/// What one copy of the app talks to the server through.
private struct Link: Transport {
  let server: ClipsServer
  let app: Int

  func send(_ request: NetworkRequest) async throws -> NetworkResponse {
    try await server.send(request, from: app)
  }
}
