import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

/// Step 2 with two services on one network (two windows of an app, each
/// with its own service, sharing one connection): a load in flight is
/// shared within a resource, never with another service's.
extension Step2 {
  @Test("Two services on one network: each resource loads for itself and gets its answer")
  func twoServicesOneNetwork() {
    let transport = FakeTransport()
    let first = Service(transport: transport, clock: ManualClock())
    let second = Service(transport: transport, clock: ManualClock())
    let path = "/search/users/ana"
    let mine = first.user(named: "ana")
    let theirs = second.user(named: "ana")

    mine.loadIfNeeded()
    theirs.loadIfNeeded()

    let sent = transport.requests(for: path).count
    let why =
      sent == 0
      ? "loadIfNeeded() sends nothing yet: see the first tests of this step."
      : sent == 2
        ? "Both requests went out, yet a resource that sent one says it is idle: see step 1."
        : """
        A load in flight is shared by the resource that started it, not by whoever else \
        asks the same network for the same path: look at where loadIfNeeded finds the \
        load it hands back.
        """
    #expect(
      sent == 2 && mine.isLoading && theirs.isLoading,
      """
      Two services on one network each had a resource for \(path), and each resource was \
      asked to load if needed. Neither had a load of its own, so each should have sent a \
      request and be loading; \(counted(sent, "request")) went out, and the resources \
      are \(mine.isLoading ? "loading" : "idle") and \(theirs.isLoading ? "loading" : "idle"). \
      \(why)
      """)
    guard sent > 0 else { return }  // Nothing to answer: the message above says why.

    transport.respond(to: path, body: userJSON(7, "ana"))
    transport.respond(to: path, body: userJSON(7, "ana"))
    #expect(
      mine.typedContent(as: User.self)?.name == "ana"
        && theirs.typedContent(as: User.self)?.name == "ana",
      mine.latestData == nil && theirs.latestData == nil
        ? "The network answered, and neither resource kept an answer as data: see step 1."
        : """
        The network answered every request for \(path), yet the first service's resource \
        has \(mine.latestData == nil ? "no data" : "data") and the second's \
        \(theirs.latestData == nil ? "no data" : "data"): one of them waits for an answer \
        that went to the other. Look at which load each resource's answer is matched to.
        """)
  }
}
