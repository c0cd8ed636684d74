/// someone-elses-job: what a user and the world can do to Clips, whose
/// commands fail for want of a login or a network, one case each. The app
/// starts with the session it saved, which the server may say is over (a
/// 401); a second copy of it can start beside it. Apps are numbered from
/// 1; an action on an app that was quit, or on an interstitial that is not
/// on screen (or on its way out), does nothing.
public enum RecoveryAction: SessionAction {
  /// A request the server can be asked.
  public enum Path: String, Sendable, Hashable, CaseIterable {
    case feed, inbox, weather
  }

  /// How the server answers a request.
  public enum Reply: String, Sendable, Hashable, CaseIterable {
    /// 200 with what was asked for, new each time.
    case ok
    /// 200 with just what the last 200 to that path held: nothing new.
    case same
    /// 200 with nothing in it: no videos, no messages.
    case nothing
    /// 200 with two of a kind: two videos of one title, one message twice.
    case twoAlike
    /// 200 with a body that cannot be read.
    case unreadable
    /// 401: the session is over, a login is needed.
    case unauthorized
    /// 404.
    case notFound
    /// 500.
    case serverError
    /// 504.
    case gatewayTimeout
    /// No answer at all: the connection is lost.
    case offline
  }

  /// How the user answers an interstitial.
  public enum Answer: String, Sendable, Hashable, CaseIterable {
    /// Logs in on the login screen.
    case logIn
    /// Closes the login screen without logging in.
    case cancelLogin
    /// Retry on the network error prompt.
    case retry
    /// Cancel on the network error prompt.
    case cancelPrompt
  }

  /// Pulls an app's feed down to refresh it; with `answered`, the server
  /// answers that refresh at once.
  case pullFeed(app: Int, answered: Reply? = nil)
  /// Pulls an app's inbox down to refresh it; with `answered`, the server
  /// answers that refresh at once.
  case pullInbox(app: Int, answered: Reply? = nil)
  /// The weather plug-in's screen (a screen written tomorrow, with its own
  /// kind of command) asks the server for the forecast.
  case askWeather
  /// The user answers an app's interstitial; with `gone`, it has finished
  /// leaving before anything else happens.
  case reply(Answer, app: Int, gone: Bool = false)
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
    case .pullFeed(let app, let reply):
      return Self.in(app) + "Pull the feed down to refresh" + Self.then(reply, .feed) + "."
    case .pullInbox(let app, let reply):
      return Self.in(app) + "Pull the inbox down to refresh" + Self.then(reply, .inbox) + "."
    case .askWeather: return "Ask the weather plug-in for the forecast."
    case .reply(let answer, let app, let gone):
      return Self.in(app) + Self.words(for: answer) + (gone ? "; it slides away." : ".")
    case .animationsEnd: return "Whatever is on its way off the screen finishes leaving."
    case .answer(let path, let reply, let newest):
      return "The \(newest ? "newest" : "oldest") \(path.rawValue) request: "
        + Self.words(for: reply, to: path) + "."
    case .answerAll: return "The server answers every waiting request as asked."
    case .cancelWork(let newest):
      return "The app's scheduler cancels the \(newest ? "newest" : "oldest") work in flight."
    case .openSecondApp: return "Start a second copy of the app."
    case .quitApp(let app): return app == 1 ? "Quit the app." : "Quit the second copy of the app."
    case .refreshHome: return "Pull the async home screen down to refresh everything."
    case .awaitFeed: return "Start an async call that awaits the feed."
    case .cancelAwait(let call): return "Cancel the task awaiting async call \(call)."
    }
  }

  /// Kinds are roles, few of them: sessions take every two in both orders
  /// (a prompt answered before the server fails again, and after), and
  /// are otherwise drawn freely, long enough for a refresh that works,
  /// one that fails and a third to meet.
  public var kind: String {
    switch self {
    case .pullFeed(let app, _), .pullInbox(let app, _): return app == 1 ? "pull" : "copy 2"
    case .askWeather: return "weather"
    case .reply(let answer, let app, _):
      guard app == 1 else { return "copy 2" }
      return answer == .logIn || answer == .cancelLogin ? "login screen" : "prompt"
    case .animationsEnd: return "animations"
    case .answer, .answerAll: return "server"
    case .cancelWork: return "cancel work"
    case .openSecondApp: return "copy 2"
    case .quitApp: return "quit"
    case .refreshHome, .awaitFeed: return "async"
    case .cancelAwait: return "cancel await"
    }
  }

  /// Runs that mean something only together, too rare to come up by
  /// chance: a request still out when a login is needed fails for want of
  /// a network, so its prompt waits its turn behind the login screen (a
  /// login retries only what waited for the login; the prompt comes
  /// next), and the other way round; an inbox that had messages and now
  /// has none. (Once a login is needed, what is sent next waits for the
  /// login without reaching the server.)
  public static let flows: [[RecoveryAction]] = [
    [.pullInbox(app: 1), .pullFeed(app: 1, answered: .unauthorized), .answer(.inbox, .offline)]
      + [.reply(.logIn, app: 1, gone: true), .reply(.retry, app: 1)],
    [.pullFeed(app: 1), .pullInbox(app: 1, answered: .unauthorized)]
      + [.answer(.feed, .gatewayTimeout), .reply(.logIn, app: 1), .animationsEnd]
      + [.reply(.cancelPrompt, app: 1)],
    [.pullFeed(app: 1, answered: .offline), .pullInbox(app: 1, answered: .unauthorized)]
      + [.reply(.retry, app: 1, gone: true), .reply(.logIn, app: 1, gone: true)],
    [.pullInbox(app: 1, answered: .ok), .pullInbox(app: 1, answered: .nothing)]
      + [.pullFeed(app: 1, answered: .twoAlike), .pullFeed(app: 1, answered: .nothing)],
  ]

  /// "Copy 2: " before what is done in the second copy of the app.
  private static func `in`(_ app: Int) -> String { app == 1 ? "" : "Copy \(app): " }

  private static func then(_ reply: Reply?, _ path: Path) -> String {
    reply.map { "; " + words(for: $0, to: path) } ?? ""
  }

  private static func words(for answer: Answer) -> String {
    switch answer {
    case .logIn: return "Log in on the login screen"
    case .cancelLogin: return "Close the login screen without logging in"
    case .retry: return "Tap Retry on the network error prompt"
    case .cancelPrompt: return "Tap Cancel on the network error prompt"
    }
  }

  /// What the server does, in a few words: "the server says 500".
  static func words(for reply: Reply, to path: Path) -> String {
    switch (reply, path) {
    case (.ok, .feed): return "the server sends a video"
    case (.ok, .inbox): return "the server sends a message"
    case (.ok, .weather): return "the server sends a forecast"
    case (.same, .feed): return "the same videos come again"
    case (.same, .inbox): return "the same messages come again"
    case (.same, .weather): return "the same forecast comes again"
    case (.nothing, .feed): return "the server sends no videos"
    case (.nothing, .inbox): return "the server sends no messages"
    case (.nothing, .weather): return "the server sends an empty forecast"
    case (.twoAlike, .feed): return "two videos of one title"
    case (.twoAlike, .inbox): return "the same message twice"
    case (.twoAlike, .weather): return "the server sends a forecast"
    case (.unreadable, _): return "the answer cannot be read"
    case (.unauthorized, _): return "the server says 401"
    case (.notFound, _): return "the server says 404"
    case (.serverError, _): return "the server says 500"
    case (.gatewayTimeout, _): return "the server says 504"
    case (.offline, _): return "the connection drops, no answer"
    }
  }
}
