import HeadlessKit
import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Step 4's promise, read from the whole screen: once the listeners have
/// done what they do with a failure, a screen shows every failure the same
/// way, with only the failure's own words in its status line. A screen
/// that still tells failures apart (by a conformance, a description, a
/// title, a control it turns off) still does the work the listeners took
/// over.
extension Step4 {
  @Test(
    "Each screen looks the same whatever failed, but for the failure's words",
    arguments: ["/feed", "/inbox"])
  func failuresLookAlike(path: String) async {
    // Offline, then Cancel on the prompt: a failure worth retrying. An
    // answer that cannot be read: one that is not, which no listener takes.
    var looks: [String] = []
    for (reply, prompted) in [
      (FakeTransport.Reply.fail, true), (.respond(200, "not a list"), false),
    ] {
      let scene = AppScene()
      scene.appDelegate.credentials.token = "t1"
      scene.transport.script(path, reply)
      let screen: RefreshingScreen = path == "/feed" ? scene.feed : scene.inbox
      screen.refreshControl.pull()
      await scene.scheduler.runUntilIdle()
      if prompted { scene.appDelegate.networkPromptDidChooseCancel() }
      await scene.scheduler.runUntilIdle()
      looks.append(look(of: screen))
    }

    let offline = looks[0].split(separator: "\n")
    let unreadable = looks[1].split(separator: "\n")
    let differences = zip(offline, unreadable).filter { $0 != $1 }.prefix(2)
      .map { "offline \"\($0)\", unreadable \"\($1)\"" }
    #expect(
      looks[0] == looks[1],
      """
      The \(path.dropFirst()) screen was refreshed twice: once offline, with Cancel chosen \
      on the prompt, and once to an answer that cannot be read. Apart from the status \
      line's words, the two should look the same, but they differ: \
      \(differences.isEmpty ? "in how many views they show" : differences.joined(separator: "; ")). \
      A screen that shows one failure unlike another still tells them apart. Look at what \
      the screen's completion does with a failure.
      """)
  }

  /// The screen's title, its view tree and every control's state, with its
  /// status line blanked.
  private func look(of screen: RefreshingScreen) -> String {
    let status = screen.statusLabel.text
    screen.statusLabel.text = ""
    defer { screen.statusLabel.text = status }
    var lines = ["title: \(screen.title ?? "none")"]
    var waiting = [screen.view]
    while let view = waiting.popLast() {
      if let control = view as? Control {
        lines.append(
          "\(type(of: control)): enabled \(control.isEnabled), hidden \(control.isHidden)")
      }
      waiting += view.subviews
    }
    return (lines + [ViewTreeRenderer(style: .ascii).render(screen.view)]).joined(separator: "\n")
  }
}

/// What the two screens have alike, for `failuresLookAlike`.
@MainActor
protocol RefreshingScreen: ViewController {
  var refreshControl: RefreshControl { get }
  var statusLabel: Label { get }
}

extension FeedViewController: RefreshingScreen {}
extension InboxViewController: RefreshingScreen {}
