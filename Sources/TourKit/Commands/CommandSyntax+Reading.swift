/// Reading what was typed by a command's syntax.
extension CommandSyntax {
  /// Reads `arguments`: the options (a flag, or one with its value after
  /// it or after `=`; a repeatable one as often as given), and the words,
  /// at most as many as declared unless the command reads more itself. An
  /// unknown option is refused with the nearest known one, an option given
  /// twice as such. `command` is the name typed ("check", "dev wrong").
  func read(_ arguments: [String], command: String, wordsChecked: Bool = true) throws
    -> CommandInput
  {
    var words: [String] = []
    var given: [String: [String]] = [:]
    var rest = arguments[...]
    let known = Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0) })
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("-"), argument != "-" else {
        words.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      guard let option = known[parts[0]] else {
        throw unknownOption(argument, in: arguments, command: command)
      }
      guard given[option.name] == nil || option.repeatable else {
        throw TourError.usage(
          "\(option.name) is given twice; give it once.",
          suggestion: "See: \(Tour.shortCommand) \(command) --help")
      }
      var value = ""
      if let name = option.value {
        guard let next = parts.count > 1 ? parts[1] : rest.popFirst(), !next.isEmpty,
          !next.hasPrefix("--")
        else {
          throw TourError.usage(
            "\(option.name) needs \(name) after it.",
            suggestion: "See: \(Tour.shortCommand) \(command) --help")
        }
        value = next
      }
      given[option.name, default: []].append(value)
    }
    if more == nil && wordsChecked {
      try expectAtMost(self.words.count, words, command: command)
    }
    return CommandInput(words: words, given: given)
  }

  /// Fails with a usage error when more than the declared words were given
  /// (or more than `count`).
  func expectAtMost(_ count: Int, _ words: [String], command: String) throws {
    guard words.count > count else { return }
    let takes = usage.isEmpty ? "no arguments" : usage
    throw TourError.usage(
      "`\(command)` takes \(takes), but got: "
        + words.map { Echo.quoted($0) }.joined(separator: " ") + ".",
      suggestion: "See: \(Tour.shortCommand) \(command) --help")
  }

  /// A mistyped option, with the nearest one this command has and the line
  /// to run with it; or, with none near, the options there are.
  /// `--step=2` is read as `--step 2`.
  private func unknownOption(_ argument: String, in arguments: [String], command: String)
    -> TourError
  {
    let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
    let names = options.map(\.name)
    guard let suggestion = DidYouMean.suggestion(for: parts[0], among: names + ["--help"]) else {
      let list = names.isEmpty ? "no options but --help" : names.joined(separator: ", ")
      return TourError.usage(
        "`\(command)` has no option `\(Echo.quoted(argument))`; it takes \(list).",
        suggestion: "See: \(Tour.shortCommand) \(command) --help")
    }
    return TourError.usage(
      "`\(command)` has no option `\(Echo.quoted(argument))`.",
      suggestion: DidYouMean.advice(
        suggestion, command: command, arguments: arguments, replacing: argument,
        with: [suggestion] + parts.dropFirst()))
  }
}
