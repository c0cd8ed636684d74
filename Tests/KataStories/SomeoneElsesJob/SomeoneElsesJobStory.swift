import BusSupport
import Foundation
import HeadlessKit

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// someone-elses-job: nobody is logged in when the feed and the inbox both
/// refresh, so both fail for want of a login; the user logs in, and both
/// should get their data. As shipped, each screen handles the failure
/// itself, so two login screens come up, one on top of the other.
extension Story {
  static func tell(_ story: StoryTeller) async {
    let transport = FakeTransport()
    transport.script("/feed", .respond(200, #"[{"id": 1, "title": "Cats"}]"#))
    transport.script("/inbox", .respond(200, #"[{"from": "bo", "text": "lunch?"}]"#))
    let scheduler = ManualScheduler()
    let application = Application()
    story.note("The app launches; nobody is logged in yet.")
    let appDelegate = AppDelegate(transport: transport, scheduler: scheduler)
    application.delegate = appDelegate
    application.finishLaunching()
    let feed = appDelegate.feedViewController
    let inbox = appDelegate.inboxViewController
    inbox.loadViewIfNeeded()
    let interstitials = appDelegate.interstitials
    var shown = 0
    func tellInterstitials() {
      for interstitial in interstitials.presented.dropFirst(shown) {
        story.record("Interstitials", "present \(interstitial)")
      }
      shown = interstitials.presented.count
    }

    story.note("The user pulls the feed down; the inbox refreshes at the same time.")
    feed.refreshControl.pull()
    inbox.refreshControl.pull()
    await scheduler.runUntilIdle()
    tellInterstitials()
    story.expect(
      interstitials.mostOnScreenAtOnce == 1 && interstitials.onScreen == [.login],
      fine: "One login screen asks the user to log in, for both screens.",
      wrong: interstitials.mostOnScreenAtOnce > 1
        ? "\(interstitials.mostOnScreenAtOnce == 2 ? "Two" : "Several") login screens "
          + "came up, one on top of the other: each screen asked for its own."
        : "No login screen asked the user to log in.")

    story.note("The user logs in on the login screen.")
    appDelegate.credentials.token = "t-1"
    appDelegate.loginScreenDidLogIn()
    await scheduler.runUntilIdle()
    tellInterstitials()
    for request in transport.requests {
      story.record("transport", "\(request)")
    }
    story.screen("The feed:", appDelegate.window)
    story.expect(
      interstitials.onScreen.isEmpty,
      fine: "The login screen is gone.",
      wrong: "\(interstitials.onScreen.count) login screen(s) still on screen.")
    story.expect(
      feed.videos.count == 1 && inbox.messages.count == 1,
      fine: "After the login, the feed and the inbox both have their data.",
      wrong: "After the login, the feed has \(feed.videos.count) video(s) and the "
        + "inbox \(inbox.messages.count) message(s), not one each.")
  }
}
