import HeadlessKit

/// Clips' application delegate: at launch it makes the command bus,
/// registers the handlers and the failure listeners, and replays whatever
/// the journal says was left unfinished. It also presents the interstitials
/// the listeners ask for, one at a time: it owns the window.
///
/// No screen gets a transport, a token or a listener: screens get the bus
/// through the application (`sendCommand`), and nothing else.
@MainActor
final class AppDelegate: ApplicationDelegate, CommandBusProviding {
  let commandBus: CommandBus
  let credentials: Credentials
  let interstitials = InterstitialQueue()
  let loginListener: LoginNeededListener
  let networkErrorListener: NetworkErrorListener

  let window = Window()
  let loginViewController = LoginViewController()
  let feedViewController = FeedViewController()
  let networkErrorViewController = NetworkErrorViewController()

  /// Told, in a few words, what the app delegate just did. For the demo.
  var log: (@MainActor (String) -> Void)?

  private let transport: any Transport
  private var screenUnderInterstitial: ViewController?

  init(
    transport: any Transport, scheduler: any CommandScheduler,
    credentials: Credentials = Credentials(), journal: CommandJournal? = nil,
    eventLog: (@Sendable (CommandBusEvent) -> Void)? = nil
  ) {
    self.transport = transport
    self.credentials = credentials
    commandBus = CommandBus(scheduler: scheduler, journal: journal, eventLog: eventLog)
    loginListener = LoginNeededListener(interstitials: interstitials)
    networkErrorListener = NetworkErrorListener(interstitials: interstitials)
  }

  func applicationDidFinishLaunching(_ application: Application) {
    let network = NetworkHandler(
      transport: transport, credentials: credentials,
      commands: [FeedCommand.self, InboxCommand.self, LikeCommand.self])
    commandBus.register(network)
    commandBus.register(LoginHandler(network: network, credentials: credentials))
    commandBus.register(RefreshEverythingHandler())
    log?("registers 3 handlers and 2 failure listeners")
    commandBus.addFailureListener(loginListener)
    commandBus.addFailureListener(networkErrorListener)

    interstitials.presenter = self
    loginViewController.delegate = self
    networkErrorViewController.loadViewIfNeeded()
    networkErrorViewController.retryButton.addTarget(
      networkErrorListener, action: NetworkErrorListener.retry, for: .primaryActionTriggered)
    networkErrorViewController.cancelButton.addTarget(
      networkErrorListener, action: NetworkErrorListener.abort, for: .primaryActionTriggered)

    window.rootViewController = credentials.token == nil ? loginViewController : feedViewController
    window.makeKeyAndVisible(in: application)
    commandBus.replayJournal()
  }
}

// MARK: - Logging in

extension AppDelegate: LoginViewControllerDelegate {
  /// At launch, a login leads to the feed. As an interstitial, it tells the
  /// login listener, which takes the screen away and re-sends its commands.
  func loginViewController(_ controller: LoginViewController, didLogInAs session: UserSession) {
    if interstitials.showing == .login {
      loginListener.didLogIn()
    } else {
      window.rootViewController = feedViewController
      log?("shows the feed")
    }
  }
}

// MARK: - Interstitials

extension AppDelegate: InterstitialPresenting {
  func present(_ interstitial: Interstitial) {
    screenUnderInterstitial = window.rootViewController
    switch interstitial {
    case .login: window.rootViewController = loginViewController
    case .networkError: window.rootViewController = networkErrorViewController
    }
    log?("presents \(interstitial)")
  }

  func dismiss(_ interstitial: Interstitial, completion: @escaping @MainActor () -> Void) {
    window.rootViewController = screenUnderInterstitial
    screenUnderInterstitial = nil
    log?("dismisses \(interstitial)")
    completion()
  }
}
