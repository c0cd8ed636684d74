import Foundation
import Testing

@testable import ResourceObservation

@MainActor
@Suite("Errors: every failure arrives as one RequestError, with its details")
struct ErrorTests {
  let harness = Harness()

  /// Loads `path`, lets `answer` reply, and returns the resource's error.
  private func error(
    loading path: String = "/users/ana", answer: (Harness) async -> Void
  ) async -> RequestError? {
    let resource = harness.resource(path)
    resource.load()
    await answer(harness)
    return resource.latestError
  }

  @Test("A body that cannot be encoded is an invalid request, and nothing is sent")
  func invalidBody() async {
    let resource = harness.resource("/users/ana")
    let json = await resource.request(.post, json: .number(.nan)).finished
    let text = await resource.request(.post, text: "café", encoding: .ascii).finished

    guard case .invalidRequest = json.error?.cause, case .invalidRequest = text.error?.cause else {
      Issue.record("expected invalid requests, got \(json) and \(text)")
      return
    }
    #expect(harness.transport.sent.isEmpty)
  }

  @Test("A transport failure says what the transport said")
  func transportFailure() async {
    let error = await error { await $0.fail("/users/ana") }
    #expect(
      error?.cause == .transportFailure(FakeTransport.Failure.offline.description))
    #expect(error?.underlyingError is FakeTransport.Failure)
    #expect(error?.userMessage.contains("offline") == true)
  }

  @Test("An error status carries the code and the server's parsed message")
  func httpStatus() async {
    let error = await error {
      await $0.answer("/users/ana", json: #"{"message": "no such user"}"#, status: 404)
    }
    #expect(error?.cause == .httpStatus(404))
    #expect(error?.httpStatusCode == 404)
    #expect(error?.userMessage == "Not Found (HTTP 404)")
    let body: JSON? = error?.entity?.typedContent()
    #expect(body?["message"]?.string == "no such user")
  }

  @Test("Bytes that are not valid in their charset fail as decodingFailed")
  func decodingFailure() async {
    let error = await error {
      await $0.answer(
        "/users/ana", headers: ["Content-Type": "text/plain; charset=utf-8"],
        body: Data([0xFF, 0xFE, 0xFD]))
    }
    guard case .decodingFailed = error?.cause else {
      Issue.record("expected decodingFailed, got \(String(describing: error))")
      return
    }
  }

  @Test("Text that is not JSON fails as parsingFailed")
  func parsingFailure() async {
    let error = await error { await $0.answer("/users/ana", json: "{not json") }
    guard case .parsingFailed = error?.cause else {
      Issue.record("expected parsingFailed, got \(String(describing: error))")
      return
    }
    #expect(error?.underlyingError != nil)
  }

  @Test("A model mapping that throws fails as parsingFailed, with its details")
  func mappingFailure() async {
    harness.service.configureTransformer("/users/*", from: JSON.self) { json, _ in
      guard let name = json["name"]?.string else { throw MappingError.missingName }
      return name
    }
    let error = await error { await $0.answer("/users/ana", json: #"{"id": 7}"#) }
    guard case .parsingFailed(let details) = error?.cause else {
      Issue.record("expected parsingFailed, got \(String(describing: error))")
      return
    }
    #expect(details.contains("missingName"))
  }

  @Test("Content of the wrong type for a transformer fails as parsingFailed")
  func wrongInputType() async {
    harness.service.configureTransformer("/users/*", from: Int.self) { number, _ in number + 1 }
    let error = await error { await $0.answer("/users/ana", json: userJSON) }
    guard case .parsingFailed(let details) = error?.cause else {
      Issue.record("expected parsingFailed, got \(String(describing: error))")
      return
    }
    #expect(details.contains("expected Int"))
  }

  @Test("Every failure reaches observers the same way: the error event")
  func sameEventForAll() async {
    let recorder = EventRecorder()
    let resource = harness.resource("/users/ana")
    resource.addObserver(recorder)
    resource.load()
    await harness.fail("/users/ana")
    resource.load()
    await harness.answer("/users/ana", json: "{}", status: 500)
    resource.load()
    await harness.answer("/users/ana", json: "{oops")

    #expect(recorder.events.filter { $0 == .error }.count == 3)
  }

  @Test("A transport error's user message is the sentence it carries, not a dump")
  func transportErrorShowsItsSentence() async {
    let sentence = "The Internet connection appears to be offline."
    let offline = NSError(
      domain: NSURLErrorDomain, code: -1009, userInfo: [NSLocalizedDescriptionKey: sentence])
    let error = await error { await $0.failing("/users/ana", with: offline) }
    #expect(error?.userMessage == sentence)
    #expect((error?.underlyingError as? NSError)?.code == -1009)

    let described = await self.error { await $0.failing("/users/ana", with: Described()) }
    #expect(described?.userMessage == "The server could not be reached.")
  }

  @Test("A transport error with no sentence gets a plain one; its details stay in cause")
  func transportErrorWithoutSentence() async {
    let error = await error { await $0.failing("/users/ana", with: MappingError.missingName) }
    #expect(error?.userMessage == "The request could not reach the server.")
    #expect(error?.cause == .transportFailure("missingName"))
  }

  private enum MappingError: Error { case missingName }

  private struct Described: LocalizedError {
    var errorDescription: String? { "The server could not be reached." }
  }
}

extension Harness {
  /// Fails the waiting request for `path` with `error`, then waits.
  fileprivate func failing(_ path: String, with error: any Error) async {
    #expect(transport.fail(path, with: error), "no request for \(path) was waiting")
    await service.waitForResponses()
  }
}
