import Foundation
import HeadlessKit
import Testing

@MainActor
@Suite("FakeDownloadNetwork: downloads finish when the test says so")
struct FakeDownloadNetworkTests {
  private let network = FakeDownloadNetwork()
  private let delegate = RecordingDownloadDelegate()
  private let timeline = URL(fileURLWithPath: "/api/timeline.json")
  private let avatars = URL(fileURLWithPath: "/api/avatars.json")

  private func startedTask(_ url: URL, identifier: String = "timeline") -> DownloadTask {
    let session = network.makeSession(
      configuration: .background(withIdentifier: identifier), delegate: delegate)
    let task = session.downloadTask(with: url)
    task.resume()
    return task
  }

  // MARK: Sessions and tasks

  @Test("makeSession makes a session with the configuration and delegate, and lists it")
  func makeSession() {
    let session = network.makeSession(
      configuration: .background(withIdentifier: "timeline"), delegate: delegate)

    #expect(session.configuration.identifier == "timeline")
    #expect(session.delegate === delegate)
    #expect(network.sessions.map(ObjectIdentifier.init) == [ObjectIdentifier(session)])
  }

  @Test("A session from the network keeps its delegate alive until invalidated")
  func sessionKeepsDelegate() {
    let network = FakeDownloadNetwork()
    weak var weakDelegate: RecordingDownloadDelegate?
    do {
      let delegate = RecordingDownloadDelegate()
      weakDelegate = delegate
      _ = network.makeSession(
        configuration: .background(withIdentifier: "timeline"), delegate: delegate)
    }
    #expect(weakDelegate != nil)

    network.sessions.first?.invalidateAndCancel()

    #expect(weakDelegate == nil)
  }

