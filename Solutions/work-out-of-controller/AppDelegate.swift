import HeadlessKit

/// Clips' application delegate. At launch it makes the command bus and
/// registers the handlers; the screens get the bus, and nothing else.
@MainActor
final class AppDelegate: ApplicationDelegate {
  let window = Window()
  let bus: CommandBus
  let loginViewController: LoginViewController
  let feedViewController: FeedViewController

  init(transport: any Transport, scheduler: any CommandScheduler) {
    bus = CommandBus(scheduler: scheduler)
    bus.register(NetworkHandler(transport: transport))
    bus.register(RefreshEverythingHandler())
    loginViewController = LoginViewController(bus: bus)
    feedViewController = FeedViewController(bus: bus)
  }

  func applicationDidFinishLaunching(_ application: Application) {
    window.rootViewController = loginViewController
    window.makeKeyAndVisible(in: application)
  }
}
