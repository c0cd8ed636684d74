import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

/// Step 2, continued: a replaced load's late answer says nothing, whether
/// it is data or a failure.
extension Step2 {
  @Test("A replaced load failing late leaves the newer load in flight, with no error")
  func lateFailureOfAReplacedLoad() throws {
    let resource = service.user(named: "ana")
    let log = EventLog()
    log.observe(resource)
    resource.load()
    let newer = resource.load()
    try #require(
      resource.isLoading, "Right after load() the resource says it is not loading: see step 1.")

    // The network fails the replaced request while the newer one is still out.
    try #require(
      service.transport.fail("/search/users/ana", message: "offline"),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    #expect(
      resource.isLoading && resource.latestError == nil
        && log.events == [.observerAdded, .requested, .requested],
      """
      Two loads of ana were in flight and the replaced one failed (offline) while the \
      newer one was still out. The resource says it is \
      \(resource.isLoading ? "loading" : "idle"), holds \
      \(resource.latestError.map { "the error \"\($0.message)\"" } ?? "no error"), and \
      its observers heard \(describe(log.events)). A late failure of a replaced load \
      says nothing, as a late answer does: the newer load is still loading, with no \
      error. Look at what the resource checks before it applies a failure.
      """)

    try #require(
      service.transport.respond(to: newer, body: userJSON(2, "new")),
      "The second load() sent no request of its own.")
    #expect(
      resource.typedContent(as: User.self)?.id == 2 && resource.latestError == nil,
      "The newer load's answer (user 2) was not kept, or an error stayed beside it.")
  }
}
