import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

/// Step 1's promise about lifetimes: a resource lives as long as its
/// service keeps it, so anything it keeps of an owner that stopped
/// observing would keep that owner (a screen, most often) alive with it.
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
}
