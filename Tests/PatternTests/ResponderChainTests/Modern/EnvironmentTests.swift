import HeadlessKit
import Testing

@testable import ResponderChain

/// Environment values: read up the chain, nearest wins, default outside.
@MainActor
@Suite("Environment values flow down the view tree")
struct EnvironmentTests {
  enum ThemeKey: EnvironmentKey {
    static var defaultValue: String { "plain" }
  }

  @Test("A value set on a container reaches every view inside it, however deep")
  func reachesDescendants() {
    let outer = EnvironmentView()
    outer.environment[ThemeKey.self] = "dark"
    let middle = View()
    let leaf = TextField()
    outer.addSubview(middle)
    middle.addSubview(leaf)

    #expect(leaf.environment(ThemeKey.self) == "dark")
    #expect(middle.environment(ThemeKey.self) == "dark")
    #expect(outer.environment(ThemeKey.self) == "dark")
  }

  @Test("A nearer container overrides for what it holds, and only that")
  func nearerWins() {
    let outer = EnvironmentView()
    outer.environment[ThemeKey.self] = "dark"
    let inner = EnvironmentView()
    inner.environment[ThemeKey.self] = "high contrast"
    let inside = View()
    let beside = View()
    outer.addSubview(inner)
    inner.addSubview(inside)
    outer.addSubview(beside)

    #expect(inside.environment(ThemeKey.self) == "high contrast")
    #expect(beside.environment(ThemeKey.self) == "dark")
  }

  @Test("Nobody above sets it: the key's default; moved out, a view loses the value")
  func defaultOutside() {
    let container = EnvironmentView()
    container.environment[ThemeKey.self] = "dark"
    let view = View()
    #expect(view.environment(ThemeKey.self) == "plain")
    container.addSubview(view)
    #expect(view.environment(ThemeKey.self) == "dark")
    view.removeFromSuperview()
    #expect(view.environment(ThemeKey.self) == "plain")
  }

  @Test("In the app, the app delegate's value reaches the form; off-window, it does not")
  func appDelegateSetsForTheApp() {
    let scene = LoginScene()
    #expect(scene.login.passwordField.environment(LoginServerKey.self) == "accounts.example.com")

    let offscreen = LoginViewController()
    offscreen.loadViewIfNeeded()
    #expect(
      offscreen.passwordField.environment(LoginServerKey.self)
        == LoginServerKey.defaultValue)
  }
}

/// Focused values: what a command outside the views sees.
@MainActor
@Suite("Focused values follow the focus")
struct FocusedValueTests {
  @Test("The focused form is the one whose field has the focus, and none without focus")
  func followsTheFocus() throws {
    let scene = LoginScene()
    let window = scene.appDelegate.window
    let sheet = LoginViewController()
    window.addSubview(sheet.view)

    sheet.passwordField.becomeFirstResponder()
    let focused = try #require(window.focusedValue(FocusedLoginFormKey.self))
    #expect(focused === sheet)

    scene.login.usernameField.becomeFirstResponder()
    #expect((window.focusedValue(FocusedLoginFormKey.self)) === scene.login)

    scene.login.usernameField.resignFirstResponder()
    #expect((window.focusedValue(FocusedLoginFormKey.self)) == nil)
  }

  /// A key of both kinds, to show that the two stores are kept apart.
  enum BothKey: EnvironmentKey, FocusedValueKey {
    typealias Value = String
    static var defaultValue: String { "unset" }
  }

  @Test("A value set in the environment is not a focused value")
  func environmentIsNotFocused() {
    let window = LoginScene().appDelegate.window
    let container = EnvironmentView()
    container.environment[BothKey.self] = "set in the environment"
    let field = TextField()
    container.addSubview(field)
    window.addSubview(container)
    field.becomeFirstResponder()

    #expect(window.firstResponder === field)
    #expect(field.environment(BothKey.self) == "set in the environment")
    #expect(window.focusedValue(BothKey.self) == nil)
  }

  @Test("The demo reads three servers, logs in the focused form twice, then is off")
  func demoTrace() {
    let trace = EnvironmentDemo.run()
    let calls = trace.calls.map { "\($0.actor): \($0.message)" }
    #expect(
      calls.filter { $0.contains("server:") } == [
        "app's form: server: accounts.example.com",
        "sheet's form: server: login.work.example",
        "app's form: server: accounts.example.com",
        "offscreen form: server: nowhere (no app above)",
      ])
    #expect(
      calls.filter { $0.hasPrefix("Log In menu") } == [
        "Log In menu: focused form: bea", "Log In menu: focused form: ana",
        "Log In menu: disabled: no focused form",
      ])
    #expect(calls.filter { $0 == "LoginResponder: takes .logIn" }.count == 2)
  }
}
