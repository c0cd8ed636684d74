import Foundation

/// The tour's entry point: reads the command line and hands it to a command.
public enum Tour {
  /// Every command, in the order `help` lists them.
  @MainActor
  static var commands: [CommandEntry] {
    [
      CommandEntry(ListCommand.self), CommandEntry(LearnCommand.self),
      CommandEntry(DemoCommand.self), CommandEntry(KataCommand.self),
      CommandEntry(CheckCommand.self), CommandEntry(HintCommand.self),
      CommandEntry(WatchCommand.self), CommandEntry(CompareCommand.self),
      CommandEntry(ResetCommand.self), CommandEntry(RestoreCommand.self),
      CommandEntry(ProgressCommand.self),
      CommandEntry(RecapCommand.self),
      CommandEntry(ShareCommand.self), CommandEntry(RoomCommand.self),
      CommandEntry(DoctorCommand.self), CommandEntry(VerifyCommand.self),
      CommandEntry(HelpCommand.self), CommandEntry(DevCommand.self),
    ]
  }

  /// Commands for the kit's authors: they run like any other, but `help`
  /// lists them apart, after a learner's.
  static let authorCommands: Set<String> = ["dev"]

  /// Runs the tour with `arguments` (without the program name) and returns
  /// the process exit code: 0 success, 1 a failure to report, 2 bad usage.
  @MainActor
  public static func main(_ arguments: [String]) -> Int32 {
    let out = Output.standard(terminal: .detect())
    guard let kit = Kit.locate() else {
      StandardError.write(
        "error: this is not inside Patterns Kit.\n"
          + "Run the tour from the kit's folder (the one with Package.swift and Exercises):\n"
          + "  cd path/to/patterns-kit && swift run patterns-tour")
      return 1
    }
    let context = TourContext(kit: kit, out: out)
    do {
      return try dispatch(arguments, context: context)
    } catch let error as TourError {
      StandardError.write("error: \(error.message)")
      if let suggestion = error.suggestion { StandardError.write(suggestion) }
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
      let rest = arguments.dropFirst().joined(separator: " ")
      throw TourError.usage(
        "there is no command `\(name)`.",
        suggestion: suggestion.map {
          "Did you mean `\($0)`? Run:\n  swift run patterns-tour \($0)"
            + (rest.isEmpty ? "" : " \(rest)")
        }
          ?? "See every command with: swift run patterns-tour help")
    }
    let rest = Array(arguments.dropFirst())
    context.commandName = command.name
    if rest.contains("--help") || rest.contains("-h") {
      HelpCommand.describe(command, to: context.out)
      return 0
    }
    return try command.run(rest, context)
  }
}

/// A problem to tell the learner about: what happened, what to do, and the
/// exit code. Never a stack trace.
struct TourError: Error {
  let message: String
  let suggestion: String?
  let exitCode: Int32

  /// The command line was wrong: exit code 2.
  static func usage(_ message: String, suggestion: String? = nil) -> TourError {
    TourError(message: message, suggestion: suggestion, exitCode: 2)
  }

  /// Something failed while doing the work: exit code 1.
  static func failure(_ message: String, suggestion: String? = nil) -> TourError {
    TourError(message: message, suggestion: suggestion, exitCode: 1)
  }

  /// Ctrl-C stopped the work: exit code 130, as a shell reports SIGINT.
  static func stopped(_ message: String, suggestion: String? = nil) -> TourError {
    TourError(message: message, suggestion: suggestion, exitCode: 130)
  }
}

/// What every command works with: the kit, its catalogue, the learner's
/// progress and the output.
@MainActor
final class TourContext {
  let kit: Kit
  let catalogue: Catalogue
  let out: Output
  private let store: ProgressStore
  var progress: Progress
  /// The command being run ("check"), so that a suggestion can repeat it.
  var commandName = "kata"

  init(kit: Kit, out: Output) {
    self.kit = kit
    self.out = out
    self.catalogue = Catalogue.load(from: kit)
    self.store = ProgressStore(file: kit.progressFile)
    let (progress, warning) = store.load()
    self.progress = progress
    if let warning { StandardError.write("warning: \(warning)") }
    for problem in catalogue.problems { StandardError.write("warning: skipped a kata: \(problem)") }
  }

  var terminal: Terminal { out.terminal }

