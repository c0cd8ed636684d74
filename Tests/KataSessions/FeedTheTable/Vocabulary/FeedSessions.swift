import Foundation

/// feed-the-table: what a user, and the server behind the feed, can do to
/// the feed screens, one case each. Feeds are numbered in the order they
/// were opened, from 1; an action on a feed whose window is gone does
/// nothing.
public enum FeedAction: SessionAction {
  /// Opens the feed in a window of its own, in the first copy of the app.
  case open(FeedPosts)
  /// Opens the feed (ana's, bo's and cy's posts) in a second copy of the
  /// app, in the same process.
  case openInSecondApp
  /// The user writes a post, as dee: it goes on top of the feed.
  case write(feed: Int, text: String)
  /// The app closes a feed's window (another screen replaces it, say).
  case closeWindow(feed: Int)
  /// A copy of the app goes away, its windows still open.
  case endApp(Int)
  /// The server sends the feed as it is now (the extra step's snapshot). A
  /// feed that holds one post twice is refused: the screen keeps what it
  /// shows.
  case serverSends(feed: Int, FeedPosts)

  public var userWords: String {
    switch self {
    case .open(let posts): return "Open the feed " + posts.opened + "."
    case .openInSecondApp: return "Open the feed in the second copy of the app."
    case .write(let feed, let text): return "Write \"\(text)\" on feed \(feed)."
    case .closeWindow(let feed): return "The app closes feed \(feed)'s window."
    case .endApp(let app): return app == 1 ? "Quit the app." : "Quit the second copy of the app."
    case .serverSends(let feed, let posts):
      return "The server sends feed \(feed): " + posts.sent + "."
    }
  }

  /// A second copy of the app starts with its feed: said so, the first
  /// time, rather than as if it were already there.
  public func userWords(after earlier: [FeedAction]) -> String {
    guard self == .openInSecondApp, !earlier.contains(.openInSecondApp) else { return userWords }
    return "Start a second copy of the app and open the feed in it."
  }

  public var kind: String {
    switch self {
    case .open: return "open"
    case .openInSecondApp: return "second app"
    case .write: return "write"
    case .closeWindow: return "close"
    case .endApp: return "quit"
    case .serverSends: return "server"
    }
  }
}

/// The feeds a session opens or the server sends, each as the server's
/// lines, "author: text", newest first.
public enum FeedPosts: String, Sendable, CaseIterable {
  /// What the app opens with: ana's, bo's and cy's posts.
  case three
  /// A new user's feed.
  case none
  /// More posts than the screen is tall.
  case twelve
  /// dee posted, on top of the three.
  case oneNew
  /// bo's post is gone.
  case oneGone
  /// cy's post moved to the top.
  case moved
  /// Two posts by ana, and bo's.
  case twoByAna
  /// ana's post twice, which a feed refuses.
  case repeated
  /// Three posts none of which was there.
  case allNew
  /// Nine new posts on top of the three.
  case nineNew
  /// A post far longer than a row is wide, bo's, and one with spaces
  /// around and inside its words.
  case long

  private static let ana = "ana: the tram is late again"
  private static let bo = "bo: new bakery on Elm Street"
  private static let cy = "cy: chess in the park at six?"
  private static let dee = "dee: lunch at six?"
  private static let longPost =
    "ana: the tram is late again, so I walked along the river all the way to work and it was lovely"

  public var lines: [String] {
    switch self {
    case .three: return [Self.ana, Self.bo, Self.cy]
    case .none: return []
    case .twelve: return (1...12).map { "someone \($0): post number \($0)" }
    case .oneNew: return [Self.dee, Self.ana, Self.bo, Self.cy]
    case .oneGone: return [Self.ana, Self.cy]
    case .moved: return [Self.cy, Self.ana, Self.bo]
    case .twoByAna: return ["ana: it is raining now", Self.ana, Self.bo]
    case .repeated: return [Self.ana, Self.bo, Self.ana]
    case .allNew: return ["eve: first day here", "fay: who is up for a run?", Self.dee]
    case .nineNew:
      return (1...9).map { "someone \($0): post number \($0)" } + [Self.ana, Self.bo, Self.cy]
    case .long: return [Self.longPost, Self.bo, "cy:  chess  in the PARK? "]
    }
  }

  /// The feed opened, in the user's words: "the feed with ...".
  var opened: String {
    switch self {
    case .none: return "of a new user, with no posts yet"
    case .twelve: return "with 12 posts, more than the screen shows"
    default: return "with " + sent
    }
  }

  /// The posts sent, in the user's words, at most 40 characters: a step of
  /// a message fits 80 columns.
  var sent: String {
    switch self {
    case .three: return "ana's, bo's and cy's posts"
    case .none: return "no posts at all"
    case .twelve: return "12 posts"
    case .oneNew: return "dee's new post, then ana's, bo's, cy's"
    case .oneGone: return "ana's and cy's posts (bo's is gone)"
    case .moved: return "cy's post, then ana's and bo's"
    case .twoByAna: return "two posts by ana, then bo's"
    case .repeated: return "ana's, bo's, and ana's same post again"
    case .allNew: return "eve's, fay's and dee's posts, all new"
    case .nineNew: return "nine new posts, then ana's, bo's, cy's"
    case .long: return "a long post, bo's, cy's spaced out"
    }
  }
}

/// The sessions of feed-the-table's core steps: opening feeds, writing
/// posts, closing windows and apps.
public enum FeedSessions: SessionVocabulary {
  public static let actions: [FeedAction] =
    [.open(.three), .open(.three), .open(.none), .open(.twelve), .open(.long), .openInSecondApp]
    + [.endApp(1), .endApp(2)]
    + [1, 2, 3].flatMap { feed in
      [
        .write(feed: feed, text: "lunch?"), .write(feed: feed, text: "lunch?"),
        .write(feed: feed, text: "  Hi ALL "), .closeWindow(feed: feed),
      ]
    }

  /// The starter shows the same rows, from its list subclass, except on an
  /// empty feed, which step 3 gives a row that says so.
  public static let changes: [Int: [String]] = [3: ["feed"]]

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    FeedFreedoms.normalized(part)
  }
}

/// The extra step's sessions: the server's snapshots, on feeds opened,
/// written on and closed between them.
public enum FeedSnapshotSessions: SessionVocabulary {
  public static let actions: [FeedAction] =
    [
      .open(.three), .open(.none), .write(feed: 1, text: "lunch?"),
      .write(feed: 2, text: "  Hi ALL "),
    ]
    + [.closeWindow(feed: 1), .endApp(1)]
    + [1, 2].flatMap { feed in
      FeedPosts.allCases.filter { $0 != .twelve }.map { .serverSends(feed: feed, $0) }
    }

  /// Step 6 keeps the rows of posts that stayed, where the starter redraws
  /// every row, and refuses a feed with one post twice.
  public static let changes: [Int: [String]] = [3: ["feed"], 6: ["feed"]]

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    FeedFreedoms.normalized(part)
  }
}

/// What the brief leaves free (Solutions/feed-the-table/NOTES.md).
enum FeedFreedoms {
  /// The empty row's second line: the brief asks for a row that says there
  /// are no posts yet, and leaves any line under it to the data source.
  static func normalized(_ part: Observation.Part) -> Observation.Part {
    let row = #""No posts yet" ""#
    guard !part.name.hasSuffix("redrawn"), part.name.hasPrefix("feed "), part.text.contains(row)
    else { return part }
    var part = part
    part.text = part.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard let start = line.range(of: row) else { return String(line) }
      return String(line[..<start.upperBound].dropLast(2))
    }.joined(separator: "\n")
    return part
  }
}
