import ClipsBus
import ClipsWork
import HeadlessKit

/// Clips' application delegate: it makes the screens at launch.
@MainActor
final class AppDelegate: ApplicationDelegate {
  let window = Window()
  /// Added by a teammate, who also handed it to the screens, for the day
  /// they use it; nothing is registered on it yet.
  let bus: CommandBus
  let loginViewController: LoginViewController
  let feedViewController: FeedViewController

  /// `bus` is the application's bus, if it has one already; otherwise the
  /// app delegate makes one that runs its work on `scheduler`.
  init(transport: any Transport, scheduler: any CommandScheduler, bus: CommandBus? = nil) {
    let bus = bus ?? CommandBus(scheduler: scheduler)
    self.bus = bus
    loginViewController = LoginViewController(
      bus: bus, transport: transport, scheduler: scheduler)
    feedViewController = FeedViewController(bus: bus, transport: transport, scheduler: scheduler)
  }

  func applicationDidFinishLaunching(_ application: Application) {
    window.rootViewController = loginViewController
    window.makeKeyAndVisible(in: application)
  }
}