  @Test("A cancelled task's end is reported later, as cancelled, before anything that follows")
  func cancellationIsReportedLater() {
    let first = startedTask(timeline)
    first.cancel()
    #expect(delegate.events.isEmpty, "the cancellation was reported at once, inside cancel()")
    #expect(network.cancelledTasks.count == 1)

    let second = startedTask(timeline)
    network.completeDownload(of: timeline, with: "[]")

    #expect(
      delegate.events == [
        "didCompleteWithError \(FakeDownloadNetwork.Failure.cancelled)",
        "didFinishDownloadingTo timeline.json", "didCompleteWithError nil",
      ], "the cancelled task's report must come first, then the second download")
    #expect(first.state == .completed && second.state == .completed)
    #expect(network.cancelledTasks.isEmpty)
  }

  @Test("A download can fail after its file arrived: the file, then the error")
  func failureAfterTheFile() {
    let task = startedTask(timeline)

    #expect(network.failDownload(of: timeline, afterWriting: "[1,"))

    #expect(
      delegate.events == [
        "didFinishDownloadingTo timeline.json",
        "didCompleteWithError \(FakeDownloadNetwork.Failure.offline)",
      ])
    #expect(task.state == .completed)
    #expect(!network.failDownload(of: timeline, afterWriting: "again"), "nothing runs now")
  }

  @Test("A test may answer the newest download first")
  func newestFirst() {
    let older = startedTask(timeline)
    let newer = startedTask(timeline, identifier: "second")

    #expect(network.completeDownload(newer, with: "new"))

    #expect(newer.state == .completed && older.state == .running)
    #expect(!network.completeDownload(newer, with: "again"), "a finished task is not running")
  }

  @Test("A task remembers the file, module first, whose code started it")
  func startedIn() {
    let task = startedTask(timeline)
    #expect(task.startedIn == "HeadlessKitTests/FakeDownloadNetworkTests.swift")
  }

  @Test("A task only counts as running after resume()")
  func runningAfterResume() {
    let session = network.makeSession(
      configuration: .background(withIdentifier: "timeline"), delegate: delegate)
    let task = session.downloadTask(with: timeline)
    #expect(network.runningTasks.isEmpty)
    #expect(!network.isDownloading(timeline))

    task.resume()

    #expect(network.runningTasks.map(ObjectIdentifier.init) == [ObjectIdentifier(task)])
    #expect(network.isDownloading(timeline))
    #expect(!network.isDownloading(avatars))
  }

  @Test("A cancelled task no longer counts as running")
  func cancelledNotRunning() {
    let task = startedTask(timeline)

    task.cancel()

    #expect(!network.isDownloading(timeline))
    #expect(!network.completeDownload(of: timeline, with: "late"))
    #expect(delegate.locations.isEmpty)
  }

  // MARK: Completing

  @Test("completeDownload writes a real temporary file with the contents")
  func completeWritesFile() throws {
    _ = startedTask(timeline)
    defer { delegate.removeDownloadedFiles() }

    let completed = network.completeDownload(of: timeline, with: "[\"post\"] ✓")

    #expect(completed)
    let location = try #require(delegate.locations.first)
    #expect(location.isFileURL)
    #expect(try String(contentsOf: location, encoding: .utf8) == "[\"post\"] ✓")
    #expect(delegate.contentsAtDelivery == ["[\"post\"] ✓"])
  }

  @Test("Each completed download gets its own file")
  func separateFiles() throws {
    _ = startedTask(timeline)
    _ = startedTask(avatars, identifier: "avatars")
    defer { delegate.removeDownloadedFiles() }

    network.completeDownload(of: timeline, with: "one")
    network.completeDownload(of: avatars, with: "two")

    #expect(delegate.locations.count == 2)
    #expect(Set(delegate.locations).count == 2)
    #expect(delegate.contentsAtDelivery == ["one", "two"])
  }

  @Test("completeDownload reports the file first, then completion with no error")
  func completeOrder() {
    _ = startedTask(timeline)
    defer { delegate.removeDownloadedFiles() }

    network.completeDownload(of: timeline, with: "[]")

    #expect(
      delegate.events == [
        "didFinishDownloadingTo timeline.json", "didCompleteWithError nil",
      ])
  }

  @Test("A completed task is no longer running and cannot complete twice")
  func completedOnce() {
    let task = startedTask(timeline)
    defer { delegate.removeDownloadedFiles() }
    network.completeDownload(of: timeline, with: "[]")

    let again = network.completeDownload(of: timeline, with: "[]")

    #expect(task.state == .completed)
    #expect(!again)
    #expect(network.runningTasks.isEmpty)
    #expect(delegate.events.count == 2)
  }

  @Test("With two downloads of one URL running, each call finishes the older one")
  func sameURLTwice() {
    let first = startedTask(timeline)
    let second = startedTask(timeline)
    defer { delegate.removeDownloadedFiles() }

    network.completeDownload(of: timeline, with: "[]")

    #expect(first.state == .completed)
    #expect(second.state == .running)
  }

  @Test("completeDownload returns false and tells no one when nothing is running")
  func completeNothingRunning() {
    let session = network.makeSession(
      configuration: .background(withIdentifier: "timeline"), delegate: delegate)
    _ = session.downloadTask(with: timeline)

    #expect(!network.completeDownload(of: timeline, with: "[]"))
    #expect(!network.completeDownload(of: avatars, with: "[]"))
    #expect(delegate.events.isEmpty)
  }

  // MARK: Failing

  @Test("failDownload reports the error to the delegate and ends the task")
  func failReportsError() throws {
    let task = startedTask(timeline)
    let failure = FakeDownloadNetwork.Failure("The server is on fire.")

    let failed = network.failDownload(of: timeline, with: failure)

    #expect(failed)
    #expect(task.state == .completed)
    #expect(delegate.events == ["didCompleteWithError The server is on fire."])
    let reported = try #require(delegate.errors.first as? FakeDownloadNetwork.Failure)
    #expect(reported == failure)
  }

  @Test("failDownload reports the network as offline unless told otherwise")
  func failDefaultsToOffline() throws {
    _ = startedTask(timeline)

    network.failDownload(of: timeline)

    let reported = try #require(delegate.errors.first as? FakeDownloadNetwork.Failure)
    #expect(reported == .offline)
    #expect(delegate.locations.isEmpty)
  }

  @Test("failDownload returns false and tells no one when nothing is running")
  func failNothingRunning() {
    #expect(!network.failDownload(of: timeline))
    #expect(delegate.events.isEmpty)
  }

  @Test("After its session is invalidated, a download can no longer finish or fail")
  func invalidatedSession() {
    let task = startedTask(timeline)
    task.session?.invalidateAndCancel()

    #expect(!network.completeDownload(of: timeline, with: "[]"))
    #expect(!network.failDownload(of: timeline))
    #expect(delegate.locations.isEmpty)
  }
}
