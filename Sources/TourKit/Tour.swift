import Foundation

/// The tour's entry point: reads the command line and hands it to a command.
public enum Tour {
  /// Every command, in the order `help` lists them.
  @MainActor
  static var commands: [CommandEntry] {
    [
      CommandEntry(ListCommand.self), CommandEntry(LearnCommand.self),
      CommandEntry(DemoCommand.self), CommandEntry(KataCommand.self),
      CommandEntry(OpenCommand.self),
      CommandEntry(CheckCommand.self), CommandEntry(RunCommand.self),
      CommandEntry(HintCommand.self),
      CommandEntry(WatchCommand.self), CommandEntry(CompareCommand.self),
      CommandEntry(ResetCommand.self), CommandEntry(RestoreCommand.self),
      CommandEntry(ProgressCommand.self),
      CommandEntry(RecapCommand.self),
      CommandEntry(ShareCommand.self), CommandEntry(RoomCommand.self),
      CommandEntry(DoctorCommand.self), CommandEntry(VerifyCommand.self),
      CommandEntry(HelpCommand.self), CommandEntry(DevCommand.self),
      CommandEntry(WarmCommand.self),
    ]
  }

  /// Runs the tour with `arguments` (without the program name) and returns
  /// the process exit code: 0 success, 1 a failure to report, 2 bad usage.
  @MainActor
  public static func main(_ arguments: [String]) -> Int32 {
    let out = Output.standard(terminal: .detect())
    guard let kit = Kit.locate() else {
      StandardError.write(
        "error: this is not inside Patterns Kit.\n"
          + "Run the tour from the kit's folder (the one with Package.swift and Exercises):\n"
          + "  cd path/to/patterns-kit && \(Tour.shortCommand)")
      return 1
    }
    let context = TourContext(kit: kit, out: out)
    do {
      return try dispatch(arguments, context: context)
    } catch let error as TourError {
      // Each echo of the learner's input is escaped and cut where it is
      // made (see Echo); escaping the whole message again here keeps one
      // that was missed from acting on the terminal.
      StandardError.write("error: \(Echo.escapedLines(error.message))")
      if let suggestion = error.suggestion { StandardError.write(Echo.escapedLines(suggestion)) }
      return error.exitCode
    } catch ProcessRunner.Failure.interrupted {
      StandardError.write("Stopped (Ctrl-C). Nothing of yours was changed.")
      return 130
    } catch {
      StandardError.write("error: \(PlainErrors.describe(error, in: kit))")
      return 1
    }
  }

  @MainActor
  static func dispatch(_ arguments: [String], context: TourContext) throws -> Int32 {
    guard let name = arguments.first else {
      return try HomeCommand.run([], context: context)
    }
    if name == "--help" || name == "-h" { return try HelpCommand.run([], context: context) }
    if name == "--version" {
      context.out.line("patterns-tour (Patterns Kit)")
      return 0
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      let suggestion = DidYouMean.suggestion(for: name, among: commands.map(\.name))
      throw TourError.usage(
        "there is no command `\(Echo.quoted(name))`.",
        suggestion: suggestion.map {
          DidYouMean.advice($0, command: $0, arguments: Array(arguments.dropFirst()))
        }
          ?? "See every command with: \(Tour.shortCommand) help")
    }
    let rest = Array(arguments.dropFirst())
    context.commandName = command.name
    context.arguments = rest
    if rest.contains("--help") || rest.contains("-h") {
      HelpCommand.describe(command, to: context.out)
      return 0
    }
    return try command.run(rest, context)
  }
}
