import HeadlessKit
import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Step 4's promise, read from the whole screen: once the listeners have
/// done what they do with a failure, a screen shows every failure the same
/// way, with only the failure's own words in its status line. A screen
/// that still tells failures apart (by a conformance, a description, a
/// title) still does the work the listeners took over.
extension Step4 {
  @Test("The feed looks the same whatever failed, but for the failure's words")
  func failuresLookAlike() async {
    // Offline, then Cancel on the prompt: a failure worth retrying. An
    // answer that cannot be read: one that is not, which no listener takes.
    var looks: [String] = []
    for (reply, prompted) in [
      (FakeTransport.Reply.fail, true), (.respond(200, "not a list of videos"), false),
    ] {
      let scene = AppScene()
      scene.appDelegate.credentials.token = "t1"
      scene.transport.script("/feed", reply)
      scene.feed.refreshControl.pull()
      await scene.scheduler.runUntilIdle()
      if prompted { scene.appDelegate.networkPromptDidChooseCancel() }
      await scene.scheduler.runUntilIdle()
      looks.append(look(of: scene.feed))
    }

    #expect(
      looks[0] == looks[1],
      """
      The feed was refreshed twice: once offline, with Cancel chosen on the prompt, and \
      once to an answer that cannot be read. Apart from the status line's words, the two \
      screens should look the same, but they differ:
      offline:
      \(looks[0])
      unreadable:
      \(looks[1])
      A screen that shows one failure unlike another still tells them apart. Look at what \
      the feed's completion does with a failure.
      """)
  }

  /// The screen's title and view tree, with its status line blanked.
  private func look(of screen: FeedViewController) -> String {
    let status = screen.statusLabel.text
    screen.statusLabel.text = ""
    defer { screen.statusLabel.text = status }
    return "title: \(screen.title ?? "none")\n"
      + ViewTreeRenderer(style: .ascii).render(screen.view)
  }
}
