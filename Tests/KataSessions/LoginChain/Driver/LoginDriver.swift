import HeadlessKit
import SessionKit

@testable import LoginApp
@testable import LoginResponders

/// Drives copies of the login app through a session: compiled once against
/// the learner's modules and once against the app as it should be, so both
/// are driven by this very code. Everything happens synchronously (the
/// server answers only when told), so nothing is left to drain.
@MainActor
public final class SessionDriver: SessionApp {
  public typealias Action = LoginAction

  /// One copy of the app: what the system holds while it runs.
  struct AppCopy {
    let application: Application
    let delegate: AppDelegate
    let server: LoginServer
  }

  /// Whom the toolkit counts this driver's views and screens for.
  let owner: String
  /// Each copy of the app; nil once it went away.
  var apps: [AppCopy?] = []
  /// Every window opened, in order, weakly, with its copy of the app.
  var windows: [(app: Int, window: Weak<Window>)] = []
  /// The sheet up in each window, by window number: kept while it is up,
  /// as whoever presents a sheet keeps it.
  var sheets: [Int: LoginViewController] = [:]
  /// The copy of the app in front: its key window takes typing and Return.
  var frontApp = 0
  /// The menu bar's Log In item for each window, made when first used and
  /// kept, as a menu bar outlives the windows it acts on.
  var menus: [Int: LogInCommand] = [:]
  /// The window whose menu is open, and whether it showed Log In on.
  var openMenu: (window: Int, enabled: Bool)?
  /// Whether the menu was ever used, and how often the app beeped: a Log
  /// In chosen that nobody took, or Command-L while Log In is off.
  var menuUsed = false
  var beeps = 0

  public init() {
    owner = AppOwner.next("login")
  }

  public func perform(_ action: LoginAction) async {
    await LiveObjects.attribute(to: owner) {
      if apps.isEmpty { launch() }
      if !action.keepsMenuOpen { openMenu = nil }
      switch action {
      case .type(let text): focusedField()?.insertText(text)
      case .pressReturn: focusedField()?.pressReturn()
      case .tapField(let number, let field): tap(field, inWindow: number)
      case .tapOutside(let number):
        bringToFront(number)?.firstResponder?.resignFirstResponder()
      case .logIn(let number, let user): logIn(as: user, inWindow: number)
      case .openWindow: openWindow()
      case .sessionExpires(let number):
        dismissSheet(number)
        window(number)?.rootViewController = LoginViewController()
      case .firstScreenBack:
        guard let delegate = apps[0]?.delegate else { return }
        dismissSheet(1)
        delegate.window.rootViewController = delegate.loginViewController
      case .showSheet(let number): showSheet(number)
      case .dismissSheet(let number): dismissSheet(number)
      case .closeWindow(let number):
        dismissSheet(number)
        window(number)?.close()
      case .launchSecondApp: if apps.count < 2 { launch() }
      case .quitApp(let number): quit(number)
      case .answer(let number, let answer, let newest):
        app(number)?.server.answer(answer, newest: newest)
      case .enterBackground: app(1)?.application.enterBackground()
      case .enterForeground: app(1)?.application.enterForeground()
      case .openMenu, .chooseLogIn, .commandL: useMenu(action)
      }
    }
  }

  public func observe() async -> Observation {
    await LiveObjects.attribute(to: owner) { if apps.isEmpty { launch() } }
    return observation()
  }

  // MARK: Copies of the app and their windows

  /// Starts a copy of the app: its delegate shows the login screen in a
  /// window, which comes to the front.
  func launch() {
    let server = LoginServer()
    let delegate = AppDelegate(authenticator: server)
    let application = Application()
    application.delegate = delegate
    application.finishLaunching()
    apps.append(AppCopy(application: application, delegate: delegate, server: server))
    frontApp = apps.count - 1
    windows.append((frontApp, Weak(delegate.window)))
  }

  func openWindow() {
    guard let app = apps[0] else { return }
    let window = Window()
    window.rootViewController = LoginViewController()
    window.makeKeyAndVisible(in: app.application)
    windows.append((0, Weak(window)))
    frontApp = 0
  }

  func quit(_ number: Int) {
    guard app(number) != nil else { return }
    for (index, entry) in windows.enumerated() where entry.app == number - 1 {
      sheets[index + 1] = nil
      menus[index + 1] = nil
    }
    apps[number - 1] = nil
    if let other = apps.firstIndex(where: { $0 != nil }) { frontApp = other }
  }

  /// Copy `number` of the app, from 1, while it runs.
  func app(_ number: Int) -> AppCopy? {
    apps.indices.contains(number - 1) ? apps[number - 1] : nil
  }

  /// Window `number`, while it is open in a running copy of the app.
  func window(_ number: Int) -> Window? {
    guard windows.indices.contains(number - 1) else { return nil }
    let entry = windows[number - 1]
    guard let window = entry.window.object, let app = apps[entry.app],
      app.application.windows.contains(where: { $0 === window })
    else { return nil }
    return window
  }

  /// Makes window `number` the key window of its app, and that app the
  /// one in front, as a tap in it does.
  @discardableResult
  func bringToFront(_ number: Int) -> Window? {
    guard let window = window(number), let app = apps[windows[number - 1].app] else { return nil }
    window.makeKeyAndVisible(in: app.application)
    frontApp = windows[number - 1].app
    return window
  }

  /// The window in front: the key window of the copy of the app in front.
  func frontWindow() -> Window? {
    guard apps.indices.contains(frontApp) else { return nil }
    return apps[frontApp]?.application.keyWindow
  }

  /// The field with the cursor in the window in front, if a field has it.
  func focusedField() -> TextField? {
    frontWindow()?.firstResponder as? TextField
  }

  // MARK: Forms

  /// The form on top in window `number`: its sheet while one is up, or
  /// the screen it shows.
  func topForm(_ number: Int) -> LoginViewController? {
    sheets[number] ?? window(number)?.rootViewController as? LoginViewController
  }

  func tap(_ field: LoginField, inWindow number: Int) {
    guard bringToFront(number) != nil, let form = topForm(number) else { return }
    (field == .username ? form.usernameField : form.passwordField).becomeFirstResponder()
  }

  /// Fills in the form on top in window `number` as `user`, each field
  /// tapped, emptied and typed in, and presses Return in the password.
  func logIn(as user: String, inWindow number: Int) {
    guard bringToFront(number) != nil, let form = topForm(number) else { return }
    let password = user == "ana" ? "sesame" : "Open Sesame "
    for (field, text) in [(form.usernameField, user), (form.passwordField, password)] {
      field.becomeFirstResponder()
      field.text = ""
      field.insertText(text)
    }
    form.passwordField.pressReturn()
  }

  /// A sheet slides up over the lower part of the window's screen.
  func showSheet(_ number: Int) {
    guard sheets[number] == nil, let window = window(number) else { return }
    let sheet = LoginViewController()
    sheet.view.frame = Rect(x: 0, y: 240, width: 320, height: 240)
    window.addSubview(sheet.view)
    sheets[number] = sheet
  }

  func dismissSheet(_ number: Int) {
    sheets[number]?.view.removeFromSuperview()
    sheets[number] = nil
  }
}

extension LoginAction {
  /// Whether an open menu stays open: the world acting (an answer, a new
  /// screen, a sheet) leaves it be; anything the user does closes it.
  var keepsMenuOpen: Bool {
    switch self {
    case .sessionExpires, .firstScreenBack, .showSheet, .dismissSheet, .answer, .chooseLogIn:
      return true
    default:
      return false
    }
  }
}
