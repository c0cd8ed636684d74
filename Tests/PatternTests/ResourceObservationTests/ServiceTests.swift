import Foundation
import Testing

@testable import ResourceObservation

@MainActor
@Suite("Service: one resource per URL, kept while someone uses it")
struct ServiceTests {
  let harness = Harness()

  @Test("The same URL gives the same resource instance every time")
  func sameInstance() {
    let first = harness.resource("/users/ana")
    #expect(harness.resource("/users/ana") === first)
    #expect(harness.service.resource(absoluteURL: "https://api.example.com/users/ana") === first)
  }

  @Test("Different URLs give different resources")
  func differentURLs() {
    #expect(harness.resource("/users/ana") !== harness.resource("/users/bo"))
  }

  @Test("Paths are joined to the base URL, with or without slashes")
  func joinsBaseURL() {
    let withSlash = Service(baseURL: "https://api.example.com/v1/", transport: harness.transport)
    #expect(
      withSlash.resource("users/ana").url.absoluteString == "https://api.example.com/v1/users/ana")
    #expect(withSlash.resource("/users/ana").path == "/users/ana")
  }

  @Test("Memory pressure lets unobserved resources go, and keeps observed ones")
  func flushKeepsObserved() {
    let owner = Owner()
    let observed = harness.resource("/observed")
    observed.addObserver(owner: owner) { _, _ in }
    _ = harness.resource("/unobserved")

    #expect(harness.service.flushUnusedResources() == 1)

    #expect(harness.service.cachedResourceCount == 1)
    #expect(harness.resource("/observed") === observed)
  }

  @Test("Memory pressure keeps a resource whose load is in flight")
  func flushKeepsLoading() {
    harness.resource("/loading").load()
    #expect(harness.service.flushUnusedResources() == 0)
  }

  @Test("A resource let go but still held elsewhere is handed out again, the same instance")
  func sameInstanceAfterFlush() {
    let kept = harness.resource("/kept")
    harness.service.flushUnusedResources()
    #expect(harness.resource("/kept") === kept)
  }

  @Test("A resource really gone is made afresh, and loadIfNeeded loads it again")
  func reloadsAfterFlush() async {
    do {
      let resource = harness.resource("/users/ana")
      resource.load()
      await harness.answer("/users/ana", json: userJSON)
      #expect(resource.latestData != nil)
    }
    harness.service.flushUnusedResources()

    let again = harness.resource("/users/ana")
    #expect(again.latestData == nil)
    #expect(again.loadIfNeeded() != nil)
    #expect(harness.sentCount("/users/ana") == 2)
  }

  @Test("A string that is not a URL gives a resource whose requests fail as invalid")
  func invalidURL() async {
    let resource = harness.service.resource(absoluteURL: "http://[::1")
    let outcome = await resource.load().finished
    guard case .invalidRequest = outcome.error?.cause else {
      Issue.record("expected an invalid request, got \(outcome)")
      return
    }
    #expect(harness.transport.sent.isEmpty)
    #expect(resource.latestError != nil)
  }

  @Test("Invalidating by pattern makes matching resources load again, and only those")
  func invalidateByPattern() async {
    let user = harness.resource("/users/ana")
    let other = harness.resource("/posts/1")
    user.load()
    other.load()
    await harness.answer("/users/ana", json: userJSON)
    await harness.answer("/posts/1", json: "{}")

    harness.service.invalidateResources(matching: "/users/*")

    #expect(user.loadIfNeeded() != nil)
    #expect(other.loadIfNeeded() == nil)
  }

  @Test("Wiping by pattern empties matching resources")
  func wipeByPattern() async {
    let user = harness.resource("/users/ana")
    user.load()
    await harness.answer("/users/ana", json: userJSON)

    harness.service.wipeResources(matching: "/users/**")

    #expect(user.latestData == nil)
  }
}