  /// Changes the progress and saves it. The file is read again first, so
  /// two tours running at once (say `watch` in one window and `hint` in
  /// another) add to each other's record instead of overwriting it.
  func updateProgress(_ change: (inout Progress) -> Void) {
    var latest = progress
    if FileManager.default.fileExists(atPath: store.file.path) {
      let (onDisk, warning) = store.load()
      if warning == nil { latest = onDisk }
    }
    change(&latest)
    progress = latest
    saveProgress()
  }

  /// Writes progress to disk. A failure to save is a warning, not an error:
  /// the command itself still did its work.
  private func saveProgress() {
    do {
      try store.save(progress)
    } catch {
      StandardError.write(
        "warning: could not save progress to \(kit.relative(kit.progressFile)): "
          + "\(PlainErrors.describe(error, in: kit)). Check that the kit's folder is writable "
          + "(swift run patterns-tour doctor).")
    }
  }

  /// The kata called `name`; with no name, the one the learner is on.
  func kata(named name: String?) throws -> Kata {
    guard let name else {
      if let current = progress.currentKata, let kata = catalogue.kata(current) { return kata }
      if let next = catalogue.katas.first(where: { progress.kata($0.id).completed == nil }) {
        return next
      }
      guard let first = catalogue.katas.first else {
        throw TourError.failure("the kit has no katas (nothing under Exercises/).")
      }
      return first
    }
    if let kata = catalogue.kata(name.lowercased()) { return kata }
    let ids = catalogue.katas.map(\.id)
    let suggestion = DidYouMean.suggestion(for: name, among: ids)
    throw TourError.usage(
      "there is no kata called `\(name)`.",
      suggestion: suggestion.map {
        "Did you mean `\($0)`? Run:\n  swift run patterns-tour \(commandName) \($0)"
      }
        ?? "Katas: \(ids.joined(separator: ", ")). See them all with: swift run patterns-tour list"
    )
  }

  /// The lesson called `name`.
  func lesson(named name: String) throws -> Lesson {
    let wanted = name.lowercased().replacingOccurrences(of: " ", with: "-")
    if let lesson = catalogue.lessons.first(where: { $0.id == wanted }) { return lesson }
    let ids = catalogue.lessons.map(\.id)
    let suggestion = DidYouMean.suggestion(for: name, among: ids)
    throw TourError.usage(
      "there is no pattern called `\(name)`.",
      suggestion: suggestion.map { "Did you mean `\($0)`?" }
        ?? "Patterns: \(ids.joined(separator: ", ")).")
  }
}

/// A command's name, help text and entry point, as the dispatcher and `help`
/// see it.
@MainActor
struct CommandEntry {
  let name: String
  let arguments: String
  let summary: String
  let details: String
  let run: @MainActor ([String], TourContext) throws -> Int32

  init<Command: TourCommand>(_ command: Command.Type) {
    name = Command.name
    arguments = Command.arguments
    summary = Command.summary
    details = Command.details
    run = { arguments, context in try Command.run(arguments, context: context) }
  }
}

/// One tour command, such as `check`. Each lives in its own file.
@MainActor
protocol TourCommand {
  static var name: String { get }
  /// The arguments, as shown in help: "[kata]".
  static var arguments: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// A few lines for `help <command>`.
  static var details: String { get }
  static func run(_ arguments: [String], context: TourContext) throws -> Int32
}

extension TourCommand {
  static var arguments: String { "" }

  /// Splits arguments into flags (`--peek`) and plain words, rejecting flags
  /// this command does not know.
  static func parse(_ arguments: [String], flags known: Set<String> = []) throws -> (
    words: [String], flags: Set<String>
  ) {
    var words: [String] = []
    var flags = Set<String>()
    for argument in arguments {
      if argument.hasPrefix("-") {
        guard known.contains(argument) else {
          let suggestion = DidYouMean.suggestion(for: argument, among: Array(known))
          throw TourError.usage(
            "`\(name)` has no option `\(argument)`.",
            suggestion: suggestion.map { "Did you mean `\($0)`?" }
              ?? "See: swift run patterns-tour \(name) --help")
        }
        flags.insert(argument)
      } else {
        words.append(argument)
      }
    }
    return (words, flags)
  }

  /// Fails with a usage error when more than `count` words were given.
  static func expectAtMost(_ count: Int, _ words: [String]) throws {
    guard words.count > count else { return }
    throw TourError.usage(
      "`\(name)` takes \(arguments.isEmpty ? "no arguments" : arguments), "
        + "but got: \(words.joined(separator: " ")).",
      suggestion: "See: swift run patterns-tour \(name) --help")
  }
}
