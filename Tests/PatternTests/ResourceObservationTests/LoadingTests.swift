import Foundation
import Testing

@testable import ResourceObservation

@MainActor
@Suite("Loading: load() always asks, loadIfNeeded() only when it is worth it")
struct LoadingTests {
  let harness = Harness()

  /// A resource with data that arrived just now.
  private func loadedResource(_ path: String = "/users/ana") async -> Resource {
    let resource = harness.resource(path)
    resource.load()
    await harness.answer(path, json: userJSON)
    return resource
  }

  @Test("load() sends a request every time, even with one in flight")
  func loadAlwaysRequests() {
    let resource = harness.resource("/users/ana")
    resource.load()
    resource.load()
    #expect(harness.sentCount("/users/ana") == 2)
    #expect(resource.loadRequests.count == 2)
  }

  @Test("loadIfNeeded() returns the load in flight instead of sending another")
  func sharesInFlightLoad() {
    let resource = harness.resource("/users/ana")
    let first = resource.loadIfNeeded()
    let second = resource.loadIfNeeded()

    #expect(first != nil)
    #expect(first === second)
    #expect(harness.sentCount("/users/ana") == 1)
  }

  @Test("Two screens asking at once share one request and both hear the answer")
  func twoScreensShare() async {
    let resource = harness.resource("/users/ana")
    let screenA = EventRecorder()
    let screenB = EventRecorder()
    resource.addObserver(screenA).loadIfNeeded()
    resource.addObserver(screenB).loadIfNeeded()

    await harness.answer("/users/ana", json: userJSON)

    #expect(harness.sentCount("/users/ana") == 1)
    #expect(screenA.events.last == .newData(.network))
    #expect(screenB.events.last == .newData(.network))
  }

  @Test("loadIfNeeded() does nothing while the data is fresh")
  func freshDataNoRequest() async {
    let resource = await loadedResource()
    harness.clock.advance(by: 29)

    #expect(resource.isUpToDate)
    #expect(resource.loadIfNeeded() == nil)
    #expect(harness.sentCount("/users/ana") == 1)
  }

  @Test("loadIfNeeded() loads once the data is older than the expiration time")
  func staleDataLoads() async {
    let resource = await loadedResource()
    harness.clock.advance(by: 31)

    #expect(!resource.isUpToDate)
    #expect(resource.loadIfNeeded() != nil)
    #expect(harness.sentCount("/users/ana") == 2)
  }

  @Test("After an error, loadIfNeeded() waits only the shorter retry time")
  func retryTimeAfterError() async {
    let resource = harness.resource("/users/ana")
    resource.load()
    await harness.fail("/users/ana")

    #expect(resource.loadIfNeeded() == nil)
    harness.clock.advance(by: 1.5)
    #expect(resource.loadIfNeeded() != nil)
  }

  @Test("Staleness is configured globally and per URL pattern")
  func stalenessByPattern() async {
    harness.service.configure { $0.expirationTime = 10 }
    harness.service.configure("/avatars/*") { $0.expirationTime = 3600 }
    let user = await loadedResource("/users/ana")
    let avatar = await loadedResource("/avatars/ana")
    harness.clock.advance(by: 60)

    #expect(user.loadIfNeeded() != nil)
    #expect(avatar.loadIfNeeded() == nil)
  }

  @Test("invalidate() makes the next loadIfNeeded() load, fresh data or not")
  func invalidateForcesLoad() async {
    let resource = await loadedResource()
    resource.invalidate()

    #expect(resource.latestData != nil)
    #expect(resource.loadIfNeeded() != nil)
  }

  @Test("When a newer load lands first, the older one is cancelled and cannot overwrite it")
  func newerLoadWins() async {
    let resource = harness.resource("/users/ana")
    let older = resource.load()
    let newer = resource.load()
    let pending = harness.transport.pending
    #expect(pending.count == 2)
    guard pending.count == 2 else { return }

    harness.transport.respond(
      to: pending[1],
      with: HTTPResponse(
        headers: ["Content-Type": "application/json"], body: Data(#"{"v": 2}"#.utf8)))
    await harness.service.waitForResponses()

    #expect(newer.outcome?.entity != nil)
    #expect(older.outcome?.error?.isCancellation == true)
    #expect(harness.transport.cancelled.count == 1)
    #expect(!resource.isLoading)
    let json: JSON? = resource.typedContent()
    #expect(json?["v"]?.int == 2)
  }

  @Test("A plain request, such as a POST, does not change the resource")
  func plainRequestLeavesResource() async {
    let resource = await loadedResource()
    let recorder = EventRecorder()
    resource.addObserver(recorder)

    let post = resource.request(.post, json: .object(["name": .string("bo")]))
    #expect(resource.isRequesting)
    #expect(!resource.isLoading)
    await harness.answer("/users/ana", json: #"{"id": 7, "name": "bo"}"#)

    #expect(post.outcome?.entity != nil)
    let json: JSON? = resource.typedContent()
    #expect(json?["name"]?.string == "ana")
    #expect(recorder.events == [.observerAdded])
  }

  @Test("load(using:) makes a request's outcome the resource's new state")
  func loadUsingAdopts() async {
    let resource = await loadedResource()
    let recorder = EventRecorder()
    resource.addObserver(recorder)

    resource.load(using: resource.request(.post, json: .object(["name": .string("bo")])))
    await harness.answer("/users/ana", json: #"{"id": 7, "name": "bo"}"#)

    let json: JSON? = resource.typedContent()
    #expect(json?["name"]?.string == "bo")
    #expect(recorder.events == [.observerAdded, .requested, .newData(.network)])
    #expect(harness.transport.sent.last?.method == .post)
  }

  @Test("Configured headers go with every request")
  func configuredHeaders() {
    harness.service.configure { $0.headers["Authorization"] = "Bearer abc" }
    harness.resource("/users/ana").load()
    #expect(harness.transport.sent.last?.header("authorization") == "Bearer abc")
  }
}
