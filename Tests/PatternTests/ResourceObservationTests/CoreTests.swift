import Foundation
import Testing

@testable import ResourceObservation

/// A configuration source with one staleness for every path, changed by hand.
@MainActor
private final class FixedStaleness: ConfigurationSource {
  final class Rules: ResourceConfiguration {
    let expirationTime: TimeInterval
    let retryTime: TimeInterval = 1
    init(expirationTime: TimeInterval) { self.expirationTime = expirationTime }
  }

  private(set) var version = 0
  var expirationTime: TimeInterval {
    didSet { version += 1 }
  }

  init(expirationTime: TimeInterval) {
    self.expirationTime = expirationTime
  }

  func configuration(for url: URL) -> any ResourceConfiguration {
    Rules(expirationTime: expirationTime)
  }
}

/// Takes a 2xx body as it is, at once; anything else is an error.
@MainActor
private final class RawResponses: ResponseProcessing {
  func processor(for resource: Resource) -> ResponseProcessor {
    { result, receivedAt, finish in
      guard case .success(let response) = result, (200..<300).contains(response.status) else {
        finish(.failure(RequestError(.transportFailure("no data"), timestamp: receivedAt)))
        return
      }
      finish(
        .newData(Entity(content: response.body, headers: response.headers, timestamp: receivedAt)))
    }
  }

  func waitUntilIdle() async {}
}

@MainActor
@Suite("The core alone: what the folders beyond it plug into")
struct CoreTests {
  let transport = FakeTransport()
  let clock = ManualClock()
  private let staleness = FixedStaleness(expirationTime: 10)
  let network: RequestSender
  let service: Service

  init() {
    network = RequestSender(transport: transport, responses: RawResponses())
    service = Service(
      baseURL: URL(string: "https://api.example.com"), clock: clock,
      configurationSource: staleness, network: network)
  }

  @Test("With no pipeline plugged in, a load's body becomes the data as it is")
  func rawData() {
    let resource = service.resource("/users/ana")
    let recorder = EventRecorder()
    resource.addObserver(recorder).loadIfNeeded()

    transport.respond(to: "/users/ana", json: userJSON)

    #expect(resource.typedContent(as: Data.self) == Data(userJSON.utf8))
    #expect(recorder.events == [.observerAdded, .requested, .newData(.network)])
  }

  @Test("Staleness comes from the configuration source, read again when its version moves")
  func stalenessFromSource() {
    let resource = service.resource("/users/ana")
    resource.load()
    transport.respond(to: "/users/ana", json: userJSON)
    clock.advance(by: 20)
    #expect(!resource.isUpToDate)

    staleness.expirationTime = 60

    #expect(resource.isUpToDate)
    #expect(resource.loadIfNeeded() == nil)
  }

  @Test("Headers: every request's from the sender, then a load's from the core's extension point")
  func headersFromExtensionPoints() {
    network.requestHeaders = { _ in ["Accept": "text/plain", "X-Trace": "1"] }
    service.context.loadHeaders = { _ in ["Accept": "application/json"] }

    service.resource("/users/ana").load()

    #expect(transport.sent.last?.headers == ["Accept": "application/json", "X-Trace": "1"])
  }

  @Test("resourceChanged hears each event before the observers; resourceNeeded hears once")
  func changeAndNeedHooks() {
    var heard: [String] = []
    service.context.resourceChanged = { _, event in heard.append("hook: \(event)") }
    service.context.resourceNeeded = { _ in heard.append("needed") }
    let resource = service.resource("/users/ana")
    let owner = Owner()

    resource.addObserver(owner: owner) { _, event in heard.append("observer: \(event)") }
    resource.loadIfNeeded()
    resource.loadIfNeeded()

    #expect(
      heard == [
        "observer: observerAdded", "needed", "hook: requested", "observer: requested",
      ])
  }

  @Test("typedContent(ifNone:) gives the fallback when there is no data, even an optional one")
  func typedContentOptionalFallback() {
    let resource = service.resource("/users/ana")
    let none: String? = resource.typedContent(ifNone: "no data yet")
    #expect(none == "no data yet")

    resource.load()
    transport.respond(to: "/users/ana", json: userJSON)
    let wrongType: String? = resource.typedContent(ifNone: "not text")
    #expect(wrongType == "not text", "the content is Data, not a String")
    let bytes: Data? = resource.typedContent(ifNone: nil)
    #expect(bytes == Data(userJSON.utf8))
  }
}
