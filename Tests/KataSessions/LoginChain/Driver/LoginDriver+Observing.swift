import HeadlessKit
import SessionKit

@testable import LoginApp
@testable import LoginResponders

/// The menu with Log In in it, and what a user could see of the app.
extension SessionDriver {
  /// Opens the menu, chooses Log In from it, or presses Command-L, for the
  /// window in front. A Log In nobody took beeps, as does Command-L while
  /// Log In is off; an item that was off when the menu opened cannot be
  /// chosen.
  func useMenu(_ action: LoginAction) {
    menuUsed = true
    switch action {
    case .openMenu:
      guard let (number, command) = frontCommand() else { return }
      openMenu = (number, command.isEnabled)
    case .chooseLogIn:
      defer { openMenu = nil }
      guard let open = openMenu, open.enabled, let command = menus[open.window] else { return }
      if !command.perform() { beeps += 1 }
    case .commandL:
      guard let (_, command) = frontCommand() else { return }
      if !command.isEnabled || !command.perform() { beeps += 1 }
    default:
      return
    }
  }

  /// The Log In item for the window in front, with that window's number.
  private func frontCommand() -> (Int, LogInCommand)? {
    guard let window = frontWindow(),
      let index = windows.firstIndex(where: { $0.window.object === window })
    else { return nil }
    let command = menus[index + 1] ?? LogInCommand(window: window)
    menus[index + 1] = command
    return (index + 1, command)
  }

  /// Each window's screen as drawn (a closed one as closed), each server's
  /// log of the logins it was asked for, the menu once used, and what is
  /// still in memory.
  func observation() -> Observation {
    var seen = Observation()
    for number in windows.indices.map({ $0 + 1 }) {
      let shown = window(number).map { screen(of: number, $0) }
      seen.add("window \(number)", shown ?? "(closed)")
    }
    for (index, app) in apps.enumerated() {
      seen.add("server \(index + 1)", app?.server.log ?? "(app gone)")
    }
    if menuUsed {
      let shown = openMenu.map { "open: Log In is \($0.enabled ? "on" : "off")" } ?? "closed"
      seen.add("menu", shown + "\nbeeps: \(beeps)")
    }
    let counts = LiveObjects.counts(for: owner)
    seen.add(
      "in memory",
      LiveObjects.Kind.allCases.map { "\($0.rawValue)s: \(counts[$0] ?? 0)" }.joined(
        separator: "\n"))
    return seen
  }

  /// A window's screen as the toolkit's `ViewTreeRenderer` draws it,
  /// narrowed to what a user reads, so that it fits a column of a message
  /// and costs little: each visible view's line (its `summary`, as the
  /// renderer writes it), without the tree's branches or the plain views
  /// that only hold others; a sheet's under a line that says so.
  private func screen(of number: Int, _ window: Window) -> String {
    var lines: [String] = []
    for (index, view) in window.subviews.enumerated() where !view.isHidden {
      if index > 0 { lines.append(view === sheets[number]?.viewIfLoaded ? "sheet:" : "in front:") }
      Self.append(view, to: &lines)
    }
    return lines.joined(separator: "\n")
  }

  /// `view`'s line, unless it is a plain view, then its visible subviews',
  /// back to front, as the renderer orders them.
  private static func append(_ view: View, to lines: inout [String]) {
    if type(of: view) != View.self { lines.append(view.summary) }
    for subview in view.subviews where !subview.isHidden { append(subview, to: &lines) }
  }
}
