import HeadlessKit
import Testing

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

/// Step 3's lifetimes: a screen lets go of nothing it is closed with,
/// whatever its command came back with, or whether it came back at all.
extension Step3 {
  @Test("A screen that is closed while its command runs is freed")
  func closedScreensAreFreed() async {
    let spy = SpyHandler(
      "app", accepts: { $0 is LoginCommand || $0 is FeedCommand },
      output: { $0 is LoginCommand ? sessionFor($0) : [Video]() })
    let bus = bareBus(scheduler, spy)
    var login: LoginViewController? = LoginViewController(bus: bus)
    var feed: FeedViewController? = FeedViewController(bus: bus)
    weak let closedLogin = login
    weak let closedFeed = feed
    login?.loadViewIfNeeded()
    feed?.loadViewIfNeeded()

    login?.loginButton.tap()
    feed?.refreshControl.pull()
    login = nil
    feed = nil

    let alive = [closedLogin == nil ? nil : "login", closedFeed == nil ? nil : "feed"]
    #expect(
      closedLogin == nil && closedFeed == nil,
      """
      The \(alive.compactMap { $0 }.joined(separator: " and ")) screen stayed alive after \
      it was closed, while its command waited to run: whatever waits for the result \
      holds the screen. A closed screen has nothing left to show. Look at what the \
      screen hands the bus with its command.
      """)
    await scheduler.runUntilIdle()
    let ran = spy.commands.count
    #expect(
      ran == 2,
      Comment(
        rawValue: ran == 0
          ? """
          The login screen's tap and the feed's pull sent nothing through the bus, so \
          nothing here waited for a result: the screens still do the work themselves. \
          Make each send its command with bus.send; then this check can see whether a \
          screen closed while its command waits is freed.
          """
          : """
          The screens were closed while their commands waited, and the bus then ran \
          \(ran) of the 2 commands: a command sent is sent, whoever is left to hear its \
          result.
          """))
  }

  @Test("A screen closed after its answer, success or failure, is freed")
  func freedAfterEveryAnswer() async {
    let answers: [(String, @Sendable (any Command) throws -> any Sendable)] = [
      ("a success", { $0 is LoginCommand ? sessionFor($0) : [Video(id: 1, title: "x")] }),
      ("a failure", { _ in throw SpyFailure() }),
      ("no answer from the network", { _ in throw NetworkError.offline }),
    ]
    for (answer, output) in answers {
      let spy = SpyHandler(
        "app", accepts: { $0 is LoginCommand || $0 is FeedCommand }, output: output)
      let bus = bareBus(scheduler, spy)
      var login: LoginViewController? = LoginViewController(bus: bus)
      var feed: FeedViewController? = FeedViewController(bus: bus)
      weak let closedLogin = login
      weak let closedFeed = feed
      login?.loadViewIfNeeded()
      feed?.loadViewIfNeeded()
      login?.loginButton.tap()
      feed?.refreshControl.pull()
      await scheduler.runUntilIdle()

      login = nil
      feed = nil

      let alive = [closedLogin == nil ? nil : "login", closedFeed == nil ? nil : "feed"]
      #expect(
        closedLogin == nil && closedFeed == nil,
        """
        After \(answer), the \(alive.compactMap { $0 }.joined(separator: " and ")) \
        screen stayed alive once it was closed: something the screen keeps after that \
        answer holds the screen itself. Look at what the screen keeps when it shows \
        \(answer).
        """)
    }
  }
}
