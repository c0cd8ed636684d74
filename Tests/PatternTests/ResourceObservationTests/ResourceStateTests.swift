import Foundation
import Testing

@testable import ResourceObservation

@MainActor
@Suite("Resource state: data and error change together")
struct ResourceStateTests {
  let harness = Harness()

  @Test("A new resource has no data, no error, and is not loading")
  func startsEmpty() {
    let resource = harness.resource("/users/ana")
    #expect(resource.latestData == nil)
    #expect(resource.latestError == nil)
    #expect(!resource.isLoading)
    #expect(!resource.isRequesting)
    #expect(resource.timestamp == 0)
  }

  @Test("While a load is in flight the resource is loading and requesting")
  func loadingWhileInFlight() async {
    let resource = harness.resource("/users/ana")
    resource.load()
    #expect(resource.isLoading)
    #expect(resource.isRequesting)

    await harness.answer("/users/ana", json: userJSON)

    #expect(!resource.isLoading)
    #expect(!resource.isRequesting)
  }

  @Test("New data is parsed, stamped with the clock's time, and typed on request")
  func newData() async {
    let resource = harness.resource("/users/ana")
    resource.load()
    harness.clock.advance(by: 5)
    await harness.answer("/users/ana", json: userJSON)

    let json: JSON? = resource.typedContent()
    #expect(json?["name"]?.string == "ana")
    #expect(resource.latestData?.timestamp == harness.clock.now)
    #expect(resource.timestamp == harness.clock.now)
    #expect(resource.typedContent(ifNone: "none") == "none")
  }

  @Test("An error keeps the previous data")
  func errorKeepsData() async {
    let resource = harness.resource("/users/ana")
    resource.load()
    await harness.answer("/users/ana", json: userJSON)
    resource.load()
    await harness.fail("/users/ana")

    #expect(resource.latestError != nil)
    let json: JSON? = resource.typedContent()
    #expect(json?["name"]?.string == "ana")
  }

  @Test("New data clears the error")
  func newDataClearsError() async {
    let resource = harness.resource("/users/ana")
    resource.load()
    await harness.fail("/users/ana")
    #expect(resource.latestError != nil)

    resource.load()
    await harness.answer("/users/ana", json: userJSON)

    #expect(resource.latestError == nil)
    #expect(resource.latestData != nil)
  }

  @Test("The timestamp is the later of the data's and the error's")
  func timestampIsLatest() async {
    let resource = harness.resource("/users/ana")
    resource.load()
    await harness.answer("/users/ana", json: userJSON)
    let dataTime = harness.clock.now
    harness.clock.advance(by: 40)
    resource.load()
    await harness.fail("/users/ana")

    #expect(resource.latestData?.timestamp == dataTime)
    #expect(resource.timestamp == dataTime + 40)
  }
}
