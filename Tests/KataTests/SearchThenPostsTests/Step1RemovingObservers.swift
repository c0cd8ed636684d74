import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

/// Step 1's promises about removing observers: a resource lives as long as
/// its service keeps it, so anything it keeps of an owner that stopped
/// observing would keep that owner (a screen, most often) alive with it;
/// and an owner removed while an event is being told hears no more of it.
extension Step1 {
  @Test("An owner that removed its observers is not kept alive by the resource")
  func removedOwnerIsFreed() {
    let resource = service.user(named: "ana")
    var owner: EventLog? = EventLog()
    weak let watched = owner
    owner?.observe(resource)
    if let owner { resource.removeObservers(ownedBy: owner) }

    owner = nil

    #expect(
      watched == nil,
      """
      An owner removed its observers from a resource and was then let go, but it is still \
      alive: the resource still keeps it. The service keeps its resources for as long as \
      it lives, so a screen that stopped observing would never be freed. Look at what \
      removeObservers(ownedBy:) leaves behind.
      """)
    #expect(!resource.isObserved, "The only owner removed its observers, yet isObserved is true.")
  }

  @Test("An owner removed while an event is told does not hear that event")
  func removedDuringAnEvent() {
    let resource = service.user(named: "ana")
    let first = EventLog()
    let second = EventLog()
    resource.addObserver(owner: first) { [weak second] resource, event in
      if event == .requested, let second { resource.removeObservers(ownedBy: second) }
    }
    second.observe(resource)

    resource.load()

    #expect(
      second.events == [.observerAdded],
      second.events.isEmpty
        ? "An observer \(toldNothing)"
        : """
        The first observer removed the second one's observers when it heard .requested, \
        yet the second still heard \(describe(second.events)). Removing stops the calls at \
        once, even halfway through telling an event. Look at which observers notify tells, \
        and when it decides.
        """)
  }
}
