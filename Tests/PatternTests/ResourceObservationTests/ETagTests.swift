import Foundation
import Testing

@testable import ResourceObservation

@MainActor
@Suite("ETag and 304: the same object, fresh again")
struct ETagTests {
  let harness = Harness()

  /// A service that maps users to `User` objects, so identity can be checked.
  init() {
    harness.service.configureTransformer("/users/*", from: JSON.self) { json, _ in
      User(id: json["id"]?.int ?? 0, name: json["name"]?.string ?? "", avatarPath: "")
    }
  }

  private func loadedWithETag() async -> Resource {
    let resource = harness.resource("/users/ana")
    resource.load()
    await harness.answer("/users/ana", json: userJSON, etag: "\"v1\"")
    return resource
  }

  @Test("The first load sends no If-None-Match")
  func firstLoadHasNoTag() {
    harness.resource("/users/ana").load()
    #expect(harness.transport.sent.last?.header("If-None-Match") == nil)
  }

  @Test("The next load sends the ETag back as If-None-Match")
  func sendsETag() async {
    let resource = await loadedWithETag()
    #expect(resource.latestData?.etag == "\"v1\"")

    resource.load()

    #expect(harness.transport.sent.last?.header("If-None-Match") == "\"v1\"")
  }

  @Test("A 304 keeps the very same parsed object and only refreshes the timestamp")
  func notModifiedKeepsObject() async throws {
    let resource = await loadedWithETag()
    let before = try #require(resource.typedContent(as: User.self))
    harness.clock.advance(by: 60)

    resource.load()
    await harness.answerNotModified("/users/ana")

    let after = try #require(resource.typedContent(as: User.self))
    #expect(after === before)
    #expect(resource.latestData?.timestamp == harness.clock.now)
    #expect(resource.latestData?.etag == "\"v1\"")
    #expect(resource.isUpToDate)
  }

  @Test("Observers hear notModified")
  func notModifiedEvent() async {
    let resource = await loadedWithETag()
    let recorder = EventRecorder()
    resource.addObserver(recorder)

    resource.load()
    await harness.answerNotModified("/users/ana")

    #expect(recorder.events == [.observerAdded, .requested, .notModified])
  }

  @Test("A 304 clears an earlier error")
  func notModifiedClearsError() async {
    let resource = await loadedWithETag()
    resource.load()
    await harness.fail("/users/ana")
    #expect(resource.latestError != nil)

    resource.load()
    await harness.answerNotModified("/users/ana")

    #expect(resource.latestError == nil)
  }

  @Test("A 304 with no local data is an error")
  func notModifiedWithoutData() async {
    let resource = harness.resource("/users/ana")
    let request = resource.load()
    await harness.answerNotModified("/users/ana")

    #expect(request.outcome?.error?.cause == .notModifiedWithoutData)
    #expect(resource.latestError?.cause == .notModifiedWithoutData)
    #expect(resource.latestData == nil)
  }
}
