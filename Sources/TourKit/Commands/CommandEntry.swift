/// A command's name, help text and entry point, as the dispatcher and `help`
/// see it.
@MainActor
struct CommandEntry {
  let name: String
  let arguments: String
  let syntax: CommandSyntax

  /// The usage for `help`'s list: all of it when it fits a line, else the
  /// words and "[options]" (`--help` shows them all).
  var listUsage: String {
    let full = name + " " + arguments
    guard full.count > 76 else { return full }
    return ([name] + syntax.words.map(\.usage) + ["[options]"]).joined(separator: " ")
  }
  let summary: String
  let details: String
  let audience: CommandAudience
  let run: @MainActor ([String], TourContext) throws -> Int32

  init<Command: TourCommand>(_ command: Command.Type) {
    name = Command.name
    arguments = Command.arguments
    syntax = Command.syntax
    summary = Command.summary
    details = Command.details
    audience = Command.audience
    run = { arguments, context in try Command.run(arguments, context: context) }
  }
}
