import HeadlessKit
import RecoveryBus
import RecoveryWork

/// Clips' application delegate. At launch it makes the bus, registers the
/// handler and shows the feed. The interstitials' buttons come here, and it
/// passes them on to every screen, since any of them may be waiting.
@MainActor
final class AppDelegate: ApplicationDelegate {
  let window = Window()
  let bus: CommandBus
  let credentials = Credentials()
  let interstitials = Interstitials()
  let feedViewController: FeedViewController
  let inboxViewController: InboxViewController

  init(transport: any Transport, scheduler: any CommandScheduler) {
    bus = CommandBus(scheduler: scheduler)
    bus.register(NetworkHandler(transport: transport, credentials: credentials))
    feedViewController = FeedViewController(bus: bus, interstitials: interstitials)
    inboxViewController = InboxViewController(bus: bus, interstitials: interstitials)
  }

  func applicationDidFinishLaunching(_ application: Application) {
    window.rootViewController = feedViewController
    window.makeKeyAndVisible(in: application)
  }

  // MARK: The interstitials' buttons

  /// The login screen logged the user in (the token is in `credentials`).
  func loginScreenDidLogIn() {
    feedViewController.loginDidSucceed()
    inboxViewController.loginDidSucceed()
  }

  /// The user closed the login screen without logging in.
  func loginScreenDidCancel() {
    feedViewController.loginWasCancelled()
    inboxViewController.loginWasCancelled()
  }

  /// "Retry" on the network error prompt.
  func networkPromptDidChooseRetry() {
    feedViewController.networkRetryChosen()
    inboxViewController.networkRetryChosen()
  }

  /// "Cancel" on the network error prompt.
  func networkPromptDidChooseCancel() {
    feedViewController.networkCancelChosen()
    inboxViewController.networkCancelChosen()
  }
}
