import Foundation
import HeadlessKit
import QwinkleModel

/// Qwinkle's application delegate.
///
/// It also loads the timeline at launch and whenever the app comes back to
/// the foreground, with a session of its own, so the first screen is never
/// empty.
@MainActor
final class AppDelegate: ApplicationDelegate, DownloadSessionDelegate {
  /// Names the app delegate's download session.
  static let sessionIdentifier = "com.qwinkle.launch"

  let window = Window()
  let timelineViewController: TimelineViewController

  private let network: any DownloadNetwork
  private var session: DownloadSession?
  private var downloadedFile: URL?

  init(network: any DownloadNetwork) {
    self.network = network
    timelineViewController = TimelineViewController(
      timeline: Timeline(currentUser: "dee"), network: network)
  }

  func applicationDidFinishLaunching(_ application: Application) {
    window.rootViewController = timelineViewController
    window.makeKeyAndVisible(in: application)
    downloadTimeline()
  }

  func applicationWillEnterForeground(_ application: Application) {
    downloadTimeline()
  }

  private func downloadTimeline() {
    if session == nil {
      session = network.makeSession(
        configuration: .background(withIdentifier: Self.sessionIdentifier), delegate: self)
    }
    timelineViewController.refreshControl.beginRefreshing()
    session?.downloadTask(with: QwinkleService.timelineURL).resume()
  }

  // MARK: DownloadSessionDelegate

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didFinishDownloadingTo location: URL
  ) {
    downloadedFile = location
  }

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didCompleteWithError error: (any Error)?
  ) {
    defer {
      downloadedFile = nil
      timelineViewController.refreshControl.endRefreshing()
    }
    guard error == nil, let file = downloadedFile,
      let text = try? String(contentsOf: file, encoding: .utf8)
    else { return }
    timelineViewController.tableView.posts = text.split(whereSeparator: \.isNewline).map(
      String.init)
    timelineViewController.tableView.reloadData()
  }

  func downloadSessionDidFinishEvents(_ session: DownloadSession) {}
}
