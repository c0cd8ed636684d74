import Foundation

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
