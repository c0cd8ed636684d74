import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

/// Step 1, continued: who observes, for how long, and taking observers away.
extension Step1 {
  @Test("removeObservers(ownedBy:) stops the calls, and a gone owner is never called")
  func removingObservers() {
    let resource = service.user(named: "ana")
    let removed = EventLog()
    removed.observe(resource)
    var released: EventLog? = EventLog()
    released?.observe(resource)
    released = nil

    resource.removeObservers(ownedBy: removed)
    resource.load()

    #expect(
      removed.events == [.observerAdded],
      removed.events.isEmpty
        ? "An owner \(toldNothing)"
        : """
        An owner whose observers were removed still heard \(describe(removed.events)): \
        removing did not stop the calls. Look at Resource.removeObservers(ownedBy:).
        """)
    #expect(
      !resource.isObserved,
      """
      Nobody observes the resource any more (one owner removed its observers, the other was \
      released), yet isObserved is true: the resource counts owners that are gone.
      """)
  }

  @Test("Observing never keeps the owner alive")
  func ownerIsFreed() {
    let resource = service.user(named: "ana")
    weak var weakLog: EventLog?
    do {
      let log = EventLog()
      weakLog = log
      log.observe(resource)
    }

    #expect(
      weakLog == nil,
      """
      An owner that observed a resource was let go, yet it is still alive: the resource \
      holds it, so a closed screen would never be freed. Look at how the resource keeps \
      owners.
      """)
    #expect(
      !resource.isObserved,
      """
      The only owner is gone, yet isObserved is true until the next change: the \
      resource counts owners that are gone.
      """)
  }

  @Test("Removing one owner's observers keeps everyone else's, and twice is harmless")
  func removingKeepsOthers() {
    let resource = service.user(named: "ana")
    let leaving = EventLog()
    let staying = EventLog()
    leaving.observe(resource)
    staying.observe(resource)

    resource.removeObservers(ownedBy: leaving)
    resource.removeObservers(ownedBy: leaving)
    resource.load()

    #expect(
      staying.events == [.observerAdded, .requested],
      staying.events.isEmpty
        ? "An owner \(toldNothing)"
        : """
        Another owner removed its observers, and this one, still observing, heard only \
        \(describe(staying.events)) after load(): one owner leaving silenced another. Look \
        at how removeObservers(ownedBy:) picks what it removes.
        """)
    #expect(
      leaving.events == [.observerAdded],
      leaving.events.isEmpty
        ? "The owner that left \(toldNothing)"
        : "The owner that left still heard \(describe(leaving.events)) after load().")
    #expect(resource.isObserved, "One owner still observes, and isObserved is false.")
  }

  @Test("removeObservers(ownedBy:) forgets every closure that owner added")
  func removingForgetsEveryClosure() {
    let resource = service.user(named: "ana")
    let log = EventLog()
    log.observe(resource)
    log.observe(resource)

    resource.removeObservers(ownedBy: log)
    resource.load()

    #expect(
      log.events == [.observerAdded, .observerAdded],
      log.events.isEmpty
        ? "An owner that added two closures \(toldNothing)"
        : """
        One owner added two closures and removed its observers, yet heard \
        \(describe(log.events)) after load(): some of its closures were left behind.
        """)
    #expect(
      !resource.isObserved, "The only owner removed its observers, and isObserved is still true.")
  }
}
