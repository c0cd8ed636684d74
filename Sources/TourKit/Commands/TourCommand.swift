import Foundation

/// Who a command is for, which says where `help` lists it.
enum CommandAudience: Sendable {
  /// Listed by `help`: the learner's and the facilitator's commands.
  case learner
  /// The kit's authors' (`dev`): `help` points to it in a line of its own.
  case author
  /// Started by the tour itself (`warm`, which `kata` runs in the
  /// background): `help <name>` describes it, the list leaves it out.
  case tour
}

/// One tour command, such as `check`. Each lives in its own file.
@MainActor
protocol TourCommand {
  static var name: String { get }
  /// Who it is for; a learner's unless it says otherwise.
  static var audience: CommandAudience { get }
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
  static var audience: CommandAudience { .learner }

  /// Splits arguments into flags (`--peek`) and plain words, rejecting flags
  /// this command does not know. `valued` names the options that take a
  /// value, which the command reads itself (`--step N`) and takes out
  /// before calling this: they are suggested for a mistyped option, and
  /// one given twice is refused as such.
  static func parse(
    _ arguments: [String], flags known: Set<String> = [], valued: [String] = []
  ) throws -> (words: [String], flags: Set<String>) {
    var words: [String] = []
    var flags = Set<String>()
    for argument in arguments {
      if argument.hasPrefix("-") {
        // The command took out the first of a valued option and its value
        // before it called this, so one still here was given again.
        if valued.contains(argument) {
          throw TourError.usage(
            "\(argument) is given twice; give it once.",
            suggestion: "See: \(Tour.shortCommand) \(name) --help")
        }
        guard known.contains(argument) else {
          throw unknownOption(argument, in: arguments, known: known.sorted() + valued)
        }
        flags.insert(argument)
      } else {
        words.append(argument)
      }
    }
    return (words, flags)
  }

  /// A mistyped option, with the nearest one this command has and the line
  /// to run with it; or, with none near, the options there are.
  /// `--step=2` is read as `--step 2`.
  private static func unknownOption(_ argument: String, in arguments: [String], known: [String])
    -> TourError
  {
    let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
    let options = known + ["--help"]
    guard let suggestion = DidYouMean.suggestion(for: parts[0], among: options) else {
      let list = known.isEmpty ? "no options but --help" : known.joined(separator: ", ")
      return TourError.usage(
        "`\(name)` has no option `\(Echo.quoted(argument))`; it takes \(list).",
        suggestion: "See: \(Tour.shortCommand) \(name) --help")
    }
    return TourError.usage(
      "`\(name)` has no option `\(Echo.quoted(argument))`.",
      suggestion: DidYouMean.advice(
        suggestion, command: name, arguments: arguments, replacing: argument,
        with: [suggestion] + parts.dropFirst()))
  }

  /// The first of `words`: what the command is about, which it cannot
  /// guess. With no words, a usage error that says `missing` and shows the
  /// command run with `example`.
  static func firstWord(of words: [String], missing: String, example: String) throws -> String {
    guard let word = words.first else {
      throw TourError.usage(
        missing, suggestion: "For example: \(Tour.shortCommand) \(name) \(example)")
    }
    return word
  }

  /// Fails with a usage error when more than `count` words were given.
  static func expectAtMost(_ count: Int, _ words: [String]) throws {
    guard words.count > count else { return }
    throw TourError.usage(
      "`\(name)` takes \(arguments.isEmpty ? "no arguments" : arguments), "
        + "but got: \(words.map { Echo.quoted($0) }.joined(separator: " ")).",
      suggestion: "See: \(Tour.shortCommand) \(name) --help")
  }
}
