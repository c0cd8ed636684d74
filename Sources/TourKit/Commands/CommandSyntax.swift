/// What a command takes, declared once, as typed values: its words (a
/// kata, a pattern, a file) and its options (a flag such as `--verbose`,
/// or an option with a value, `--step N`), each with a line of help. The
/// usage line `help` lists, the options `--help` shows, and the parsing of
/// what was typed are all made from this one declaration, so none can say
/// what another does not do.
struct CommandSyntax: Sendable {
  /// A word the command reads in its place: "[kata]", "<pattern>".
  struct Word: Sendable, Equatable {
    let name: String
    /// Whether it may be left out ("[kata]") or not ("<pattern>").
    var optional = true

    var usage: String { optional ? "[\(name)]" : "<\(name)>" }
  }

  /// An option: a flag, or one that takes a value.
  struct Option: Sendable, Hashable {
    /// "--step".
    let name: String
    /// What its value is called ("N"), or nil for a flag.
    var value: String? = nil
    /// What it does, in a line.
    let help: String
    /// Whether it may be given more than once (`--map A=B --map C=D`).
    var repeatable = false

    var usage: String { value.map { "\(name) \($0)" } ?? name }
  }

  var words: [Word] = []
  var options: [Option] = []
  /// Words past the declared ones that the command reads itself (`dev`'s
  /// subcommands and theirs): shown as typed, and not counted.
  var more: String? = nil

  /// The usage line: "[kata] [--step N]".
  var usage: String {
    (words.map(\.usage) + options.map { "[\($0.usage)]" } + [more ?? ""].filter { !$0.isEmpty })
      .joined(separator: " ")
  }

}

extension CommandSyntax.Word {
  /// The kata a command is about; left out, the one the learner is on.
  static let kata = CommandSyntax.Word(name: "kata")
}

/// What was typed for a command, read by its syntax.
struct CommandInput {
  let words: [String]
  private let given: [String: [String]]

  init(words: [String], given: [String: [String]]) {
    self.words = words
    self.given = given
  }

  /// Whether `option` was given.
  func has(_ option: CommandSyntax.Option) -> Bool { given[option.name] != nil }

  /// The value given with `option`, if it was.
  func value(of option: CommandSyntax.Option) -> String? {
    given[option.name]?.first.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Every value given with a repeatable `option`, in order.
  func values(of option: CommandSyntax.Option) -> [String] { given[option.name] ?? [] }

  /// The value given with `option`, as a whole number in `range`.
  func number(_ option: CommandSyntax.Option, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = value(of: option) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw TourError.usage(
        "\(option.name) needs \(option.value ?? "a number") from \(range.lowerBound) to "
          + "\(range.upperBound), not `\(Echo.quoted(text))`.")
    }
    return number
  }
}
