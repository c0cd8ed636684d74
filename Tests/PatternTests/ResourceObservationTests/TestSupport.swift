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

/// The thread the caller runs on, as a value that may cross actors. (Not
/// `Thread.isMainThread`: under `swift test` on Linux the main actor's
/// thread is not the process's first thread, so that answer misleads.)
func currentThreadID() -> ObjectIdentifier {
  ObjectIdentifier(Thread.current)
}

/// An observer that writes down every event, with the resource's state at
/// that moment, and whether it was called on the main actor's thread.
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
  private(set) var calledOffMainThread = false
  private let mainActorThread = currentThreadID()
  /// Runs after each event is written down, for tests that act mid-delivery.
  var onEvent: (@MainActor (Resource, ResourceEvent) -> Void)?

  var events: [ResourceEvent] { heard.map(\.event) }

  func resourceChanged(_ resource: Resource, event: ResourceEvent) {
    if currentThreadID() != mainActorThread { calledOffMainThread = true }
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
