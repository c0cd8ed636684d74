import Foundation
import HeadlessKit
import Testing

@MainActor
@Suite("FakeDownloadNetwork: background events, and the log")
struct FakeDownloadNetworkEventTests {
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

  // MARK: Background events

  @Test("finishEvents reaches the delegate of the session with that identifier only")
  func finishEventsRightSession() {
    let timelineDelegate = RecordingDownloadDelegate("timeline")
    let avatarsDelegate = RecordingDownloadDelegate("avatars")
    _ = network.makeSession(
      configuration: .background(withIdentifier: "timeline"), delegate: timelineDelegate)
    _ = network.makeSession(
      configuration: .background(withIdentifier: "avatars"), delegate: avatarsDelegate)

    let delivered = network.finishEvents(forSessionIdentifier: "avatars")

    #expect(delivered)
    #expect(avatarsDelegate.finishedSessions == ["avatars"])
    #expect(timelineDelegate.events.isEmpty)
  }

  @Test("finishEvents goes to the newest session when an identifier was reused")
  func finishEventsNewestSession() {
    let oldDelegate = RecordingDownloadDelegate("old")
    let newDelegate = RecordingDownloadDelegate("new")
    _ = network.makeSession(
      configuration: .background(withIdentifier: "timeline"), delegate: oldDelegate)
    _ = network.makeSession(
      configuration: .background(withIdentifier: "timeline"), delegate: newDelegate)

    network.finishEvents(forSessionIdentifier: "timeline")

    #expect(newDelegate.events == ["didFinishEvents"])
    #expect(oldDelegate.events.isEmpty)
  }

  @Test("finishEvents returns false for an identifier no session has")
  func finishEventsUnknown() {
    _ = network.makeSession(
      configuration: .background(withIdentifier: "timeline"), delegate: delegate)

    #expect(!network.finishEvents(forSessionIdentifier: "nope"))
    #expect(delegate.events.isEmpty)
  }

  // MARK: One task of many

  @Test("A test may fail the newest download first, with or without its file")
  func newestFails() {
    let older = startedTask(timeline)
    let newer = startedTask(timeline, identifier: "second")
    let newest = startedTask(timeline, identifier: "third")
    defer { delegate.removeDownloadedFiles() }

    #expect(network.failDownload(newest))
    #expect(network.failDownload(newer, afterWriting: "half"))

    #expect(older.state == .running && newer.state == .completed && newest.state == .completed)
    #expect(
      delegate.events == [
        "didCompleteWithError The network connection appears to be offline.",
        "didFinishDownloadingTo timeline.json",
        "didCompleteWithError The network connection appears to be offline.",
      ])
    #expect(!network.failDownload(newest), "a finished task is not running")
  }

  // MARK: Log

  @Test("The log tells who asked for what and how each download ended")
  func log() throws {
    let log = EventLog()
    network.log = { log.append($0) }
    _ = startedTask(timeline)
    _ = startedTask(avatars, identifier: "avatars")
    defer { delegate.removeDownloadedFiles() }

    network.completeDownload(of: timeline, with: "[]")
    network.failDownload(of: avatars)
    network.finishEvents(forSessionIdentifier: "timeline")

    try #require(log.events.count == 5)
    #expect(log.events[0] == "session \"timeline\" created, delegate: RecordingDownloadDelegate")
    #expect(log.events[1] == "session \"avatars\" created, delegate: RecordingDownloadDelegate")
    #expect(log.events[2].hasPrefix("download of timeline.json finished → "))
    #expect(
      log.events[3]
        == "download of avatars.json failed: The network connection appears to be offline.")
    #expect(log.events[4] == "session \"timeline\" delivered all background events")
  }
}
