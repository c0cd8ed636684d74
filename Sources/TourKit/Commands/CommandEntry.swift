/// A command's name, help text and entry point, as the dispatcher and `help`
/// see it.
@MainActor
struct CommandEntry {
  let name: String
  let arguments: String
  let summary: String
  let details: String
  let audience: CommandAudience
  let run: @MainActor ([String], TourContext) throws -> Int32

  init<Command: TourCommand>(_ command: Command.Type) {
    name = Command.name
    arguments = Command.arguments
    summary = Command.summary
    details = Command.details
    audience = Command.audience
    run = { arguments, context in try Command.run(arguments, context: context) }
  }
}
