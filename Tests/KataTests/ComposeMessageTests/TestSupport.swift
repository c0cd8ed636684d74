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

/// "1 window", "2 windows": a count with its noun, for messages.
func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// What a message says when a tap ran no action at all, whatever the test
/// went on to look at (order, events, gone targets): none of that can be
/// seen yet, so nothing else it could say would be true.
let nothingRan = """
  No action ran at all. Look in ComposeControls/ActionTable.swift at what addTarget \
  keeps and what sendActions does with it (step 1).
  """

/// Whether a fresh button lists a target it was given: when it does not,
/// no screen's wiring can show in `allTargets`, whatever the screen does.
@MainActor
func tableListsTargets() -> Bool {
  let button = ActionButton(title: "Probe")
  let recorder = Recorder("probe")
  button.addTarget(recorder, action: Recorder.tapped, for: .primaryActionTriggered)
  return contains(button.allTargets, recorder)
}

/// Whether a closure action added to a fresh button runs on a tap: when it
/// does not, no screen's closure can run, whatever the screen does.
@MainActor
func closureActionsRun() -> Bool {
  let button = ActionButton(title: "Probe")
  var ran = false
  button.addAction(for: .primaryActionTriggered) { _ in ran = true }
  button.tap()
  return ran
}

/// What a message says when `allTargets` lists nothing at all.
let nothingListed = """
  allTargets lists none. Look at ActionTable.allTargets, and at what the table keeps \
  when a target is added (step 1).
  """

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
