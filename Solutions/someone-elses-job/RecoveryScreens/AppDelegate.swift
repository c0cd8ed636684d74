import HeadlessKit
import RecoveryBus
import RecoveryWork

/// Clips' application delegate. At launch it makes the bus, registers the
/// handlers and the two failure listeners, and shows the feed. The
/// interstitials' buttons come here and go on to the listener in charge.
@MainActor
final class AppDelegate: ApplicationDelegate {
  let window = Window()
  let bus: CommandBus
  let credentials = Credentials()
  let interstitials = Interstitials()
  let loginListener: LoginNeededListener
  let networkListener: NetworkErrorListener
  let feedViewController: FeedViewController
  let inboxViewController: InboxViewController

  init(transport: any Transport, scheduler: any CommandScheduler) {
    bus = CommandBus(scheduler: scheduler)
    bus.register(NetworkHandler(transport: transport, credentials: credentials))
    let queue = InterstitialQueue(interstitials: interstitials)
    loginListener = LoginNeededListener(interstitials: queue)
    networkListener = NetworkErrorListener(interstitials: queue)
    bus.addFailureListener(loginListener)
    bus.addFailureListener(networkListener)
    feedViewController = FeedViewController(bus: bus)
    inboxViewController = InboxViewController(bus: bus)
  }

  func applicationDidFinishLaunching(_ application: Application) {
    window.rootViewController = feedViewController
    window.makeKeyAndVisible(in: application)
  }

  // MARK: The interstitials' buttons

  /// The login screen logged the user in (the token is in `credentials`).
  func loginScreenDidLogIn() {
    loginListener.didLogIn()
  }

  /// The user closed the login screen without logging in.
  func loginScreenDidCancel() {
    loginListener.didCancelLogIn()
  }

  /// "Retry" on the network error prompt.
  func networkPromptDidChooseRetry() {
    networkListener.retry()
  }

  /// "Cancel" on the network error prompt.
  func networkPromptDidChooseCancel() {
    networkListener.abort()
  }
}
