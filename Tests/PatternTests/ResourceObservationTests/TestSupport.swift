import Foundation
import HeadlessKit
import Testing

@testable import ResourceObservation

/// A service on a fake transport and a manual clock, parsing off the main
/// actor as an app does, plus helpers that answer a request and wait until
/// its observers have heard (no sleeping: see `Service.waitForResponses()`).
@MainActor
final class Harness {
  let transport = FakeTransport()
  let clock = ManualClock()
  let service: Service

  init(
    baseURL: String? = "https://api.example.com",
    execution: PipelineExecution = .offMainActor
  ) {
    service = Service(
      baseURL: baseURL, transport: transport, clock: clock, pipelineExecution: execution)
  }

  func resource(_ path: String) -> Resource { service.resource(path) }

  /// Answers the waiting request for `path` with JSON, then waits for the
  /// observers to hear. Records a test issue if nothing was waiting.
  func answer(
    _ path: String, json: String, status: Int = 200, etag: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let answered = transport.respond(to: path, status: status, json: json, etag: etag)
    #expect(answered, "no request for \(path) was waiting", sourceLocation: sourceLocation)
    await service.waitForResponses()
  }

  /// Answers with a raw body and headers, then waits.
  func answer(
    _ path: String, status: Int = 200, headers: [String: String], body: Data,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let answered = transport.respond(to: path, status: status, headers: headers, body: body)
    #expect(answered, "no request for \(path) was waiting", sourceLocation: sourceLocation)
    await service.waitForResponses()
  }

  /// Answers 304 Not Modified, then waits.
  func answerNotModified(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    let answered = transport.respondNotModified(to: path)
    #expect(answered, "no request for \(path) was waiting", sourceLocation: sourceLocation)
    await service.waitForResponses()
  }

  /// Fails the waiting request for `path`, then waits.
  func fail(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    let failed = transport.fail(path)
    #expect(failed, "no request for \(path) was waiting", sourceLocation: sourceLocation)
    await service.waitForResponses()
  }

  /// How many requests for `path` were ever sent.
  func sentCount(_ path: String) -> Int {
    transport.sent.filter { $0.url.path == path }.count
  }
}

/// Whether the caller runs on the main dispatch queue, the main actor's
/// executor on Linux and macOS. (Not `Thread.isMainThread`, nor comparing
/// `Thread.current`: on Linux, once the test runner calls `dispatchMain()`,
/// worker threads take turns draining the main queue, so the main actor has
/// no fixed thread. The queue, not the thread, is what stays the same.)
func isOnMainQueue() -> Bool {
  DispatchQueue.getSpecific(key: MainQueueMark.key) != nil
}

/// A mark set once on the main queue, so `isOnMainQueue()` can look for it.
private enum MainQueueMark {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}

/// An observer that writes down every event, with the resource's state at
/// that moment, and whether it was ever called off the main queue.
@MainActor
final class EventRecorder: ResourceObserver {
  struct Heard {
    let event: ResourceEvent
    let hadData: Bool
    let hadError: Bool
    let wasLoading: Bool
  }

  private(set) var heard: [Heard] = []
  private(set) var stopped = 0
  private(set) var calledOffMainQueue = false
  /// Runs after each event is written down, for tests that act mid-delivery.
  var onEvent: (@MainActor (Resource, ResourceEvent) -> Void)?

  var events: [ResourceEvent] { heard.map(\.event) }

  func resourceChanged(_ resource: Resource, event: ResourceEvent) {
    if !isOnMainQueue() { calledOffMainQueue = true }
    heard.append(
      Heard(
        event: event, hadData: resource.latestData != nil, hadError: resource.latestError != nil,
        wasLoading: resource.isLoading))
    onEvent?(resource, event)
  }

  func stoppedObserving(_ resource: Resource) {
    stopped += 1
  }
}

/// A plain object to own observers in tests.
final class Owner {}

let userJSON = #"{"id": 7, "name": "ana"}"#
