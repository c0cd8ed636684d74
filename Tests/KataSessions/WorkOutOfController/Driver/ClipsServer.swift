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
  /// The requests the server answered, by number.
  private let answers = Locked<Set<Int>>([])

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
    _ path: WorkOutAction.Path, _ reply: WorkOutAction.Reply, newest: Bool, app: Int? = nil
  ) -> Bool {
    let waiting = fake.heldRequests.filter {
      $0.request.path == "/" + path.rawValue && (app == nil || $0.app == app)
    }
    guard let sent = newest ? waiting.last : waiting.first else { return false }
    let answer = Self.answer(reply, to: sent)
    answers.withLock { _ = $0.insert(sent.number) }
    return fake.release("\(sent.number)", with: answer)
  }

  /// Answers every request still waiting, oldest first, with what it asked
  /// for.
  func answerAll() {
    for sent in fake.heldRequests {
      let answer = Self.answer(.ok, to: sent)
      answers.withLock { _ = $0.insert(sent.number) }
      fake.release("\(sent.number)", with: answer)
    }
  }

  /// Fails every request still waiting, as a server that goes away
  /// would; false if none was.
  func failAll() -> Bool {
    let waiting = fake.heldRequests
    for sent in waiting { fake.release("\(sent.number)", with: .fail) }
    return !waiting.isEmpty
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

  /// "POST /login ana/sesame", "GET /feed".
  static func words(for request: NetworkRequest) -> String {
    guard request.path == "/login" else { return "\(request.method) \(request.path)" }
    let fields = request.body.flatMap { try? JSONDecoder().decode([String: String].self, from: $0) }
    let who = fields.map { "\(shown($0["username"]))/\(shown($0["password"]))" } ?? "(no form)"
    return "\(request.method) \(request.path) \(who)"
  }

  /// A field as it was sent, in quotes when it is empty or has spaces at
  /// either end, so that they show.
  private static func shown(_ field: String?) -> String {
    guard let field else { return "?" }
    let bare = !field.isEmpty && field.first != " " && field.last != " "
    return bare ? field : "\"\(field)\""
  }

  /// The fake's reply for `reply`.
  private static func answer(_ reply: WorkOutAction.Reply, to sent: Sent)
    -> FakeServer<Sent, NetworkResponse>.Reply
  {
    switch reply {
    case .ok: return .respond(200, body(for: sent))
    case .nothing: return .respond(200, sent.request.path == "/login" ? "" : "[]")
    case .twoAlike:
      guard sent.request.path != "/login" else { return .respond(200, body(for: sent)) }
      let one = body(for: sent).dropFirst().dropLast()
      let other = one.replacingOccurrences(of: #""id":\#(sent.number)"#, with: #""id":0"#)
      return .respond(200, "[\(one),\(other)]")
    case .unreadable: return .respond(200, "<html>")
    case .unauthorized: return .respond(401, "")
    case .notFound: return .respond(404, "")
    case .serverError: return .respond(500, "")
    case .unavailable: return .respond(503, "")
    case .gatewayTimeout: return .respond(504, "")
    case .offline: return .fail
    }
  }

  /// What was asked for, told apart by the request's number: the session
  /// of the user who logged in (as "Ana" for "ana"), "Clip 4", "note 5".
  private static func body(for sent: Sent) -> String {
    let number = sent.number
    switch sent.request.path {
    case "/login":
      let fields = sent.request.body.flatMap {
        try? JSONDecoder().decode([String: String].self, from: $0)
      }
      // The name the server has for the user, not what was typed.
      let name = fields?["username"].flatMap { $0.isEmpty ? nil : $0.capitalized } ?? "Someone"
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
