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
  /// What it takes (words and options), declared once: its usage, its
  /// `--help` and its parsing come from this.
  static var syntax: CommandSyntax { get }
  /// One line for the command list.
  static var summary: String { get }
  /// A few lines for `help <command>`.
  static var details: String { get }
  static func run(_ arguments: [String], context: TourContext) throws -> Int32
}

extension TourCommand {
  static var syntax: CommandSyntax { CommandSyntax() }
  static var audience: CommandAudience { .learner }

  /// The arguments, as shown in help: "[kata] [--verbose]".
  static var arguments: String { syntax.usage }

  /// Reads `arguments` by the command's syntax (see `CommandSyntax.read`).
  /// `wordsChecked: false` leaves counting the words to the command, which
  /// reads them first (`hint` tells a step number from a kata).
  static func read(_ arguments: [String], wordsChecked: Bool = true) throws -> CommandInput {
    try syntax.read(arguments, command: name, wordsChecked: wordsChecked)
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
    try syntax.expectAtMost(count, words, command: name)
  }
}
