import Foundation

/// The running app: owns the windows and reports its life to its delegate.
///
/// The methods under "System events" stand in for the operating system: a
/// test or demo calls them to simulate launch, going to the background or a
/// background download waking the app.
@MainActor
public final class Application: Responder {
  /// The app's single shared instance, as `UIApplication.shared`. Tests and
  /// demos may also create their own, to stay independent of each other.
  public static let shared = Application()

  /// Weak, as in UIKit: whoever creates the delegate keeps it alive.
  public weak var delegate: (any ApplicationDelegate)?

  public private(set) var windows: [Window] = []

  public var keyWindow: Window? { windows.last { $0.isKeyWindow } }

  /// Told about every responder an action sent up the chain reaches, in
  /// order, and whether that responder took it (see Application+Actions.swift).
  /// For demos and debugging; an app leaves it nil.
  public var actionRouteLog: (@MainActor (_ responder: Responder, _ handled: Bool) -> Void)?

  public override init() {
    super.init()
  }

  /// The application hands unhandled events on to its delegate, if the
  /// delegate is itself a responder.
  ///
  /// To put more responders after the delegate (a login or a network
  /// responder that no screen owns), make the delegate a `Responder` and
  /// override its `next`: the chain carries on from there, as in UIKit.
  public override var next: Responder? { delegate as? Responder }

  /// Adds `window` last, moving it there if it was already listed, so that
  /// `keyWindow` is the window most recently made key.
  func install(_ window: Window) {
    windows.removeAll { $0 === window }
    windows.append(window)
  }

  func uninstall(_ window: Window) {
    windows.removeAll { $0 === window }
  }

  // MARK: System events

  public func finishLaunching() {
    delegate?.applicationDidFinishLaunching(self)
  }

  public func enterBackground() {
    delegate?.applicationDidEnterBackground(self)
  }

  public func enterForeground() {
    delegate?.applicationWillEnterForeground(self)
  }

  @discardableResult
  public func open(_ url: URL) -> Bool {
    delegate?.application(self, open: url) ?? false
  }

  public func handleEventsForBackgroundSession(
    identifier: String, completionHandler: @escaping @MainActor () -> Void
  ) {
    delegate?.application(
      self, handleEventsForBackgroundSession: identifier, completionHandler: completionHandler)
  }
}
