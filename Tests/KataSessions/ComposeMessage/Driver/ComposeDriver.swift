import HeadlessKit
import SessionKit

@testable import ComposeApp
@testable import ComposeControls

/// Drives one copy of the compose app through a session: compiled once
/// against the learner's modules and once against the app as it should
/// be, so both are driven by this very code.
@MainActor
public final class SessionDriver: SessionApp {
  public typealias Action = ComposeAction

  /// Whom the toolkit counts this copy's views and screens for.
  private let owner: String
  /// Each copy of the app; nil once it went away.
  private var apps: [(application: Application, outbox: Outbox)?] = []
  /// Every screen opened, weakly: the driver must not keep one alive.
  private var screens: [(app: Int, screen: Weak<ComposeViewController>, window: Weak<Window>)] =
    []

  public init() {
    owner = AppOwner.next("compose")
  }

  public func perform(_ action: ComposeAction) async {
    await LiveObjects.attribute(to: owner) {
      switch action {
      case .open: open(inApp: 0)
      case .openInSecondApp: open(inApp: 1)
      case .type(let number, let text): screen(number)?.draftField.insertText(text)
      case .tapSend(let number): screen(number)?.sendButton.tap()
      case .tapCancel(let number): screen(number)?.cancelItem.tap()
      case .closeWindow(let number): window(number)?.close()
      case .tapClear(let number): screen(number)?.clearButton.tap()
      case .endApp(let number): if apps.indices.contains(number - 1) { apps[number - 1] = nil }
      }
    }
  }

  public func observe() async -> Observation {
    var seen = Observation()
    let renderer = ViewTreeRenderer(style: .ascii)
    for (index, entry) in screens.enumerated() {
      let name = "message \(index + 1)"
      guard let window = entry.window.object, window.isKeyWindow else {
        seen.add(name, "(closed)")
        continue
      }
      let title = entry.screen.object?.title ?? "(no title)"
      seen.add(name, title + "\n" + renderer.render(window) + offControls(entry.screen.object))
    }
    for (index, app) in apps.enumerated() {
      let sent = app.map { $0.outbox.sent.map { "\"\($0)\"" }.joined(separator: ", ") }
      seen.add("outbox \(index + 1)", sent ?? "(app gone)")
    }
    let counts = LiveObjects.counts(for: owner)
    seen.add(
      "in memory",
      LiveObjects.Kind.allCases.map { "\($0.rawValue)s: \(counts[$0] ?? 0)" }.joined(
        separator: "\n"))
    return seen
  }

  /// The screen's controls that are off (dimmed, a tap does nothing), one
  /// line each: the renderer draws a button the same either way.
  private func offControls(_ screen: ComposeViewController?) -> String {
    guard let screen else { return "" }
    let controls = [
      ("Send", screen.sendButton.isEnabled), ("Clear", screen.clearButton.isEnabled),
      ("Cancel", screen.cancelItem.isEnabled),
    ]
    return controls.filter { !$0.1 }.map { "\n\($0.0) is off" }.joined()
  }

  // MARK: Screens

  private func open(inApp index: Int) {
    while apps.count <= index { apps.append((Application(), Outbox())) }
    guard let app = apps[index] else { return }
    let screen = ComposeViewController(outbox: app.outbox)
    let window = Window()
    window.rootViewController = screen
    window.makeKeyAndVisible(in: app.application)
    screens.append((index, Weak(screen), Weak(window)))
  }

  /// Screen `number`, while its window is open.
  private func screen(_ number: Int) -> ComposeViewController? {
    guard window(number) != nil else { return nil }
    return screens[number - 1].screen.object
  }

  private func window(_ number: Int) -> Window? {
    guard screens.indices.contains(number - 1),
      let window = screens[number - 1].window.object, window.isKeyWindow
    else { return nil }
    return window
  }
}
