/// search-then-posts: what a user and the server can do to the search app,
/// one case each. The app runs with one search screen when a session
/// starts; screens are numbered in the order they were opened, from 1, and
/// a second copy of the app shares the network (one process, one network)
/// but has its own resources. An action on a screen that is gone, or a
/// request nobody is waiting for, does nothing.
public enum SearchAction: SessionAction {
  // MARK: The user

  /// Types a name in a screen and taps Search.
  case search(screen: Int, name: String)
  case refresh(screen: Int)
  /// Pulls a screen down twice in a row, impatient: two loads at once.
  case refreshTwice(screen: Int)
  /// Opens another search screen in a new window of the first app, up to
  /// search 3.
  case openScreen
  /// Searches in a second copy of the app, in its one search screen:
  /// the app and the screen open first if they are not.
  case searchInSecondApp(name: String)
  case refreshInSecondApp
  case close(screen: Int)
  /// A copy of the app goes away, its windows with it.
  case quit(app: Int)
  /// A search on a fast network: the search, then the server answering
  /// everything waiting (`answerAll`), in one step.
  case lookUp(screen: Int, name: String)
  /// Opens a new search screen in the first app, searches there, and
  /// closes it, in one step: a quick look that must leave nothing behind
  /// (the screen has no number: it shows in memory, or nowhere).
  case peek(name: String)

  // MARK: The server and the clock

  /// Answers the oldest request still waiting for the answer's path.
  case answer(SearchAnswer)
  /// Answers the newest one first.
  case answerNewest(SearchAnswer)
  /// Answers 304 Not Modified to the oldest request for a path, if it
  /// asked whether its version changed (If-None-Match).
  case notModified(SearchPath)
  case fail(SearchPath, SearchFailure)
  /// Answers every request waiting, oldest first, and those the answers
  /// lead to (the posts of a user found), each with its usual answer.
  case answerAll
  /// A minute and a second go by: data loaded before is stale.
  case timePasses

  // MARK: The extra step: loops over a resource's states

  /// A task starts a `for await` loop over a resource's states, in the
  /// first app.
  case startLoop(SearchPath)
  /// The same, a loop that ends by itself at the first state with data.
  case startLoopUntilData(SearchPath)
  case cancelLoop(Int)
}

/// The paths the server knows.
public enum SearchPath: String, Hashable, Sendable {
  case userAna = "/search/users/ana"
  case userBo = "/search/users/bo"
  case posts7 = "/users/7/posts"
  case posts8 = "/users/8/posts"
  case posts9 = "/users/9/posts"
}

/// What the server can answer, each for its path.
public enum SearchAnswer: String, Hashable, Sendable {
  /// Ana, user 7, with an ETag.
  case ana7
  /// Another user named ana, user 8, with no ETag.
  case ana8
  case bo9
  /// User 7's two posts, with an ETag.
  case posts7
  /// None, and no ETag.
  case posts7Empty
  case posts8
  case posts9

  /// What the server answers a request for `path` when nothing says
  /// otherwise, if it knows the path.
  public static func usual(for path: String) -> SearchAnswer? {
    switch SearchPath(rawValue: path) {
    case .userAna: return .ana7
    case .userBo: return .bo9
    case .posts7: return .posts7
    case .posts8: return .posts8
    case .posts9: return .posts9
    case nil: return nil
    }
  }

  public var path: SearchPath {
    switch self {
    case .ana7, .ana8: return .userAna
    case .bo9: return .userBo
    case .posts7, .posts7Empty: return .posts7
    case .posts8: return .posts8
    case .posts9: return .posts9
    }
  }

  /// The body, as the server sends it.
  public var body: String {
    switch self {
    case .ana7: return #"{"id": 7, "name": "ana"}"#
    case .ana8: return #"{"id": 8, "name": "ana"}"#
    case .bo9: return #"{"id": 9, "name": "bo"}"#
    case .posts7: return #"[{"id": 1, "title": "hello"}, {"id": 2, "title": "again"}]"#
    case .posts7Empty: return "[]"
    case .posts8: return #"[{"id": 3, "title": "the other ana"}]"#
    case .posts9: return #"[{"id": 4, "title": "bo was here"}]"#
    }
  }

  public var etag: String? {
    switch self {
    case .ana7: return "ana-v1"
    case .bo9: return "bo-v1"
    case .posts7: return "posts7-v1"
    default: return nil
    }
  }

  /// The answer in a user's words.
  var words: String {
    switch self {
    case .ana7: return "ana (user 7)"
    case .ana8: return "another ana (user 8)"
    case .bo9: return "bo (user 9)"
    case .posts7: return "2 posts"
    case .posts7Empty: return "no posts"
    case .posts8, .posts9: return "1 post"
    }
  }
}

/// How a request fails.
public enum SearchFailure: String, Hashable, Sendable {
  case offline
  case serverError = "500"
  case notFound = "404"
  /// A 200 whose body is not what the app reads.
  case badBody = "a page it cannot read"
}

extension SearchPath {
  /// "ana's search", "user 7's posts".
  var words: String {
    switch self {
    case .userAna: return "ana's search"
    case .userBo: return "bo's search"
    case .posts7: return "user 7's posts"
    case .posts8: return "user 8's posts"
    case .posts9: return "user 9's posts"
    }
  }
}
