import HeadlessKit

@testable import ComposeApp
@testable import ComposeControls

/// A target with typed actions for both kinds of control. Each call writes
/// a line to a log, which the test may share between several recorders and
/// which outlives them.
@MainActor
final class Recorder {
  let name: String
  let log: CallLog

  init(_ name: String = "recorder", log: CallLog = CallLog()) {
    self.name = name
    self.log = log
  }

  func tapped(_ sender: ActionButton) {
    log.calls.append("\(name).tapped from \(sender.title)")
  }

  func touchedDown(_ sender: ActionButton) {
    log.calls.append("\(name).touchedDown from \(sender.title)")
  }

  func itemTapped(_ sender: ToolbarItem) {
    log.calls.append("\(name).itemTapped from \(sender.title)")
  }
}

/// A target that notes what the outbox held each time a finger came down on
/// a button, before the tap completed.
@MainActor
final class OutboxProbe {
  let outbox: Outbox
  private(set) var sentAtTouchDown: [[String]] = []

  init(_ outbox: Outbox) {
    self.outbox = outbox
  }

  func fingerCameDown(_ sender: ActionButton) {
    sentAtTouchDown.append(outbox.sent)
  }
}

/// A screen of the app's own kind, a view controller, that listens to a
/// control (say, to highlight itself while a finger is down).
@MainActor
final class ListeningScreen: ViewController {
  let log: CallLog

  init(log: CallLog) {
    self.log = log
    super.init()
  }

  func heard(_ sender: ActionButton) {
    log.calls.append("heard \(sender.title)")
  }
}

/// The calls recorders made, kept by the test.
@MainActor
final class CallLog {
  var calls: [String] = []
}

/// The compose screen shown in a key window of its own app. The application
/// owns the window, so keeping the scene keeps the screen on show.
@MainActor
struct ComposeScene {
  let application = Application()
  let outbox = Outbox()
  let window = Window()
  let compose: ComposeViewController

  init() {
    compose = ComposeViewController(outbox: outbox)
    window.rootViewController = compose
    window.makeKeyAndVisible(in: application)
  }
}

/// Whether `object` is among `targets`, compared by identity.
func contains(_ targets: [AnyObject], _ object: AnyObject) -> Bool {
  targets.contains { $0 === object }
}

/// The class names of `targets`, for messages: "none" when there are none.
func names(of targets: [AnyObject]) -> String {
  targets.isEmpty
    ? "none" : targets.map { String(describing: type(of: $0)) }.joined(separator: ", ")
}

/// The ways a compose screen leaves, other than its own Cancel.
@MainActor
enum ClosingPath: CaseIterable {
  /// The app closes the screen's window (say, the conversation was deleted).
  case windowClosed
  /// Another screen takes its place in its window.
  case replaced
  /// The whole app goes (say, its scene is discarded) with the screen still
  /// on show: no window is closed and the screen never disappears.
  case sceneDropped

  /// What happened, for messages.
  var story: String {
    switch self {
    case .windowClosed: "the app closed its window"
    case .replaced: "another screen took its place in the window"
    case .sceneDropped:
      "the whole app was let go with the screen still on show (no window closed, the "
        + "screen never disappeared)"
    }
  }

  /// Closes `scene`'s screen this way.
  func close(_ scene: ComposeScene) {
    switch self {
    case .windowClosed: scene.window.close()
    case .replaced: scene.window.rootViewController = ViewController()
    case .sceneDropped: break
    }
  }
}
