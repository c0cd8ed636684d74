import CommandBus

extension ModernForm {
  static let commandBus = ModernForm(
    counterpart: "An async bus: let session = try await bus.execute(command), "
      + "with each handler an actor that takes one command type.",
    explanation: [
      "The caller awaits the parsed output, or catches the error, so there is no "
        + "completion and no sender to hold weakly; a function returns once, so "
        + "\"exactly once\" needs no gate; handlers are actors, so their state needs "
        + "no lock and their work runs off the main actor with no scheduler. A "
        + "command nobody takes throws noHandler.",
      "Sub-commands are a task group: the parent returns only after every child, "
        + "and the first child to throw cancels the rest. The work belongs to the "
        + "awaiting task, though: cancel it, as SwiftUI does when a view's .task "
        + "ends, and the command is cancelled too.",
    ],
    sourceFolder: "Sources/Patterns/CommandBus/Modern",
    demo: { await AsyncCommandBusDemo.run() },
    classicIsBetter: "when something must stand between the work and the screen: "
      + "failure listeners that hold a command for a login and retry it, a journal "
      + "that runs it again after a crash, work that outlives the screen that asked, "
      + "and a scheduler a test can step through.",
    modernIsBetter: "when the caller is already async: the result is a return value, "
      + "an error is thrown where it can be caught, cancellation comes with the task, "
      + "and sub-commands get structured concurrency's rules for free.",
    recap: (uikit: "OperationQueue", swiftUI: ".task + try await", concurrency: "actor handlers")
  )
}
