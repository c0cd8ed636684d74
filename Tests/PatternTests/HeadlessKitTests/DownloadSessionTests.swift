import Foundation
import HeadlessKit
import Testing

@MainActor
@Suite("DownloadSession and DownloadTask")
struct DownloadSessionTests {
  private let url = URL(fileURLWithPath: "/timeline.json")

  @Test("A background configuration keeps its identifier")
  func configuration() {
    let configuration = DownloadSessionConfiguration.background(withIdentifier: "timeline")

    #expect(configuration.identifier == "timeline")
  }

  @Test("A session holds its delegate strongly, like URLSession, until invalidated")
  func delegateHeldUntilInvalidate() {
    let session: DownloadSession
    weak var weakDelegate: RecordingDownloadDelegate?
    do {
      let delegate = RecordingDownloadDelegate()
      weakDelegate = delegate
      session = DownloadSession(
        configuration: .background(withIdentifier: "timeline"), delegate: delegate)
    }
    #expect(weakDelegate != nil)

    session.invalidateAndCancel()

    #expect(weakDelegate == nil)
    #expect(session.delegate == nil)
    #expect(session.isInvalidated)
  }

  @Test("A new task is suspended, remembers its URL and belongs to its session")
  func newTask() {
    let session = DownloadSession(
      configuration: .background(withIdentifier: "timeline"), delegate: RecordingDownloadDelegate())

    let task = session.downloadTask(with: url)

    #expect(task.state == .suspended)
    #expect(task.originalURL == url)
    #expect(task.session === session)
    #expect(session.tasks.map(ObjectIdentifier.init) == [ObjectIdentifier(task)])
  }

  @Test("resume() starts a suspended task")
  func resume() {
    let session = DownloadSession(
      configuration: .background(withIdentifier: "timeline"), delegate: RecordingDownloadDelegate())
    let task = session.downloadTask(with: url)

    task.resume()

    #expect(task.state == .running)
  }

  @Test("cancel() marks a running task as canceling; resuming it does nothing")
  func cancel() {
    let session = DownloadSession(
      configuration: .background(withIdentifier: "timeline"), delegate: RecordingDownloadDelegate())
    let task = session.downloadTask(with: url)
    task.resume()

    task.cancel()
    task.resume()

    #expect(task.state == .canceling)
  }

  @Test("Invalidating a session cancels its unfinished tasks")
  func invalidateCancels() {
    let session = DownloadSession(
      configuration: .background(withIdentifier: "timeline"), delegate: RecordingDownloadDelegate())
    let running = session.downloadTask(with: url)
    running.resume()
    let suspended = session.downloadTask(with: url)

    session.invalidateAndCancel()

    #expect(running.state == .canceling)
    #expect(suspended.state == .canceling)
  }

  @Test("A task made by an invalidated session never starts and is not listed")
  func taskFromInvalidatedSession() {
    let session = DownloadSession(
      configuration: .background(withIdentifier: "timeline"), delegate: RecordingDownloadDelegate())
    session.invalidateAndCancel()

    let task = session.downloadTask(with: url)
    task.resume()

    #expect(task.state == .suspended)
    #expect(session.tasks.isEmpty)
  }
}
