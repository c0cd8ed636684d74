extension SearchAction {
  public var userWords: String {
    switch self {
    case .search(let screen, let name):
      return "Type \"\(name)\" in search \(screen) and tap Search."
    case .refresh(let screen): return "Pull search \(screen) down to refresh."
    case .lookUp(let screen, let name):
      return "Look up \"\(name)\" in search \(screen); the server answers everything."
    case .peek(let name): return "Open a new search, look up \"\(name)\" there, and close it."
    case .openScreen: return "Open another search screen in a new window."
    case .refreshTwice(let screen): return "Pull search \(screen) down to refresh, twice in a row."
    case .searchInSecondApp(let name):
      return "In the second copy of the app, search for \"\(name)\"."
    case .refreshInSecondApp: return "In the second copy of the app, pull search down to refresh."
    case .close(let screen): return "Close search \(screen)."
    case .quit(let app): return app == 1 ? "Quit the app." : "Quit the second copy of the app."
    case .answer(let answer): return "The server answers \(answer.path.words): \(answer.words)."
    case .answerNewest(let answer):
      return
        "The server answers \(answer.path.words), newest first: \(answer.words)."
    case .notModified(let path): return "The server answers \(path.words): 304 Not Modified."
    case .fail(let path, .offline): return "The request for \(path.words) fails: offline."
    case .fail(let path, .badBody):
      return "The server answers \(path.words) with a page the app cannot read."
    case .fail(let path, let status):
      return "The server answers \(path.words) with \(status.rawValue)."
    case .answerAll: return "The server answers every request waiting, and those they lead to."
    case .timePasses: return "A minute goes by: what was loaded is no longer fresh."
    case .startLoop(let path): return "A task starts a loop over the states of \(path.words)."
    case .startLoopUntilData(let path):
      return "A task loops over the states of \(path.words) until one has data."
    case .cancelLoop(let loop): return "Cancel the task of loop \(loop)."
    }
  }

  /// A second copy of the app starts at its first search: said so, the
  /// first time, rather than as if it were already there; a refresh there
  /// before it has started does nothing, and says so.
  public func userWords(after earlier: [SearchAction]) -> String {
    let started = earlier.contains {
      if case .searchInSecondApp = $0 { return true }
      return false
    }
    switch self {
    case .searchInSecondApp(let name) where !started:
      return "Start a second copy of the app and search for \"\(name)\" in it."
    case .refreshInSecondApp where !started:
      return "Refresh search in a second copy of the app (none yet, so nothing happens)."
    default: return userWords
    }
  }

  /// Runs that mean something only together, too rare to come up by
  /// chance: a refresh fails, and the next refresh is answered 304 Not
  /// Modified (the data is as it was, and the error is over).
  public static let flows: [[SearchAction]] = [
    [.lookUp(screen: 1, name: "ana"), .refresh(screen: 1), .fail(.userAna, .offline)]
      + [.refresh(screen: 1), .notModified(.userAna), .notModified(.posts7)],
    [.lookUp(screen: 1, name: "ana"), .refresh(screen: 1), .fail(.posts7, .offline)]
      + [.refresh(screen: 1), .notModified(.posts7), .answerAll],
    [.lookUp(screen: 1, name: "ana"), .timePasses, .search(screen: 1, name: "ana")]
      + [.fail(.userAna, .notFound), .refresh(screen: 1), .notModified(.userAna)],
  ]

  /// Few kinds, so that sessions covering every pair of them leave room
  /// for long ones drawn freely.
  public var kind: String {
    switch self {
    case .search, .lookUp, .searchInSecondApp: return "search"
    case .refresh, .refreshTwice, .refreshInSecondApp: return "refresh"
    case .openScreen, .close, .quit, .peek: return "screens"
    case .answer, .answerNewest, .notModified, .answerAll: return "answer"
    case .fail: return "fail"
    case .timePasses: return "time"
    case .startLoop, .startLoopUntilData: return "loop"
    case .cancelLoop: return "cancel loop"
    }
  }
}

