import Foundation
import HeadlessKit
import Testing

@testable import ResourceObservation

/// `resource.states`: observing as an `AsyncSequence`. The loop is the
/// observer, so what matters is at the seam: what it is given, and that it
/// stops observing the moment its consumer has gone.
@MainActor
@Suite("Resource states as an AsyncSequence")
struct ResourceStatesTests {
  let harness = Harness(execution: .immediate)

  typealias States = AsyncStream<ResourceState>.Iterator

  func next(_ states: inout States) async -> ResourceState? {
    await states.next(isolation: MainActor.shared)
  }

  @Test("A loop gets the state now, then one state per change")
  func stateNowThenEachChange() async throws {
    let resource = harness.resource("/users/ana")
    var states = resource.states.makeAsyncIterator()
    let first = try #require(await next(&states))
    #expect(first.event == .observerAdded && first.latestData == nil && !first.isLoading)

    resource.load()
    let loading = try #require(await next(&states))
    #expect(loading.event == .requested && loading.isLoading)

    harness.transport.respond(to: "/users/ana", json: #"{"name": "ana"}"#)
    let loaded = try #require(await next(&states))
    #expect(loaded.event == .newData(.network) && !loaded.isLoading)
    #expect(loaded.typedContent(as: JSON.self)?["name"]?.string == "ana")
  }

  @Test("A state is what was true at its event, even when read later")
  func stateIsCopiedAtTheEvent() async throws {
    let resource = harness.resource("/users/ana")
    var states = resource.states.makeAsyncIterator()
    _ = await next(&states)
    resource.load()
    let state = try #require(await next(&states))
    // The resource moves on: the request fails, and it is loading no more.
    harness.transport.respond(to: "/users/ana", status: 500, body: Data())
    await harness.service.waitForResponses()
    #expect(!resource.isLoading && resource.latestError != nil, "the request should have failed")
    // Read after that, the state still says loading, with no error.
    #expect(state.event == .requested)
    #expect(state.isLoading, "the state says what the resource is now, not what it was then")
    #expect(state.latestError == nil, "the state shows an error that came after its event")
  }

  @Test("A busy loop reads only the newest state, not every event that passed")
  func busyLoopGetsTheNewest() async throws {
    let resource = harness.resource("/users/ana")
    var states = resource.states.makeAsyncIterator()
    _ = await next(&states)
    resource.load()
    harness.transport.respond(to: "/users/ana", json: #"{"name": "ana"}"#)
    let state = try #require(await next(&states))
    #expect(state.event == .newData(.network), "the requested state was replaced by a newer one")
  }

  @Test("A dropped loop stops observing at once, and the resource can be let go")
  func droppedLoopStopsObserving() async throws {
    let resource = harness.resource("/users/ana")
    do {
      var states = resource.states.makeAsyncIterator()
      _ = await next(&states)
      #expect(resource.isObserved)
    }
    #expect(!resource.isObserved, "the stream's observer outlived its consumer")
    #expect(resource.observers.isEmpty)
  }

  @Test("A cancelled task ends its loop, and its observer goes with it")
  func cancelledTaskEndsTheLoop() async {
    let resource = harness.resource("/users/ana")
    let loop = Task { @MainActor in
      var seen: [ResourceEvent] = []
      for await state in resource.states { seen.append(state.event) }
      return seen
    }
    loop.cancel()
    let seen = await loop.value
    #expect(seen.count <= 1, "a cancelled loop reads at most the state it already had")
    #expect(!resource.isObserved)
  }

  @Test("Two loops each get every change; one leaving keeps the other")
  func twoLoops() async throws {
    let resource = harness.resource("/users/ana")
    var first = resource.states.makeAsyncIterator()
    var second: States? = resource.states.makeAsyncIterator()
    #expect(resource.observers.count == 2)
    _ = await next(&first)

    // The second loop has not read its first state: the load's replaces it.
    resource.load()
    #expect(try #require(await next(&first)).event == .requested)
    let secondState = try #require(await second?.next(isolation: MainActor.shared))
    #expect(secondState.event == .requested, "the second loop was not told of the load")

    second = nil
    #expect(resource.observers.count == 1)
    harness.transport.respond(to: "/users/ana", json: #"{"name": "ana"}"#)
    let state = try #require(await next(&first))
    #expect(state.event == .newData(.network), "the first loop stopped when the second left")
  }
}
