import ClipsBus
import ClipsWork
import HeadlessKit

/// Clips' application delegate. As it is made, it registers the handlers
/// on the application's bus, before any screen exists; the screens get the
/// bus, and nothing else.
@MainActor
final class AppDelegate: ApplicationDelegate {
  let window = Window()
  let bus: CommandBus
  let loginViewController: LoginViewController
  let feedViewController: FeedViewController

  /// `bus` is the application's bus, if it has one already; otherwise the
  /// app delegate makes one that runs its work on `scheduler`.
  init(transport: any Transport, scheduler: any CommandScheduler, bus: CommandBus? = nil) {
    let bus = bus ?? CommandBus(scheduler: scheduler)
    self.bus = bus
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
