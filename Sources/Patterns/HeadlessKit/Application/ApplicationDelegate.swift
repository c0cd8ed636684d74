import Foundation

/// What the application tells the object that customises it.
///
/// The application does not get subclassed; instead it reports its life to a
/// delegate. Every method has a default that does nothing, so a delegate
/// implements only what it cares about.
@MainActor
public protocol ApplicationDelegate: AnyObject {
  func applicationDidFinishLaunching(_ application: Application)
  func applicationDidEnterBackground(_ application: Application)
  func applicationWillEnterForeground(_ application: Application)
  /// Asked to open a URL; answer whether it was handled.
  func application(_ application: Application, open url: URL) -> Bool
  /// The system woke the app because a background download session has
  /// events. Keep `completionHandler` and call it once the session says it has
  /// delivered them all, so the system can suspend the app again.
  func application(
    _ application: Application,
    handleEventsForBackgroundSession identifier: String,
    completionHandler: @escaping @MainActor () -> Void)
}

extension ApplicationDelegate {
  public func applicationDidFinishLaunching(_ application: Application) {}
  public func applicationDidEnterBackground(_ application: Application) {}
  public func applicationWillEnterForeground(_ application: Application) {}
  public func application(_ application: Application, open url: URL) -> Bool { false }
  public func application(
    _ application: Application,
    handleEventsForBackgroundSession identifier: String,
    completionHandler: @escaping @MainActor () -> Void
  ) {}
}
