import HeadlessKit

/// The extra step: the app's Log In menu item (Command-L), which logs in
/// whichever form has the focus, the way SwiftUI's focused values let a
/// menu command find what it acts on.
extension Window {
  /// The login form that has the focus: the first responder, or the first
  /// link after it on its chain, that is a `LoginForm` (SwiftUI's
  /// `@FocusedValue`). Nil when nothing has the focus or no form is on the
  /// focused chain.
  ///
  /// For now it is always nil.
  public var focusedLoginForm: (any LoginForm)? {
    nil
  }
}

/// The Log In menu item. A menu is not a view, so it is on no responder
/// chain: it asks its window which form has the focus, and sends `.logIn`
/// from that form, with no target, so the chain finds who logs in.
@MainActor
public final class LogInCommand {
  /// The window whose focus decides. Weak: a menu does not keep a window.
  private weak var window: Window?

  public init(window: Window) {
    self.window = window
  }

  /// Whether the item can be chosen: only while a form has the focus. For
  /// now, never.
  public var isEnabled: Bool {
    false
  }

  /// Logs in the focused form, and returns whether anyone took the
  /// `.logIn`. For now nothing happens.
  @discardableResult
  public func perform() -> Bool {
    false
  }
}
