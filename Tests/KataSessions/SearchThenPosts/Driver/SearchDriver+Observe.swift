import Foundation
import HeadlessKit
import SessionKit

@testable import SearchApp
@testable import SearchResources

/// What a user could see of the search app: each screen, the requests the
/// apps sent and how the server answered them, which resources are still
/// observed, the extra step's loops, and what is still in memory.
extension SessionDriver {
  public func observe() async -> Observation {
    await LiveObjects.attribute(to: owner) { startApp() }
    var seen = Observation()
    for index in screens.indices {
      seen.add("search \(index + 1)", window(index + 1).map(screen) ?? "(closed)")
    }
    if let second = secondAppScreen {
      let window = second.window.object.flatMap { $0.isKeyWindow ? $0 : nil }
      seen.add("search in app 2", window.map(screen) ?? "(closed)")
    }
    // A part for each action that sent something: what it sent, and how
    // the server answered since.
    for (step, requests) in sentByAction {
      seen.add("requests, step \(step)", requests.map(describe).joined(separator: " + "))
    }
    seen.add("observed", observed())
    observeLoops(into: &seen)
    // Windows and screens, not views: how many labels a screen holds is
    // what it shows, compared above, and the app as it was shows other
    // things while it keeps and frees the same screens.
    let counts = LiveObjects.counts(for: owner)
    seen.add(
      "in memory",
      [LiveObjects.Kind.window, .viewController].map { "\($0.rawValue)s: \(counts[$0] ?? 0)" }
        .joined(separator: "\n"))
    return seen
  }

  /// The screen in `window`: its title, then its views, the status line
  /// last (its words are free: see `SearchFreedoms`).
  private func screen(in window: Window) -> String {
    let controller = window.rootViewController as? SearchViewController
    var lines = ViewTreeRenderer(style: .ascii).render(window).split(separator: "\n").map(
      String.init)
    guard let controller else { return (["(no title)"] + lines).joined(separator: "\n") }
    let status = "Label \"\(controller.statusLabel.text)\""
    let matches = lines.indices.filter { lines[$0].hasSuffix(status) }
    let sameAsName = controller.nameLabel.text == controller.statusLabel.text
    if let line = sameAsName ? matches.dropFirst().first : matches.first {
      lines[line] = lines[line].dropLast(status.count) + "Label (status, below)"
    }
    let title = controller.title ?? "(no title)"
    return ([title] + lines + [SearchFreedoms.statusMark + "\"\(controller.statusLabel.text)\""])
      .joined(separator: "\n")
  }

  /// "GET /users/7/posts (If-None-Match: posts7-v1): waiting".
  private func describe(_ request: NetworkRequest) -> String {
    let asked = request.headers["If-None-Match"].map { " (If-None-Match: \($0))" } ?? ""
    let outcome =
      answers[ObjectIdentifier(request)]
      ?? (request.isCancelled ? "cancelled" : request.isFinished ? "over" : "waiting")
    return "GET \(request.path)\(asked): \(outcome)"
  }

  /// The resources each copy of the app still observes, of the paths the
  /// server knows.
  private func observed() -> String {
    let paths: [SearchPath] = [.userAna, .userBo, .posts7, .posts8, .posts9]
    return apps.enumerated().map { index, copy in
      guard let copy else { return "app \(index + 1): quit" }
      let observed = paths.map(\.rawValue).filter { copy.service.resource($0).isObserved }
      return "app \(index + 1): "
        + (observed.isEmpty ? "nothing" : observed.joined(separator: ", "))
    }.joined(separator: "\n")
  }
}
