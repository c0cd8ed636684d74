import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

/// Step 2, continued: two downloads of the same URL can be under way at
/// once (two pulls in a row), and a session reports each task's file and
/// its outcome in separate calls, with other tasks' calls in between. Each
/// report must carry its own task's file, and a failure of one must not
/// take the other's file with it.
extension Step2 {
  /// Plays the session's part by hand, in the order a real session may
  /// choose: the test says when each task's file arrives and when each
  /// task ends. The files are written to a folder of the test's own.
  @MainActor
  struct SessionByHand {
    let session: DownloadSession
    let delegate: any DownloadSessionDelegate
    let folder: URL

    init(network: FakeDownloadNetwork) throws {
      session = try #require(
        network.sessions.first, "A started DownloadService made no session: see step 1.")
      delegate = try #require(
        session.delegate, "The service's session reports to nobody: see step 1.")
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("slim-timeline-by-hand-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func fileArrives(for task: DownloadTask, with contents: String) throws {
      let file = folder.appendingPathComponent(UUID().uuidString + ".download")
      try Data(contents.utf8).write(to: file)
      delegate.downloadSession(session, task: task, didFinishDownloadingTo: file)
    }

    func ends(_ task: DownloadTask, with error: (any Error)? = nil) {
      delegate.downloadSession(session, task: task, didCompleteWithError: error)
    }

    func cleanUp() {
      try? FileManager.default.removeItem(at: folder)
    }
  }

  /// What the delegate heard, in words, for messages.
  func heard(_ reports: [SpyServiceDelegate.Finished]) -> String {
    let each = reports.map { report in
      let file = report.location == nil ? "no file" : "the file \"\(report.contents ?? "?")\""
      return "\(file) and \(report.error.map { "the error \"\($0)\"" } ?? "no error")"
    }
    return each.isEmpty ? "nothing" : each.joined(separator: ", then ")
  }

  @Test("Two downloads at once, answered out of order, each reach the delegate with their own file")
  func twoDownloadsAnsweredOutOfOrder() throws {
    let service = DownloadService(
      network: network, sessionIdentifier: "com.qwinkle.example", url: exampleURL)
    let spy = SpyServiceDelegate()
    service.delegate = spy
    service.start()
    service.start()
    let tasks = network.runningTasks
    try #require(
      tasks.count == 2,
      """
      Started twice, the service has \(counted(tasks.count, "download")) running instead of 2: \
      see step 1.
      """
    )
    let byHand = try SessionByHand(network: network)
    defer { byHand.cleanUp() }

    // Both files arrive, then the second download ends before the first.
    try byHand.fileArrives(for: tasks[0], with: "first")
    try byHand.fileArrives(for: tasks[1], with: "second")
    byHand.ends(tasks[1])
    byHand.ends(tasks[0])

    let contents = spy.finished.map(\.contents)
    #expect(
      spy.finished.count == 2 && contents == ["second", "first"]
        && spy.finished.allSatisfy { $0.error == nil },
      """
      Two downloads of the same URL were under way. The session handed over the first \
      one's file ("first"), then the second one's ("second"), then said the second had \
      worked, then the first. The delegate heard \(heard(spy.finished)); it should hear \
      "second", then "first", each with no error. Both downloads have the same URL, so \
      only the task tells one from the other. Look at how the service keeps a file \
      until its task's outcome comes.
      """)
  }

  @Test("Of two downloads at once, the one that fails takes nothing from the other")
  func oneOfTwoDownloadsFails() throws {
    let service = DownloadService(
      network: network, sessionIdentifier: "com.qwinkle.example", url: exampleURL)
    let spy = SpyServiceDelegate()
    service.delegate = spy
    service.start()
    service.start()
    let tasks = network.runningTasks
    try #require(
      tasks.count == 2,
      """
      Started twice, the service has \(counted(tasks.count, "download")) running instead of 2: \
      see step 1.
      """
    )
    let byHand = try SessionByHand(network: network)
    defer { byHand.cleanUp() }

    // Both files arrive; the second download then fails, and the first works.
    try byHand.fileArrives(for: tasks[0], with: "first")
    try byHand.fileArrives(for: tasks[1], with: "second")
    byHand.ends(tasks[1], with: FakeDownloadNetwork.Failure.offline)
    byHand.ends(tasks[0])

    let failure = spy.finished.first
    let success = spy.finished.dropFirst().first
    #expect(
      spy.finished.count == 2 && failure?.location == nil
        && failure?.error as? FakeDownloadNetwork.Failure == .offline
        && success?.contents == "first" && success?.error == nil,
      """
      Two downloads of the same URL were under way and both files had arrived. The \
      second download then failed (offline) and the first worked. The delegate heard \
      \(heard(spy.finished)); it should hear the failure with no file, then the file \
      "first" with no error. A download that worked and reaches its delegate with \
      neither a file nor an error leaves a screen nothing to show. Look at how the \
      service keeps a file until its task's outcome comes.
      """)
  }
}
