/// work-out-of-controller: what a user and the world can do to Clips, one
/// case each. Login screens are numbered in the order they were opened,
/// from 1 (the app's own); a second login window and a second copy of the
/// app add one each, and the second copy a feed too. An action on a screen
/// that is gone, or on an app that was quit, does nothing.
public enum WorkOutAction: SessionAction {
  /// A request the server can be asked.
  public enum Path: String, Sendable, Hashable, CaseIterable {
    case login, feed, inbox
  }

  /// How the server answers a request.
  public enum Reply: String, Sendable, Hashable, CaseIterable {
    /// 200 with what was asked for: a session, a video, a message.
    case ok
    /// 200 with nothing: no videos, no messages (an empty page to a login).
    case nothing
    /// 200 with two of a kind: two videos of one title, one message twice
    /// (to a login, a session as `ok`).
    case twoAlike
    /// 200 with a body that cannot be read.
    case unreadable
    /// 401.
    case unauthorized
    /// 404.
    case notFound
    /// 500.
    case serverError
    /// 503.
    case unavailable
    /// 504.
    case gatewayTimeout
    /// No answer at all: the connection is lost.
    case offline
  }

  /// Types `name` as the username and `password` on a login screen (over
  /// what its fields held), then taps Log in; with `answered`, the server
  /// answers that login at once.
  case logIn(screen: Int, name: String, password: String = "sesame", answered: Reply? = nil)
  /// Closes a login screen's window.
  case closeLogin(screen: Int)
  /// Pulls a feed down to refresh it; with `answered`, the server answers
  /// that refresh at once.
  case pullFeed(screen: Int, answered: Reply? = nil)
  /// The app opens a second login window, on its bus.
  case openLoginWindow
  /// A second copy of the app starts, in the same process.
  case openSecondApp
  /// A copy of the app goes away (the user quits it, the system ends it).
  case quitApp(Int)
  /// The home screen refreshes everything: feed and inbox together.
  case refreshEverything
  /// The weather screen asks for its two cities' forecasts at once:
  /// Paris's plug-in is there from the start, Oslo's loads later.
  case refreshWeather
  /// Oslo's weather plug-in loads, while the app runs, and registers its
  /// handler.
  case loadOsloPlugin
  /// The server answers the oldest (or the newest) request to a path that
  /// is still waiting.
  case answer(Path, Reply, newest: Bool = false)
  /// The server answers every request still waiting, oldest first, each
  /// with what was asked for.
  case answerAll
  /// The app's scheduler cancels the oldest (or newest) work in flight, as
  /// it does for work the system takes away.
  case cancelWork(newest: Bool)
  /// An async caller (a SwiftUI `.task`, say) awaits the feed with
  /// `execute`: the extra step.
  case awaitFeed
  /// The task awaiting an async call is cancelled (its view went away).
  case cancelAwait(call: Int)

  public var userWords: String {
    switch self {
    case .logIn(let screen, let name, let password, let reply):
      let typed = password == "sesame" ? "" : ", password \"\(password)\","
      let then =
        reply.map { "; " + Self.words(for: $0, to: .login) }
        ?? (typed.isEmpty ? " (name, password, Log in)" : "")
      return "Log in as \"\(name)\"\(typed) on login screen \(screen)\(then)."
    case .closeLogin(let screen): return "Close login screen \(screen)'s window."
    case .pullFeed(let screen, let reply):
      return "Pull feed \(screen) down to refresh"
        + (reply.map { "; " + Self.words(for: $0, to: .feed) } ?? "") + "."
    case .openLoginWindow: return "Open a second login window."
    case .openSecondApp: return "Start a second copy of the app."
    case .quitApp(let app): return app == 1 ? "Quit the app." : "Quit the second copy of the app."
    case .refreshEverything: return "Pull the home screen down to refresh everything."
    case .refreshWeather: return "Pull the weather screen down: it asks for Paris and Oslo."
    case .loadOsloPlugin: return "Oslo's weather plug-in loads."
    case .answer(let path, let reply, let newest):
      return "The \(newest ? "newest" : "oldest") \(path.rawValue) request: "
        + Self.words(for: reply, to: path) + "."
    case .answerAll: return "The server answers every waiting request as asked."
    case .cancelWork(let newest):
      return "The app's scheduler cancels the \(newest ? "newest" : "oldest") work in flight."
    case .awaitFeed: return "Start an async call that awaits the feed."
    case .cancelAwait(let call): return "Cancel the task awaiting async call \(call)."
    }
  }

  /// Kinds are roles, few of them: sessions take every two in both orders
  /// (a login answered before another starts, and after), and are
  /// otherwise drawn freely, long enough for a refresh that works, one
  /// that fails and a third to meet.
  public var kind: String {
    switch self {
    case .logIn: return "log in"
    case .closeLogin, .openLoginWindow: return "windows"
    case .pullFeed: return "feed"
    case .openSecondApp, .quitApp: return "apps"
    case .refreshEverything: return "home"
    case .refreshWeather, .loadOsloPlugin: return "weather"
    case .answer, .answerAll: return "server"
    case .cancelWork: return "cancel work"
    case .awaitFeed: return "await"
    case .cancelAwait: return "cancel await"
    }
  }

  /// What the server does, in a few words: "the server says 500".
  static func words(for reply: Reply, to path: Path) -> String {
    switch (reply, path) {
    case (.ok, .login): return "the server lets the user in"
    case (.ok, .feed): return "the server sends a video"
    case (.ok, .inbox): return "the server sends a message"
    case (.nothing, .login): return "the server sends an empty page"
    case (.nothing, .feed): return "the server sends no videos"
    case (.nothing, .inbox): return "the server sends no messages"
    case (.twoAlike, .login): return "the server lets the user in"
    case (.twoAlike, .feed): return "two videos of one title"
    case (.twoAlike, .inbox): return "the same message twice"
    case (.unreadable, _): return "the answer cannot be read"
    case (.unauthorized, _): return "the server says 401"
    case (.notFound, _): return "the server says 404"
    case (.serverError, _): return "the server says 500"
    case (.unavailable, _): return "the server says 503"
    case (.gatewayTimeout, _): return "the server says 504"
    case (.offline, _): return "the connection drops, no answer"
    }
  }
}
