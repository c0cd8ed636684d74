import Foundation
import HeadlessKit
import Testing

@testable import Delegation

@MainActor
@Suite("The delegation demo shows who calls whom")
struct DelegationDemoTests {
  private let trace = DelegationDemo.run()

  /// The calls as "actor: message" lines, for easy searching.
  private var calls: [String] { trace.calls.map { "\($0.actor): \($0.message)" } }

  /// Whether `expected` appear in `calls` in this order (other calls may sit
  /// between them).
  private func callsInclude(inOrder expected: [String]) -> Bool {
    var remaining = expected[...]
    for call in calls where remaining.first.map(call.hasPrefix) == true {
      remaining = remaining.dropFirst()
    }
    return remaining.isEmpty
  }

  @Test("A pull travels control, screen, service, session and back to the screen")
  func refreshSequence() {
    #expect(
      callsInclude(inOrder: [
        "DownloadService: -> network: makeSession(\"com.qwinkle.timeline\")",
        "RefreshControl: sends .valueChanged -> TimelineViewController",
        "TimelineViewController: refresh(_:) -> DownloadService.start()",
        "network: downloading timeline.txt",
        "DownloadSession: -> DownloadService: didFinishDownloadingTo",
        "DownloadSession: -> DownloadService: didCompleteWithError(nil)",
        "DownloadService: -> TimelineViewController: didFinishDownloading",
        "TimelineViewController: shows 3 posts",
        "TimelineViewController: -> RefreshControl.endRefreshing()",
      ]), "\(calls)")
  }

  @Test("The background path goes system, app delegate, screen, and back through the service")
  func backgroundSequence() {
    #expect(
      callsInclude(inOrder: [
        "system: -> Application: handleEventsForBackgroundSession",
        "AppDelegate: -> TimelineViewController: completion handler",
        "DownloadSession: -> DownloadService: downloadSessionDidFinishEvents",
        "DownloadService: -> TimelineViewController: didFinishEvents",
        "TimelineViewController: calls the background completion handler",
        "system: completion handler ran",
      ]), "\(calls)")
  }

  @Test("Both screens' services connect when the app starts")
  func bothServicesConnect() {
    let sessions = calls.filter { $0.contains("makeSession") }
    #expect(sessions.count == 2)
    #expect(sessions.allSatisfy { $0.hasPrefix("DownloadService:") })
  }

  @Test("The screen is drawn while refreshing and after the download")
  func screens() {
    let screens = trace.entries.compactMap { entry -> String? in
      if case .screen(_, let rendering) = entry { return rendering }
      return nil
    }
    #expect(screens.count == 2)
    #expect(screens.first != screens.last, "the screen looks the same after the download")
  }
}
