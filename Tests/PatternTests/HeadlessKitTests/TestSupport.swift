import Foundation
import HeadlessKit

/// A list of what happened, in order, shared by the test doubles of one test
/// so that a single array shows who was called when.
@MainActor
final class EventLog {
  private(set) var events: [String] = []

  func append(_ event: String) {
    events.append(event)
  }
}

/// A view controller that writes every lifecycle call it gets to a log,
/// prefixed with its name.
@MainActor
final class RecordingViewController: ViewController {
  let name: String
  let log: EventLog

  init(_ name: String = "vc", log: EventLog = EventLog()) {
    self.name = name
    self.log = log
    super.init()
  }

  override func loadView() {
    log.append("\(name).loadView")
    super.loadView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("\(name).viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("\(name).viewWillAppear visible=\(isVisible)")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("\(name).viewDidAppear visible=\(isVisible)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("\(name).viewWillDisappear visible=\(isVisible)")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("\(name).viewDidDisappear visible=\(isVisible)")
  }
}

/// A download session delegate that writes down every call, in order, and
/// what came with it.
@MainActor
final class RecordingDownloadDelegate: DownloadSessionDelegate {
  let name: String
  private(set) var events: [String] = []
  private(set) var locations: [URL] = []
  private(set) var contentsAtDelivery: [String] = []
  private(set) var errors: [(any Error)?] = []
  private(set) var finishedSessions: [String] = []

  init(_ name: String = "delegate") {
    self.name = name
  }

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didFinishDownloadingTo location: URL
  ) {
    events.append("didFinishDownloadingTo \(task.originalURL.lastPathComponent)")
    locations.append(location)
    // Read the file now: a real URLSession deletes it once this call returns.
    contentsAtDelivery.append((try? String(contentsOf: location, encoding: .utf8)) ?? "<none>")
  }

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didCompleteWithError error: (any Error)?
  ) {
    events.append("didCompleteWithError \(error.map { "\($0)" } ?? "nil")")
    errors.append(error)
  }

  func downloadSessionDidFinishEvents(_ session: DownloadSession) {
    events.append("didFinishEvents")
    finishedSessions.append(session.configuration.identifier)
  }

  /// Deletes the files this delegate was handed, so tests leave no litter.
  func removeDownloadedFiles() {
    for location in locations { try? FileManager.default.removeItem(at: location) }
  }
}
