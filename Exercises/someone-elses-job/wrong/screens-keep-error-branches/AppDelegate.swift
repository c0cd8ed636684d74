import HeadlessKit

/// Asks for an interstitial on a screen's behalf, and says when it is gone.
/// The screens keep this instead of the interstitials themselves.
@MainActor
final class ErrorPrompts {
  private let showing: @MainActor (Interstitial) -> Void
  private let hiding: @MainActor (Interstitial, @escaping @MainActor () -> Void) -> Void

  init(queue: InterstitialQueue) {
    showing = { queue.show($0) }
    hiding = { queue.dismiss($0, then: $1) }
  }

  func ask(_ interstitial: Interstitial) { showing(interstitial) }

  func done(_ interstitial: Interstitial, then: @escaping @MainActor () -> Void) {
    hiding(interstitial, then)
  }
}

/// Clips' application delegate. At launch it makes the bus, registers the
/// handlers and the two failure listeners, and shows the feed. The
/// interstitials' buttons go to the listeners, and to the screens too, in
/// case one of them is still waiting.
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
    let prompts = ErrorPrompts(queue: queue)
    feedViewController = FeedViewController(bus: bus, prompts: prompts)
    inboxViewController = InboxViewController(bus: bus, prompts: prompts)
  }

  func applicationDidFinishLaunching(_ application: Application) {
    window.rootViewController = feedViewController
    window.makeKeyAndVisible(in: application)
  }

  // MARK: The interstitials' buttons

  /// The login screen logged the user in (the token is in `credentials`).
  func loginScreenDidLogIn() {
    loginListener.didLogIn()
    feedViewController.loginDidSucceed()
    inboxViewController.loginDidSucceed()
  }

  /// The user closed the login screen without logging in.
  func loginScreenDidCancel() {
    loginListener.didCancelLogIn()
    feedViewController.loginWasCancelled()
    inboxViewController.loginWasCancelled()
  }

  /// "Retry" on the network error prompt.
  func networkPromptDidChooseRetry() {
    networkListener.retry()
    feedViewController.networkRetryChosen()
    inboxViewController.networkRetryChosen()
  }

  /// "Cancel" on the network error prompt.
  func networkPromptDidChooseCancel() {
    networkListener.abort()
    feedViewController.networkCancelChosen()
    inboxViewController.networkCancelChosen()
  }
}
