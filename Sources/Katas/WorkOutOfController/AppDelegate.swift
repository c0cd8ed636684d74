import HeadlessKit

/// Clips' application delegate: it makes the screens at launch.
@MainActor
final class AppDelegate: ApplicationDelegate {
  let window = Window()
  /// Made by a teammate for the screens to use one day; nothing is
  /// registered on it yet.
  let bus: CommandBus
  let loginViewController: LoginViewController
  let feedViewController: FeedViewController

  init(transport: any Transport, scheduler: any CommandScheduler) {
    bus = CommandBus(scheduler: scheduler)
    loginViewController = LoginViewController(transport: transport, scheduler: scheduler)
    feedViewController = FeedViewController(transport: transport, scheduler: scheduler)
  }

  func applicationDidFinishLaunching(_ application: Application) {
    window.rootViewController = loginViewController
    window.makeKeyAndVisible(in: application)
  }
}
