import CommandBus
import HeadlessKit

extension Lesson {
  static let commandBus = Lesson(
    id: "command-bus",
    title: "Command bus",
    purpose: "Take the work out of the controller: ask for it, get the result.",
    explanation: [
      "An action sent up the responder chain carries nothing but its sender, "
        + "runs at once on the main thread, and cannot answer. A command is a "
        + "value that carries what the work needs (a username, a page), its own "
        + "set-up and parsing, and a way back to whoever sent it. A screen builds "
        + "one from its fields, sends it, and shows what comes back, already "
        + "parsed. It never touches a network, a token or a status code.",
      "The bus finds the handler for each command, runs the work off the main "
        + "actor through its scheduler, and hands the outcome back on the main "
        + "actor, exactly once. Handlers say which command types they take, so "
        + "the bus keeps an index and finding one costs the same with one "
        + "handler or a thousand. General plumbing (sign, send, judge the "
        + "status) lives in handlers, composed rather than inherited, so a test "
        + "swaps the real transport for a fake and never sleeps.",
      "Each command goes to exactly one handler: the first registered that "
        + "can take it. IKBCommandBus, where the pattern comes from, hands a "
        + "command to every willing handler, because there nobody waits for an "
        + "answer. Here a sender waits for one result, once: two handlers would "
        + "mean two results, or a result and an error, a like sent twice, and a "
        + "journal that cannot tell when the command is done. When several parts "
        + "of an app must react, one handler changes the model and the rest "
        + "observe it.",
      "Commands have an identifier and are Codable, so a journal can write "
        + "each one down before it runs and, at the next launch, run again the "
        + "ones that never finished, once each. The same log replays a session, "
        + "and undo is replaying it without one command. A big command can run "
        + "sub-commands: it completes only when all of them have.",
      "Failures go to listeners before they reach a screen. One collects every "
        + "command that needs a login, shows a single login screen, and sends "
        + "them all again once it is gone; another offers to retry or cancel "
        + "when the network is down. The screens keep only their happy path.",
    ],
    diagram: """
        FeedViewController (main actor)
          │ builds FeedCommand(), sendCommand(_:completion:)
          ▼
        CommandBus ── with a journal: written down before running ──▶ file
          │ route: index[FeedCommand] ─▶ NetworkHandler   (one look-up)
          │ schedule the work off the main actor
          ▼
        NetworkHandler ── signed request ──▶ Transport (real, or a fake)
          │ judges error and status; the command parses the body
          ▼
        outcome, back on the main actor: failures go to listeners first
          │   login needed? LoginNeededListener parks it, shows the login
          │                 screen, re-sends once that screen is gone
          │   offline?      NetworkErrorListener asks: retry or cancel
          ▼
        FeedViewController gets [Video] or an error, once
      """,
    whereItLives: places(
      """
      Foundation  Operation and OperationQueue: units of work run off main
      AppIntents  an intent: parameters plus an async perform(), run for you
      AppKit      NSDocument: undo with UndoManager, autosave, reopen at launch
      SwiftUI     an action that calls a service with async/await, not the view
      """),
    sourceFolder: "Sources/Patterns/CommandBus",
    demo: { CommandBusDemo.run() },
    modern: .commandBus, origin: .commandBus)
}
