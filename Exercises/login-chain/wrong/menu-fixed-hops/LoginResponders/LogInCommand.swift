import HeadlessKit

/// The app's Log In menu item (Command-L), which logs in whichever form has
/// the focus, the way SwiftUI's focused values let a menu command find what
/// it acts on.
extension Window {
  /// The login form that has the focus: the first responder, or the first
  /// link after it on its chain, that is a `LoginForm` (SwiftUI's
  /// `@FocusedValue`). Nil when nothing has the focus or no form is on the
  /// focused chain.
  ///
  /// Asked afresh each time: the focus moves, and a form remembered from
  /// before may not be the one the user is looking at now.
  public var focusedLoginForm: (any LoginForm)? {
    // Wrong on purpose: a field sits in the form's view, on its root view,
    // so the form is three links up from the focus.
    firstResponder?.next?.next?.next as? LoginForm
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

  /// Whether the item can be chosen: only while a form has the focus.
  public var isEnabled: Bool {
    window?.focusedLoginForm != nil
  }

  /// Logs in the focused form, and returns whether anyone took the
  /// `.logIn`: the focused chain picks the form, the responder chain picks
  /// who logs in, and the menu knows neither.
  @discardableResult
  public func perform() -> Bool {
    guard let form = window?.focusedLoginForm, let application = window?.application else {
      return false
    }
    return application.sendAction(.logIn, to: nil, from: form)
  }
}
