import Foundation
import HeadlessKit
import Testing

@testable import SearchThenPosts

@Suite("6. A loop awaits the resource's states, and stops observing when it goes away")
@MainActor
struct Step6 {
  let service = makeService()
  var transport: FakeTransport { service.transport }

  typealias States = AsyncStream<ResourceState>.Iterator

  /// The next state, read on the main actor, as a `for await` loop would.
  func next(_ states: inout States) async -> ResourceState? {
    await states.next(isolation: MainActor.shared)
  }

  @Test("A loop's first state is the resource as it is now")
  func firstStateIsNow() async throws {
    let resource = service.posts(ofUser: 7)
    resource.load()
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one")))

    var states = resource.states.makeAsyncIterator()
    let first = try #require(
      await next(&states),
      """
      The stream of states ended before giving a single state, so a `for await` loop over \
      it never runs. Build `states` on addObserver(owner:_:): yield a ResourceState for \
      every event the observer hears, starting with .observerAdded.
      """)
    #expect(
      first.event == .observerAdded && first.typedContent(as: [Post].self)?.count == 1,
      """
      The first state should be the resource as it is now (.observerAdded, with the post \
      already loaded), so a screen can draw at once; it was .\(first.event). Yield the \
      observer's .observerAdded too.
      """)
  }

  @Test("Then one state per change, each as it was at its event")
  func oneStatePerChange() async throws {
    let resource = service.posts(ofUser: 7)
    var states = resource.states.makeAsyncIterator()
    _ = try #require(await next(&states), "The stream gave no first state: see the test above.")

    resource.load()
    let loading = try #require(
      await next(&states),
      """
      A load started but the loop heard nothing: the stream's observer is gone already. \
      Something must keep its owner alive for as long as the loop's consumer is there \
      (the continuation's onTermination handler can hold it).
      """)
    #expect(loading.event == .requested && loading.isLoading)

    try #require(transport.fail("/users/7/posts", message: "offline"))
    let failed = try #require(await next(&states), "The failed load reached no loop.")
    #expect(
      failed.event == .error && failed.latestError?.message == "offline" && !failed.isLoading,
      "After a failed load the loop should get .error, with the error and not loading.")
  }

  @Test("A loop that goes away stops observing at once")
  func goneLoopStopsObserving() async throws {
    let resource = service.posts(ofUser: 7)
    do {
      var states = resource.states.makeAsyncIterator()
      _ = try #require(await next(&states), "The stream gave no first state.")
      #expect(
        resource.isObserved,
        "While its loop is there, the resource should count the stream's observer.")
    }
    #expect(
      !resource.isObserved,
      """
      The loop has gone, but the resource still counts an observer for it, so it can \
      never be let go. Own the stream's observer by an object that only the stream's \
      termination handler holds: when the consumer goes away, the owner goes too.
      """)
  }

  @Test("A cancelled task ends its loop, and a loop still running keeps hearing")
  func cancelledLoopEndsOthersCarryOn() async throws {
    let resource = service.posts(ofUser: 7)
    var staying = resource.states.makeAsyncIterator()
    _ = try #require(await next(&staying), "The stream gave no first state.")

    let leaving = Task { @MainActor in
      var count = 0
      for await _ in resource.states { count += 1 }
      return count
    }
    leaving.cancel()
    _ = await leaving.value
    #expect(resource.isObserved, "One loop going away silenced the other.")

    resource.load()
    let state = try #require(await next(&staying), "The loop that stayed heard no load.")
    #expect(state.event == .requested)
  }
}
