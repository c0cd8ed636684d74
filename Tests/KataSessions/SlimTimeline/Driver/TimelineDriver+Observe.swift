import Foundation
import HeadlessKit
import SessionKit

@testable import TimelineApp
@testable import TimelineDownloads

/// What a user could see of Qwinkle: each window, what each app asked the
/// network for, what became of the system's completion handlers, the extra
/// step's calls, and what is still in memory.
extension SessionDriver {
  public func observe() async -> Observation {
    await LiveObjects.attribute(to: owner) { launchFirstApp() }
    var seen = Observation()
    for (index, app) in apps.enumerated() {
      seen.add("app \(index + 1) window", app.map { screen(in: $0.appDelegate.window) } ?? "(quit)")
    }
    for number in windows.indices.map({ $0 + 2 }) {
      seen.add("window \(number)", window(number).map(screen) ?? "(closed)")
    }
    for (index, tasks) in sent.enumerated() where !tasks.isEmpty {
      seen.add("app \(index + 1) downloads", tasks.map(describe).joined(separator: "\n"))
    }
    if !wakes.isEmpty {
      seen.add("system", wakes.enumerated().map(describe).joined(separator: "\n"))
    }
    observeDownloader(into: &seen)
    let counts = LiveObjects.counts(for: owner)
    seen.add(
      "in memory",
      LiveObjects.Kind.allCases.map { "\($0.rawValue)s: \(counts[$0] ?? 0)" }.joined(
        separator: "\n"))
    return seen
  }

  /// The screen in `window`: its title, then its views.
  private func screen(in window: Window) -> String {
    (window.rootViewController?.title ?? "(no title)") + "\n"
      + ViewTreeRenderer(style: .ascii).render(window)
  }

  private func describe(_ task: DownloadTask) -> String {
    let name = task.originalURL.lastPathComponent
    switch task.state {
    case .suspended: return "\(name): not started"
    case .running: return "\(name): waiting for the server"
    case .canceling: return "\(name): cancelled"
    case .completed: return "\(name): over"
    }
  }

  /// "wake 1: com.qwinkle.timeline" over "  handler run once": two short
  /// lines, as a part is shown in a narrow column.
  private func describe(_ number: Int, _ wake: Wake) -> String {
    let app = wake.app == 1 ? "" : " (2nd app)"
    let runs =
      wake.runs == 0
      ? "not run"
      : wake.runs == 1 ? "run once" : wake.runs == 2 ? "run twice" : "run \(wake.runs) times"
    return "wake \(number + 1)\(app): \(wake.identifier)\n  handler \(runs)"
  }
}
