import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

@Suite("4. The screens keep only their happy path")
@MainActor
struct Step4 {
  let scene = AppScene()

  @Test("Both screens need a login: one login screen, then both show their data")
  func oneLoginForBothScreens() async {
    scene.transport.script("/feed", .respond(200, feedJSON("Otters")))
    scene.transport.script("/inbox", .respond(200, inboxJSON))

    scene.feed.refreshControl.pull()
    scene.inbox.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    #expect(
      scene.interstitials.presented == [.login],
      """
      Both screens refreshed with nobody logged in, and the app presented \
      \(scene.interstitials.presented) instead of one login screen. Look at who hears a \
      failed command in the app: AppDelegate's init.
      """)

    scene.appDelegate.credentials.token = "t1"
    scene.appDelegate.loginScreenDidLogIn()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.feed.videos.map(\.title) == ["Otters"] && scene.inbox.messages.count == 1,
      """
      After the login the feed shows \(scene.feed.videos.map(\.title)) and the inbox \
      \(counted(scene.inbox.messages.count, "message")), instead of the video and the message \
      their \
      commands fetch once sent again. Look at what AppDelegate does when the login \
      screen says the user logged in.
      """)
    #expect(
      scene.interstitials.onScreen.isEmpty,
      """
      After the login, \(scene.interstitials.onScreen) is still on screen. Look at what \
      AppDelegate does when the login screen says the user logged in.
      """)
  }

  @Test("Offline: one prompt; Retry brings the feed, and the screen never showed an error")
  func retryFromThePrompt() async {
    scene.appDelegate.credentials.token = "t1"
    scene.transport.script("/feed", .fail, .respond(200, feedJSON("Otters")))

    scene.feed.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    #expect(
      scene.feed.statusLabel.text == "Refreshing..."
        && scene.interstitials.onScreen == [.networkError],
      """
      The feed's refresh found no network. While the prompt should be up, the app shows \
      \(scene.interstitials.onScreen) and the feed says "\(scene.feed.statusLabel.text)", \
      instead of the prompt over a feed still refreshing: the failure is the network \
      listener's until the user answers. Look at the feed's completion, and at who hears \
      a failed command in the app.
      """)
    scene.appDelegate.networkPromptDidChooseRetry()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.feed.videos.count == 1,
      """
      After Retry the network was back, and the feed shows \
      \(counted(scene.feed.videos.count, "video")) instead of one. Look at what AppDelegate does \
      when the prompt says Retry.
      """)
  }

  @Test("A network prompt and a login: never two interstitials on screen at once")
  func oneAtATime() async {
    scene.appDelegate.credentials.token = "t1"
    scene.transport.script("/feed", .fail, .respond(200, feedJSON("Otters")))
    scene.transport.script("/inbox", .respond(401, ""), .respond(200, inboxJSON))

    scene.feed.refreshControl.pull()
    scene.inbox.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    scene.appDelegate.networkPromptDidChooseRetry()
    await scene.scheduler.runUntilIdle()
    scene.appDelegate.credentials.token = "t2"
    scene.appDelegate.loginScreenDidLogIn()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.interstitials.mostOnScreenAtOnce == 1,
      """
      The feed found no network while the inbox needed a login, and at one point \
      \(scene.interstitials.mostOnScreenAtOnce) interstitials were on screen together. \
      Look at how the two listeners put theirs on screen.
      """)
    #expect(
      scene.feed.videos.count == 1 && scene.inbox.messages.count == 1,
      """
      Once the prompt and the login were dealt with, the feed shows \
      \(counted(scene.feed.videos.count, "video")) and the inbox \
      \(counted(scene.inbox.messages.count, "message")), instead of one each.
      """)
  }

  @Test("Cancel on the login screen: each screen shows its failure, and no login comes back")
  func loginCancelled() async {
    scene.feed.refreshControl.pull()
    scene.inbox.refreshControl.pull()
    await scene.scheduler.runUntilIdle()

    // The user closes the login screen; it takes a moment to go.
    scene.interstitials.dismissalsFinishAtOnce = false
    scene.appDelegate.loginScreenDidCancel()
    scene.interstitials.finishDismissals()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.interstitials.presented == [.login] && scene.interstitials.onScreen.isEmpty,
      """
      The user chose Cancel on the login screen; then the app had presented \
      \(scene.interstitials.presented) and shows \(scene.interstitials.onScreen), instead \
      of one login screen, gone. A screen that hears "login needed" once the listener \
      gives up still asks for a login itself. Look at the screens' completions.
      """)
    let screens = [
      ("feed", scene.feed.refreshControl, scene.feed.statusLabel),
      ("inbox", scene.inbox.refreshControl, scene.inbox.statusLabel),
    ]
    for (name, spinner, status) in screens {
      #expect(
        !spinner.isRefreshing && status.text == "Could not refresh: loginNeeded",
        """
        After Cancel on the login screen, the \(name) says "\(status.text)"\
        \(spinner.isRefreshing ? " and its spinner still turns" : ""), instead of \
        "Could not refresh: loginNeeded" with its spinner stopped: the failure it heard, \
        shown as it came, like any other. Look at what the \(name)'s completion does with \
        a failure.
        """)
    }
  }

  @Test("Cancel on the network prompt: the screen shows the failure, and no prompt comes back")
  func networkCancelled() async {
    for (reply, shown) in [
      (FakeTransport.Reply.fail, "offline"), (.respond(500, ""), "server(status: 500)"),
    ] {
      let scene = AppScene()
      scene.appDelegate.credentials.token = "t1"
      scene.transport.script("/feed", reply)

      scene.feed.refreshControl.pull()
      await scene.scheduler.runUntilIdle()
      scene.interstitials.dismissalsFinishAtOnce = false
      scene.appDelegate.networkPromptDidChooseCancel()
      scene.interstitials.finishDismissals()
      await scene.scheduler.runUntilIdle()

      #expect(
        scene.interstitials.presented == [.networkError] && scene.interstitials.onScreen.isEmpty,
        """
        The server answered \(reply) and the user chose Cancel on the prompt; then the \
        app had presented \(scene.interstitials.presented) and shows \
        \(scene.interstitials.onScreen), instead of one prompt, gone. A screen that hears \
        the failure once the listener gives up still asks the user itself. Look at the \
        feed's completion.
        """)
      #expect(
        !scene.feed.refreshControl.isRefreshing
          && scene.feed.statusLabel.text == "Could not refresh: \(shown)",
        """
        The server answered \(reply), and after Cancel the feed says \
        "\(scene.feed.statusLabel.text)"\
        \(scene.feed.refreshControl.isRefreshing ? " and its spinner still turns" : ""), \
        instead of "Could not refresh: \(shown)" with its spinner stopped. Look at what \
        the feed's completion does with a failure.
        """)
    }
  }

  @Test("An answer no listener takes reaches the screen as a plain failure")
  func unreadableAnswer() async {
    scene.appDelegate.credentials.token = "t1"
    scene.transport.script("/inbox", .respond(200, "not a list of messages"))

    scene.inbox.refreshControl.pull()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.interstitials.presented.isEmpty && !scene.inbox.refreshControl.isRefreshing
        && scene.inbox.statusLabel.text == "Could not refresh: unreadable",
      """
      The server sent an inbox that cannot be read, which no listener takes. The inbox \
      says "\(scene.inbox.statusLabel.text)"\
      \(scene.inbox.refreshControl.isRefreshing ? " with its spinner turning" : ""), and \
      the app presented \(scene.interstitials.presented), instead of "Could not refresh: \
      unreadable", no spinner and nothing presented. Look at what the inbox's completion \
      does with a failure.
      """)
  }

  @Test("After a login, only the screen whose command needed it sends again")
  func onlyTheScreenThatAsked() async {
    scene.transport.script("/feed", .respond(200, feedJSON("Otters")))
    scene.transport.script("/inbox", .respond(200, inboxJSON))

    scene.feed.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    scene.appDelegate.credentials.token = "t1"
    scene.appDelegate.loginScreenDidLogIn()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.transport.requests.map(\.path) == ["/feed"],
      """
      Only the feed needed a login, and after it the app sent \(scene.transport.requests) \
      instead of the feed's one request: screens that never asked refreshed too. Look \
      at what happens in the app once the user has logged in.
      """)
    #expect(
      scene.feed.videos.map(\.title) == ["Otters"] && scene.inbox.messages.isEmpty,
      """
      After the login the feed shows \(scene.feed.videos.map(\.title)) and the inbox, \
      which asked for nothing, \(counted(scene.inbox.messages.count, "message")). Look at what \
      happens in the app once the user has logged in.
      """)
  }
}
