/// someone-elses-job: what a user and the world can do to Clips, whose
/// commands fail for want of a login or a network, one case each. The app
/// starts with the session it saved, which the server may say is over (a
/// 401); a second copy of it can start beside it.
/// Apps are numbered from 1; an action on an app that was quit, or on an
/// interstitial that is not on screen, does nothing.
public enum RecoveryAction: SessionAction {
  /// A request the server can be asked.
  public enum Path: String, Sendable, Hashable, CaseIterable {
    case feed, inbox, weather
  }

  /// How the server answers a request.
  public enum Reply: String, Sendable, Hashable, CaseIterable {
    /// 200 with what was asked for.
    case ok
    /// 200 with a body that cannot be read.
    case unreadable
    /// 401: the session is over, a login is needed.
    case unauthorized
    /// 500.
    case serverError
    /// No answer at all: the connection is lost.
    case offline
  }

  /// Pulls an app's feed down to refresh it.
  case pullFeed(app: Int)
  /// Pulls an app's inbox down to refresh it.
  case pullInbox(app: Int)
  /// The weather plug-in's screen (a screen written tomorrow, with its own
  /// kind of command) asks the server for the forecast.
  case askWeather
  /// On an app's login screen, the user logs in.
  case logIn(app: Int)
  /// The user closes an app's login screen without logging in.
  case cancelLogin(app: Int)
  /// Retry on an app's network error prompt.
  case retry(app: Int)
  /// Cancel on an app's network error prompt.
  case cancelPrompt(app: Int)
  /// Every interstitial on its way out finishes leaving (its animation
  /// ends).
  case animationsEnd
  /// The server answers the oldest (or the newest) request to a path that
  /// is still waiting.
  case answer(Path, Reply, newest: Bool = false)
  /// The server answers every request still waiting, oldest first, each
  /// with what was asked for.
  case answerAll
  /// The apps' scheduler cancels the oldest (or newest) work in flight.
  case cancelWork(newest: Bool)
  /// A second copy of the app starts, in the same process.
  case openSecondApp
  /// A copy of the app goes away (the user quits it, the system ends it).
  case quitApp(Int)
  /// The extra step: a home screen written in async code refreshes the
  /// feed and the inbox together (`refreshEverything(on:)`).
  case refreshHome
  /// The extra step: an async caller awaits the feed with `execute`.
  case awaitFeed
  /// The task awaiting an async call is cancelled (its view went away).
  case cancelAwait(call: Int)

  public var userWords: String {
    switch self {
    case .pullFeed(let app): return "Pull the feed down to refresh\(Self.in(app))."
    case .pullInbox(let app): return "Pull the inbox down to refresh\(Self.in(app))."
    case .askWeather: return "Ask the weather plug-in for the forecast."
    case .logIn(let app): return "Log in on the login screen\(Self.in(app))."
    case .cancelLogin(let app): return "Close the login screen without logging in\(Self.in(app))."
    case .retry(let app): return "Tap Retry on the network error prompt\(Self.in(app))."
    case .cancelPrompt(let app): return "Tap Cancel on the network error prompt\(Self.in(app))."
    case .animationsEnd: return "Whatever is on its way off the screen finishes leaving."
    case .answer(let path, let reply, let newest):
      let which = "the \(newest ? "newest" : "oldest") \(path.rawValue) request"
      return reply == .offline
        ? "The server never answers \(which): the connection is lost."
        : "The server answers \(which) with \(Self.words(for: reply, to: path))."
    case .answerAll: return "The server answers every request waiting, with what was asked for."
    case .cancelWork(let newest):
      return "The app's scheduler cancels the \(newest ? "newest" : "oldest") work in flight."
    case .openSecondApp: return "Start a second copy of the app."
    case .quitApp(let app): return app == 1 ? "Quit the app." : "Quit the second copy of the app."
    case .refreshHome: return "Pull the async home screen down to refresh everything."
    case .awaitFeed: return "Start an async call that awaits the feed."
    case .cancelAwait(let call): return "Cancel the task awaiting async call \(call)."
    }
  }

  public var kind: String {
    switch self {
    case .pullFeed, .pullInbox: return "pull"
    case .askWeather: return "weather"
    case .logIn: return "log in"
    case .cancelLogin: return "cancel login"
    case .retry: return "retry"
    case .cancelPrompt: return "cancel prompt"
    case .animationsEnd: return "animations"
    case .answer(let path, _, _): return "answer \(path.rawValue)"
    case .answerAll: return "answer all"
    case .cancelWork: return "cancel work"
    case .openSecondApp: return "second app"
    case .quitApp: return "quit"
    case .refreshHome: return "home"
    case .awaitFeed: return "await"
    case .cancelAwait: return "cancel await"
    }
  }

  private static func `in`(_ app: Int) -> String { app == 1 ? "" : " in the second copy" }

  static func words(for reply: Reply, to path: Path) -> String {
    switch (reply, path) {
    case (.ok, .feed): return "a video"
    case (.ok, .inbox): return "a message"
    case (.ok, .weather): return "a forecast"
    case (.unreadable, _): return "a body that cannot be read"
    case (.unauthorized, _): return "401"
    case (.serverError, _): return "500"
    case (.offline, _): return "no answer"
    }
  }
}
