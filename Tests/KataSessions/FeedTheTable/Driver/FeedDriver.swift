import Foundation
import HeadlessKit
import SessionKit

@testable import FeedApp
@testable import FeedList

/// Drives one copy of the feed app through a session: compiled once
/// against the learner's modules and once against the app as it should
/// be, so both are driven by this very code. Nothing here is asynchronous:
/// the feed has no network of its own, and the driver plays the server.
@MainActor
public final class SessionDriver: SessionApp {
  public typealias Action = FeedAction

  /// Whom the toolkit counts this copy's views and screens for.
  private let owner: String
  /// Each copy of the app; nil once it went away.
  private var apps: [Application?] = []
  /// Every feed opened, weakly: the driver must not keep one alive.
  private var feeds: [(screen: Weak<FeedViewController>, window: Weak<Window>)] = []
  /// The rows each feed showed before the last action, weakly: a row whose
  /// cell is not among them was drawn anew.
  private var rowsBefore: [[Weak<TableViewCell>]] = []

  public init() {
    owner = AppOwner.next("feed")
  }

  public func perform(_ action: FeedAction) async {
    rowsBefore = feeds.indices.map { index in rows(of: index + 1).map { Weak($0) } }
    await LiveObjects.attribute(to: owner) {
      switch action {
      case .open(let posts): open(posts, inApp: 0)
      case .openInSecondApp: open(.three, inApp: 1)
      case .write(let feed, let text): screen(feed)?.add(Post(author: "dee", text: text))
      case .closeWindow(let feed): window(feed)?.close()
      case .endApp(let number): if apps.indices.contains(number - 1) { apps[number - 1] = nil }
      case .serverSends(let feed, let posts): send(posts, to: feed)
      }
    }
  }

  public func observe() async -> Observation {
    var seen = Observation()
    for number in feeds.indices.map({ $0 + 1 }) {
      let name = "feed \(number)"
      guard let window = window(number) else {
        seen.add(name, "(closed)")
        continue
      }
      let screen = feeds[number - 1].screen.object
      let title = screen?.title ?? "(no title)"
      seen.add(name, title + "\n" + drawing(of: window, list: screen?.tableView))
      seen.add(name + " redrawn", redrawn(number))
    }
    seen.add("in memory", offScreen())
    return seen
  }

  // MARK: Screens

  private func open(_ posts: FeedPosts, inApp index: Int) {
    while apps.count <= index { apps.append(Application()) }
    guard let app = apps[index] else { return }
    let screen = FeedViewController(posts: posts.lines.compactMap(Self.post))
    let window = Window()
    window.rootViewController = screen
    window.makeKeyAndVisible(in: app)
    feeds.append((Weak(screen), Weak(window)))
  }

  /// The server's feed, as the app would take it: a snapshot of its posts,
  /// shown on the feed, unless the snapshot refuses them.
  private func send(_ posts: FeedPosts, to feed: Int) {
    guard let screen = screen(feed) else { return }
    var snapshot = FeedSnapshot()
    do {
      try snapshot.appendPosts(posts.lines.compactMap(Self.post))
    } catch {
      return
    }
    screen.show(snapshot)
  }

  /// A line the server sends, "author: text", as a post.
  private static func post(_ line: String) -> Post? {
    guard let separator = line.range(of: ": ") else { return nil }
    return Post(
      author: String(line[..<separator.lowerBound]), text: String(line[separator.upperBound...]))
  }

  /// Feed `number`, while its window is open.
  private func screen(_ number: Int) -> FeedViewController? {
    guard window(number) != nil else { return nil }
    return feeds[number - 1].screen.object
  }

  /// Feed `number`'s window, while it is open: shown, in an app that is
  /// still running.
  private func window(_ number: Int) -> Window? {
    guard feeds.indices.contains(number - 1), let window = feeds[number - 1].window.object,
      window.application?.windows.contains(where: { $0 === window }) == true
    else { return nil }
    return window
  }

  private func rows(of number: Int) -> [TableViewCell] {
    screen(number)?.tableView.visibleCells ?? []
  }

  // MARK: Observing

  /// The window's screen as the renderer draws it, but with a list of any
  /// class named a ListView: a user sees a list, not the class it was made
  /// of.
  private func drawing(of window: Window, list: ListView?) -> String {
    let drawn = ViewTreeRenderer(style: .ascii).render(window.rootViewController?.view ?? window)
    guard let list, type(of: list) != ListView.self else { return drawn }
    // Every line ends with a newline, so the list's own line is matched whole.
    let named = (drawn + "\n").replacingOccurrences(
      of: "- \(list.summary)\n", with: "- ListView \(list.frame)\n")
    return String(named.dropLast())
  }

  /// What the app keeps alive that no open window shows, by kind: a feed
  /// closed but never freed, the cells of rows long gone. (What a window
  /// shows, the empty row's cell included, its screen already says.)
  private func offScreen() -> String {
    var shown: [LiveObjects.Kind: Int] = [:]
    func count(_ view: View) {
      shown[view is TableViewCell ? .cell : .view, default: 0] += 1
      for child in view.subviews { count(child) }
    }
    for number in feeds.indices.map({ $0 + 1 }) {
      guard let window = window(number) else { continue }
      shown[.window, default: 0] += 1
      if window.rootViewController != nil { shown[.viewController, default: 0] += 1 }
      for child in window.subviews { count(child) }
    }
    let alive = LiveObjects.counts(for: owner)
    return LiveObjects.Kind.allCases.map { kind in
      "\(kind.rawValue)s off screen: \(max(0, (alive[kind] ?? 0) - (shown[kind] ?? 0)))"
    }.joined(separator: "\n")
  }

  /// The rows of feed `number` whose cells the last action made: a row
  /// that kept its cell keeps what it showed, an image loading, say.
  private func redrawn(_ number: Int) -> String {
    let before = rowsBefore.indices.contains(number - 1) ? rowsBefore[number - 1] : []
    let fresh = rows(of: number).filter { cell in !before.contains { $0.object === cell } }
    return fresh.isEmpty ? "no row" : fresh.map { "\"\($0.text)\"" }.joined(separator: ", ")
  }
}
