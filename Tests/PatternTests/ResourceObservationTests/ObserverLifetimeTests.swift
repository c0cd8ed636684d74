import Foundation
import Testing

@testable import ResourceObservation

@MainActor
@Suite("Observers: who keeps them, and adding or removing them mid-delivery")
struct ObserverLifetimeTests {
  let harness = Harness()

  @Test("An observer object is held weakly and stops being called when it goes away")
  func objectIsWeak() {
    let resource = harness.resource("/users/ana")
    weak var weakRecorder: EventRecorder?
    do {
      let recorder = EventRecorder()
      weakRecorder = recorder
      resource.addObserver(recorder)
    }

    #expect(weakRecorder == nil)
    #expect(!resource.isObserved)
    resource.load()
  }

  @Test("An observer with an owner is kept alive by that owner, and goes with it")
  func keptByOwner() {
    let resource = harness.resource("/users/ana")
    weak var weakRecorder: EventRecorder?
    var owner: Owner? = Owner()
    do {
      let recorder = EventRecorder()
      weakRecorder = recorder
      if let owner { resource.addObserver(recorder, owner: owner) }
    }
    #expect(weakRecorder != nil)
    resource.load()
    #expect(weakRecorder?.events == [.observerAdded, .requested])

    owner = nil

    #expect(!resource.isObserved)
    #expect(weakRecorder == nil)
  }

  @Test("A closure observer lives as long as its owner, and is released with it")
  func closureWithOwner() {
    let resource = harness.resource("/users/ana")
    var events: [ResourceEvent] = []
    var owner: Owner? = Owner()
    if let owner {
      resource.addObserver(owner: owner) { _, event in events.append(event) }
    }
    resource.load()

    owner = nil
    resource.load()

    #expect(events == [.observerAdded, .requested])
    #expect(!resource.isObserved)
  }

  @Test("Adding the same object twice does not double it")
  func noDoubles() {
    let resource = harness.resource("/users/ana")
    let recorder = EventRecorder()
    let owner = Owner()
    resource.addObserver(recorder)
    resource.addObserver(recorder)
    resource.addObserver(recorder, owner: owner)

    resource.load()

    #expect(recorder.events == [.observerAdded, .requested])
    #expect(resource.observers.count == 1)
  }

  @Test("An observer added by itself and by an owner stays until both let go")
  func twoKindsOfOwnership() {
    let resource = harness.resource("/users/ana")
    let recorder = EventRecorder()
    let owner = Owner()
    resource.addObserver(recorder)
    resource.addObserver(recorder, owner: owner)

    resource.removeObservers(ownedBy: owner)
    #expect(resource.isObserved)
    resource.removeObservers(ownedBy: recorder)
    #expect(!resource.isObserved)
  }

  @Test("removeObservers(ownedBy:) removes everything that owner added, and only that")
  func removeByOwner() {
    let resource = harness.resource("/users/ana")
    let screen = Owner()
    let other = Owner()
    var heard: [String] = []
    resource.addObserver(owner: screen) { _, _ in heard.append("screen 1") }
    resource.addObserver(owner: screen) { _, _ in heard.append("screen 2") }
    resource.addObserver(owner: other) { _, _ in heard.append("other") }
    heard.removeAll()

    resource.removeObservers(ownedBy: screen)
    resource.load()

    #expect(heard == ["other"])
  }

  @Test("A removed observer object is told it stopped observing")
  func stoppedObserving() {
    let resource = harness.resource("/users/ana")
    let recorder = EventRecorder()
    resource.addObserver(recorder)

    resource.removeObservers(ownedBy: recorder)

    #expect(recorder.stopped == 1)
    #expect(!resource.isObserved)
  }

  @Test("An observer may remove another while an event is delivered; that one hears no more")
  func removeAnotherDuringDelivery() {
    let resource = harness.resource("/users/ana")
    let first = EventRecorder()
    let second = EventRecorder()
    resource.addObserver(first)
    resource.addObserver(second)
    first.onEvent = { resource, event in
      if event == .requested { resource.removeObservers(ownedBy: second) }
    }

    resource.load()

    #expect(first.events == [.observerAdded, .requested])
    #expect(second.events == [.observerAdded])
  }

  @Test("An observer may remove itself while an event is delivered; the others still hear it")
  func removeSelfDuringDelivery() {
    let resource = harness.resource("/users/ana")
    let leaving = EventRecorder()
    let staying = EventRecorder()
    resource.addObserver(leaving)
    resource.addObserver(staying)
    leaving.onEvent = { resource, event in
      if event == .requested { resource.removeObservers(ownedBy: leaving) }
    }

    resource.load()
    resource.load()

    #expect(leaving.events == [.observerAdded, .requested])
    #expect(staying.events == [.observerAdded, .requested, .requested])
  }

  @Test("An observer may add another while an event is delivered; the new one starts fresh")
  func addDuringDelivery() {
    let resource = harness.resource("/users/ana")
    let first = EventRecorder()
    let late = EventRecorder()
    resource.addObserver(first)
    first.onEvent = { resource, event in
      if event == .requested { resource.addObserver(late) }
    }

    resource.load()

    #expect(late.events == [.observerAdded])
  }

}
