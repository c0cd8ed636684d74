import HeadlessKit
import SessionKit

@testable import QwinkleApp
@testable import QwinkleModel

/// What a user could see of Qwinkle: every window's screen, with the error
/// it shows; what the server was asked; and what is still in memory.
extension SessionDriver {
  public func observe() async -> Observation {
    await LiveObjects.attribute(to: owner) { launchIfNeeded() }
    var seen = Observation()
    let renderer = ViewTreeRenderer(style: .ascii)
    for kind in Kind.allCases {
      let count = screens.filter { $0.kind == kind }.count
      for number in 1...max(count, 1) where count > 0 {
        let name = "\(kind.rawValue) \(number)"
        guard let window = window(kind, number), let controller = window.rootViewController
        else {
          seen.add(name, "(closed)")
          continue
        }
        var text = (controller.title ?? "(no title)") + "\n" + renderer.render(controller.view)
        if let error = errorShown(by: controller) { text += "\nerror: " + error }
        seen.add(name, text)
      }
    }
    seen.add("requests", requestsSeen())
    let counts = LiveObjects.counts(for: owner)
    seen.add(
      "in memory",
      LiveObjects.Kind.allCases.map { "\($0.rawValue)s: \(counts[$0] ?? 0)" }.joined(
        separator: "\n"))
    return seen
  }

  /// The error a screen tells its user, if it tells one.
  private func errorShown(by controller: ViewController) -> String? {
    if let timeline = controller as? TimelineViewController { return timeline.errorMessage }
    if let entry = controller as? NewEntryViewController { return entry.errorMessage }
    return nil
  }

  /// What the server was asked, and what it has not answered yet.
  private func requestsSeen() -> String {
    let timeline = requests.filter { $0.originalURL == QwinkleService.timelineURL }
    let posts = requests.filter { $0.originalURL == QwinkleService.postURL }
    func waiting(_ tasks: [DownloadTask]) -> Int { tasks.filter { $0.state == .running }.count }
    return "timeline: \(timeline.count) asked, \(waiting(timeline)) waiting\n"
      + "posts: \(posts.count) sent, \(waiting(posts)) waiting"
  }
}
