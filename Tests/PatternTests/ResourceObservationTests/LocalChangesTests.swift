import Foundation
import Testing

@testable import ResourceObservation

@MainActor
@Suite("Local changes: override, invalidate, wipe")
struct LocalChangesTests {
  let harness = Harness()

  private func loaded() async -> Resource {
    let resource = harness.resource("/users/ana")
    resource.load()
    await harness.answer("/users/ana", json: userJSON, etag: "\"v1\"")
    return resource
  }

  @Test("overrideLocalData replaces the data, clears the error, says localOverride")
  func overrideData() async {
    let resource = await loaded()
    resource.load()
    await harness.fail("/users/ana")
    let recorder = EventRecorder()
    resource.addObserver(recorder)

    resource.overrideLocalData(with: Entity(content: "local", timestamp: harness.clock.now))

    #expect(resource.typedContent(as: String.self) == "local")
    #expect(resource.latestError == nil)
    #expect(recorder.events == [.observerAdded, .newData(.localOverride)])
  }

  @Test("overrideLocalContent keeps the headers and stamps the current time")
  func overrideContent() async {
    let resource = await loaded()
    harness.clock.advance(by: 3)

    resource.overrideLocalContent(with: JSON.object(["name": .string("ana b.")]))

    #expect(resource.latestData?.etag == "\"v1\"")
    #expect(resource.latestData?.timestamp == harness.clock.now)
    #expect(resource.typedContent(as: JSON.self)?["name"]?.string == "ana b.")
  }

  @Test("wipe() cancels requests, empties the resource and says wipe")
  func wipe() async {
    let resource = await loaded()
    let recorder = EventRecorder()
    resource.addObserver(recorder)
    let request = resource.load()

    resource.wipe()

    #expect(request.outcome?.error?.isCancellation == true)
    #expect(resource.latestData == nil)
    #expect(resource.latestError == nil)
    #expect(!resource.isRequesting)
    #expect(harness.transport.pending.isEmpty)
    #expect(
      recorder.events == [.observerAdded, .requested, .requestCancelled, .newData(.wipe)])
  }

  @Test("A response that arrives for a wiped resource's request is ignored")
  func lateResponseAfterWipe() async {
    let resource = harness.resource("/users/ana")
    resource.load()
    resource.wipe()

    #expect(!harness.transport.respond(to: "/users/ana", json: userJSON))
    await harness.service.waitForResponses()
    #expect(resource.latestData == nil)
  }

  @Test("invalidate() keeps data and error as they are")
  func invalidateKeepsState() async {
    let resource = await loaded()
    resource.invalidate()
    #expect(resource.latestData != nil)
    #expect(!resource.isUpToDate)
  }
}

@MainActor
@Suite("Entity cache: data that outlives its resource")
struct EntityCacheTests {
  let harness = Harness()
  let cache = MemoryEntityCache()

  init() {
    let cache = self.cache
    harness.service.configure { $0.entityCache = cache }
  }

  @Test("Data from the network is written to the cache")
  func writesNetworkData() async {
    harness.resource("/users/ana").load()
    await harness.answer("/users/ana", json: userJSON)
    #expect(cache.entity(forKey: "https://api.example.com/users/ana") != nil)
  }

  @Test("A new resource's first observer hears newData(cache), with no request sent")
  func readsOnFirstObserver() {
    cache.store(
      Entity(content: "cached", timestamp: harness.clock.now),
      forKey: "https://api.example.com/users/ana")
    let recorder = EventRecorder()

    let resource = harness.resource("/users/ana").addObserver(recorder)

    #expect(recorder.events == [.observerAdded, .newData(.cache)])
    #expect(resource.typedContent(as: String.self) == "cached")
    #expect(resource.loadIfNeeded() == nil)
    #expect(harness.transport.sent.isEmpty)
  }

  @Test("Stale cached data is shown at once and reloaded")
  func staleCacheReloads() {
    cache.store(
      Entity(content: "old", timestamp: harness.clock.now - 3600),
      forKey: "https://api.example.com/users/ana")
    let resource = harness.resource("/users/ana")

    #expect(resource.loadIfNeeded() != nil)
    #expect(resource.typedContent(as: String.self) == "old")
  }

  @Test("A local override and a wipe remove the cached entry")
  func overrideAndWipeRemove() async {
    let resource = harness.resource("/users/ana")
    resource.load()
    await harness.answer("/users/ana", json: userJSON)
    resource.overrideLocalContent(with: "mine")
    #expect(cache.count == 0)

    resource.load()
    await harness.answer("/users/ana", json: userJSON)
    resource.wipe()
    #expect(cache.count == 0)
  }
}
