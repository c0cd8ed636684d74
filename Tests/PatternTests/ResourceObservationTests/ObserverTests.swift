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

  @Test("addObserver returns the resource, so loadIfNeeded can follow")
  func chaining() {
    let recorder = EventRecorder()
    let request = harness.resource("/users/ana").addObserver(recorder).loadIfNeeded()
    #expect(request != nil)
    #expect(recorder.events == [.observerAdded, .requested])
  }
}