/// The sessions of search-then-posts' core steps: searches on several
/// screens and a second copy of the app, refreshes, screens closed and the
/// app quit, the server answering in any order, 304s, every kind of
/// failure, and time making data stale.
public enum SearchSessions: SessionVocabulary {
  /// Weighted by repeats: the first screen's search, refresh and the
  /// server answering everything most, so that sessions often get as far
  /// as a user and their posts on screen, and then do something to them.
  public static let actions: [SearchAction] =
    [
      .lookUp(screen: 1, name: "ana"), .lookUp(screen: 1, name: "ana"),
      .lookUp(screen: 1, name: "ana"), .lookUp(screen: 1, name: "bo"),
      .lookUp(screen: 2, name: "ana"), .peek(name: "ana"), .peek(name: "ana"),
      .peek(name: "bo"), .search(screen: 1, name: "ana"), .search(screen: 1, name: "ana"),
      .search(screen: 1, name: "ana"), .search(screen: 1, name: "bo"),
      .search(screen: 1, name: "bo"), .search(screen: 2, name: "ana"),
      .search(screen: 2, name: "ana"), .search(screen: 2, name: "bo"),
      .search(screen: 3, name: "ana"), .refresh(screen: 1), .refresh(screen: 1),
      .refresh(screen: 1), .refresh(screen: 2), .refresh(screen: 2), .refresh(screen: 3),
      .refreshTwice(screen: 1), .refreshTwice(screen: 1), .openScreen, .openScreen,
      .searchInSecondApp(name: "ana"), .searchInSecondApp(name: "ana"),
      .searchInSecondApp(name: "bo"), .refreshInSecondApp, .close(screen: 1),
      .close(screen: 2), .close(screen: 2), .close(screen: 3), .quit(app: 2),
    ]
    + [
      .answerAll, .answerAll, .answerAll, .answerAll, .answerAll, .answer(.ana7),
      .answer(.ana8), .answer(.ana8), .answer(.bo9), .answer(.posts7), .answer(.posts7Empty),
      .answer(.posts8), .answer(.posts9), .answerNewest(.ana7), .answerNewest(.ana8),
      .answerNewest(.ana8), .answerNewest(.posts7),
      .answerNewest(.posts7Empty),
      .notModified(.userAna), .notModified(.userAna), .notModified(.posts7),
      .notModified(.posts7), .fail(.userAna, .offline), .fail(.userAna, .offline),
      .fail(.posts7, .offline), .fail(.posts7, .offline), .fail(.userAna, .notFound),
      .fail(.userBo, .serverError), .fail(.posts7, .badBody), .fail(.userAna, .badBody),
      .fail(.posts9, .serverError), .timePasses, .timePasses, .timePasses,
    ]

  /// The starter's screen draws each answer as it comes, whatever it
  /// answers, with its own status line, and never observes a resource;
  /// its resources load with no ETag. It frees a closed screen, as the
  /// app as it should be does.
  public static let changes: [Int: [String]] = [
    3: ["search", "requests", "observed"], 4: ["search"], 5: ["requests"],
  ]

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    SearchFreedoms.normalized(part)
  }
}

/// The extra step's sessions: loops over the states of the resources a
/// screen searches and loads, cancelled or ending by themselves.
public enum SearchStatesSessions: SessionVocabulary {
  public static let actions: [SearchAction] =
    [
      .startLoop(.userAna), .startLoop(.posts7), .startLoop(.posts7),
      .startLoopUntilData(.userAna), .startLoopUntilData(.posts7), .cancelLoop(1), .cancelLoop(2),
    ]
    + [
      .lookUp(screen: 1, name: "ana"), .lookUp(screen: 1, name: "ana"),
      .search(screen: 1, name: "ana"), .search(screen: 1, name: "bo"), .refresh(screen: 1),
      .refresh(screen: 1), .close(screen: 1), .answerAll, .answerAll, .answer(.ana7),
      .answer(.posts7), .notModified(.posts7), .notModified(.posts7), .notModified(.userAna),
      .fail(.userAna, .offline), .fail(.posts7, .serverError), .timePasses,
    ]

  public static let changes: [Int: [String]] = [6: ["loop"]]

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    SearchFreedoms.normalized(part)
  }
}

/// Every action of the kata, for verify's proof that the starter differs
/// from the app as it should be only where a step says.
public enum SearchAllSessions: SessionVocabulary {
  public static let actions = SearchSessions.actions + SearchStatesSessions.actions
  public static let changes = SearchSessions.changes.merging(SearchStatesSessions.changes) {
    $0 + $1
  }

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    SearchFreedoms.normalized(part)
  }
}
