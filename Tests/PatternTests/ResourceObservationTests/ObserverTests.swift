import Foundation
import Testing

@testable import ResourceObservation

@MainActor
@Suite("Observers: told the state at once, then every event")
struct ObserverTests {
  let harness = Harness()

  @Test("A new observer is told observerAdded at once, with the state as it is")
  func observerAddedAtOnce() async {
    let resource = harness.resource("/users/ana")
    resource.load()
    await harness.answer("/users/ana", json: userJSON)
    let recorder = EventRecorder()

    resource.addObserver(recorder)

    #expect(recorder.events == [.observerAdded])
    #expect(recorder.heard.first?.hadData == true)
  }

  @Test("A load is heard as requested, then newData(network)")
  func loadEvents() async {
    let resource = harness.resource("/users/ana")
    let recorder = EventRecorder()
    resource.addObserver(recorder)

    resource.load()
    #expect(recorder.heard.last?.wasLoading == true)
    await harness.answer("/users/ana", json: userJSON)

    #expect(recorder.events == [.observerAdded, .requested, .newData(.network)])
    #expect(recorder.heard.last?.hadData == true)
    #expect(recorder.heard.last?.wasLoading == false)
  }

  @Test("A failed load is heard as error, with the data still there")
  func errorEvent() async {
    let resource = harness.resource("/users/ana")
    resource.load()
    await harness.answer("/users/ana", json: userJSON)
    let recorder = EventRecorder()
    resource.addObserver(recorder)

    resource.load()
    await harness.fail("/users/ana")

    #expect(recorder.events == [.observerAdded, .requested, .error])
    #expect(recorder.heard.last?.hadData == true)
    #expect(recorder.heard.last?.hadError == true)
  }

  @Test("A cancelled load is heard as requestCancelled")
  func cancelledEvent() {
    let resource = harness.resource("/users/ana")
    let recorder = EventRecorder()
    resource.addObserver(recorder)

    resource.load().cancel()

    #expect(recorder.events == [.observerAdded, .requested, .requestCancelled])
    #expect(!resource.isLoading)
  }

  @Test("Observers are called on the main queue, the main actor's executor")
  func mainThread() async {
    let resource = harness.resource("/users/ana")
    let recorder = EventRecorder()
    resource.addObserver(recorder)
    resource.load()
    await harness.answer("/users/ana", json: userJSON)

    #expect(recorder.events.count == 3)
    #expect(!recorder.calledOffMainQueue)
  }

  @Test("Observers are told in the order they were added")
  func order() {
    let resource = harness.resource("/users/ana")
    var calls: [String] = []
    let owner = Owner()
    resource.addObserver(owner: owner) { _, _ in calls.append("first") }
    resource.addObserver(owner: owner) { _, _ in calls.append("second") }
    calls.removeAll()

    resource.load()

    #expect(calls == ["first", "second"])
  }

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

  @Test("addObserver returns the resource, so loadIfNeeded can follow")
  func chaining() {
    let recorder = EventRecorder()
    let request = harness.resource("/users/ana").addObserver(recorder).loadIfNeeded()
    #expect(request != nil)
    #expect(recorder.events == [.observerAdded, .requested])
  }
}
