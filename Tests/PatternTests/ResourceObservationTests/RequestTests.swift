import Foundation
import Testing

@testable import ResourceObservation

@MainActor
@Suite("Requests: awaited, reacted to, cancelled")
struct RequestTests {
  let harness = Harness()

  @Test("await finished gives the outcome once the response is parsed")
  func awaitFinished() async {
    let request = harness.resource("/users/ana").load()
    #expect(!request.isCompleted)
    harness.transport.respond(to: "/users/ana", json: userJSON)

    let outcome = await request.finished

    #expect(outcome.entity?.typedContent(as: JSON.self)?["name"]?.string == "ana")
    #expect(request.isCompleted)
  }

  @Test("onSuccess and onFailure are called for their outcome only, once")
  func callbacks() async {
    var log: [String] = []
    let good = harness.resource("/good").load()
      .onSuccess { _ in log.append("good succeeded") }
      .onFailure { _ in log.append("good failed") }
    let bad = harness.resource("/bad").load()
      .onSuccess { _ in log.append("bad succeeded") }
      .onFailure { _ in log.append("bad failed") }

    harness.transport.respond(to: "/good", json: "{}")
    harness.transport.fail("/bad")
    _ = await (good.finished, bad.finished)

    #expect(log == ["good succeeded", "bad failed"])
  }

  @Test("A callback added after the end is called at once")
  func lateCallback() async {
    let request = harness.resource("/users/ana").load()
    harness.transport.respond(to: "/users/ana", json: userJSON)
    _ = await request.finished

    var called = false
    request.onCompletion { _ in called = true }
    #expect(called)
  }

  @Test("cancel() ends the request at once and drops it from the transport")
  func cancel() async {
    let request = harness.resource("/users/ana").load()

    request.cancel()

    #expect(request.outcome?.error?.cause == .cancelled)
    #expect(harness.transport.pending.isEmpty)
    #expect(harness.transport.cancelled.map(\.url.path) == ["/users/ana"])
    let outcome = await request.finished
    #expect(outcome.error?.isCancellation == true)
  }

  @Test("A response that is being parsed when the request is cancelled is ignored")
  func cancelWhileParsing() async {
    let resource = harness.resource("/users/ana")
    let request = resource.load()
    harness.transport.respond(to: "/users/ana", json: userJSON)

    request.cancel()
    await harness.service.waitForResponses()

    #expect(request.outcome?.error?.isCancellation == true)
    #expect(resource.latestData == nil)
  }
}

@MainActor
@Suite("Request headers: the configuration's, the body's type, then the caller's")
struct RequestHeaderTests {
  let harness = Harness()

  @Test("A caller's Content-Type wins over the one a JSON or text body implies")
  func callersContentTypeWins() {
    harness.service.configure { $0.headers["Content-Type"] = "application/xml" }
    let resource = harness.resource("/users/ana")

    _ = resource.request(.post, json: .null, headers: ["content-type": "application/vnd.api+json"])
    _ = resource.request(.post, text: "hi", headers: ["Content-Type": "text/markdown"])
    _ = resource.request(.post, json: .null)

    let sent = harness.transport.sent
    #expect(
      sent.map { $0.header("Content-Type") } == [
        "application/vnd.api+json", "text/markdown", "application/json",
      ])
    #expect(
      sent.allSatisfy { request in
        request.headers.keys.filter { $0.lowercased() == "content-type" }.count == 1
      }, "one Content-Type header per request, whatever the case of its name")
  }
}

@MainActor
@Suite("Responses reach the main actor in the order they arrived")
struct SequencerTests {
  @Test("A response parsed early waits for the one that arrived before it")
  func waitsForEarlier() {
    let sequencer = ResponseSequencer()
    let first = sequencer.takeTicket()
    let second = sequencer.takeTicket()
    var delivered: [String] = []

    sequencer.deliver(second) { delivered.append("second") }
    #expect(delivered.isEmpty)
    #expect(!sequencer.isIdle)
    sequencer.deliver(first) { delivered.append("first") }

    #expect(delivered == ["first", "second"])
    #expect(sequencer.isIdle)
  }

  @Test("Waiting for responses returns once all that arrived are delivered")
  func waitUntilIdle() async {
    let harness = Harness()
    let a = harness.resource("/a")
    let b = harness.resource("/b")
    a.load()
    b.load()
    harness.transport.respond(to: "/a", json: "{}")
    harness.transport.respond(to: "/b", json: "{}")

    await harness.service.waitForResponses()

    #expect(a.latestData != nil)
    #expect(b.latestData != nil)
  }
}
