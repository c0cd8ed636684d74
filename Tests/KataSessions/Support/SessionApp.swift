/// One app a session is played on: the learner's, or the app as it should
/// be (the kata's reference solution), each built by the kata's driver from
/// its own modules, with fakes for the network and the clock.
///
/// The same driver source is compiled twice, once against each app, so the
/// two are driven by exactly the same code: any difference a session shows
/// is the apps'.
@MainActor
public protocol SessionApp: AnyObject {
  associatedtype Action: SessionAction
  /// Does what `action` says, as the user or the world would: a tap, a
  /// second window, a request answered with a 500. An action that has
  /// nothing to act on (a tap on the third screen when two are open) does
  /// nothing.
  func perform(_ action: Action) async
  /// What a user could see now (see `Observation`), after the work the
  /// action started has run as far as it can.
  func observe() async -> Observation
  /// Ends the session: whatever the app still waits for is let go (the
  /// fake server fails what it holds, say), so that no work the session
  /// started, such as a loop that polls for an answer, runs on into the
  /// sessions after it. Most apps have nothing to let go.
  func finish() async
}

extension SessionApp {
  public func finish() async {}

  /// Performs `action`, then lets the work the app started on its own (a
  /// `Task {}` in a handler, say) run as far as it can before anyone looks,
  /// as it would before a user could look. The machinery acts through this,
  /// never `perform` alone: a driver that has nothing to drain still gets
  /// the app's own tasks run, so a screen that changes itself a turn after
  /// an action shows in every kata's sessions.
  func act(_ action: Action) async {
    await perform(action)
    await SerialExecution.settle()
  }
}

/// What a user or the world can do to a kata's app, one case each.
public protocol SessionAction: Hashable, Sendable {
  /// The action in the user's words, as a numbered step of a session:
  /// "Tap Send on the second message."
  var userWords: String { get }
  /// The same after `earlier` in the session (see the default, below).
  func userWords(after earlier: [Self]) -> String
  /// What kind of action it is ("tap send"): sessions are made so that
  /// every two kinds follow each other, in both orders.
  var kind: String { get }
  /// Runs of actions that mean something only together and in order (open
  /// a screen, type, send twice, the server answers the newer first), which
  /// random sessions would seldom make. Some sessions thread one of them
  /// through random actions; a vocabulary plays those whose every action
  /// it has. None by default.
  static var flows: [[Self]] { get }
}

extension SessionAction {
  public static var flows: [[Self]] { [] }

  /// The action in the user's words after `earlier` in the same session:
  /// "Start a second copy of the app and open a new message in it" the
  /// first time, "Open a new message in the second copy" after that. The
  /// words alone by default.
  public func userWords(after earlier: [Self]) -> String { userWords }
}

/// A kata's sessions: its actions, the freedoms its brief leaves, and which
/// steps change what (see `SessionVocabulary.changes`).
public protocol SessionVocabulary {
  associatedtype Action: SessionAction
  /// Every action a session may take. Sessions are drawn from these.
  static var actions: [Action] { get }
  /// What each step of the kata changes, by the names of the parts of an
  /// observation (`Observation.Part.name`, a prefix will do): verify holds
  /// the app as it was (the starter) to differ from the app as it should
  /// be only there. Everything else the starter does, the learner's app
  /// must keep doing.
  static var changes: [Int: [String]] { get }
  /// A part of an observation put in the form both apps are compared in,
  /// where the brief leaves a choice (an error's wording, the order of two
  /// things that happen at once). The kata's NOTES list each freedom.
  static func normalized(_ part: Observation.Part) -> Observation.Part
}

extension SessionVocabulary {
  public static func normalized(_ part: Observation.Part) -> Observation.Part { part }
}
