/// `help [command]`: every command in a line, or one command in detail.
enum HelpCommand: TourCommand {
  static let name = "help"
  static let syntax = CommandSyntax(words: [CommandSyntax.Word(name: "command")])
  static let summary = "Show every command, or the details of one"
  static let details = "With a command's name, shows what it does and its options."

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let words = try read(arguments).words
    if let name = words.first {
      guard let command = Tour.commands.first(where: { $0.name == name }) else {
        let suggestion = DidYouMean.suggestion(for: name, among: Tour.commands.map(\.name))
        throw TourError.usage(
          "there is no command `\(Echo.quoted(name))`.",
          suggestion: suggestion.map {
            DidYouMean.advice($0, command: "help", arguments: words, replacing: name)
          } ?? "See every command with: \(Tour.shortCommand) help")
      }
      describe(command, to: context.out)
      return 0
    }
    let out = context.out
    let t = context.terminal
    // Taller than a small window: paged, with the next command after it.
    out.paged {
      out.heading("Patterns Kit tour: commands")
      out.line("Usage: \(Tour.shortCommand) [command] [arguments]")
      out.line()
      out.row("  " + t.command(column("(no command)")), "Where you are and what to do next")
      for command in Tour.commands where command.audience == .learner {
        let usage = command.listUsage
        if usage.count < 30 {
          out.row("  " + t.command(column(usage)), command.summary)
        } else {
          // Too long for the column: the summary goes on its own line.
          out.line("  \(t.command(usage))")
          out.row(String(repeating: " ", count: 32), command.summary)
        }
      }
      out.line()
      out.paragraph("A [kata] left out means the kata you are working on.")
      out.paragraph(
        "Every command takes --help. Output is plain when piped or when NO_COLOR is set.")
      out.paragraph("Writing a kata for the kit? See: \(Tour.shortCommand) dev --help")
    }
    out.next("Start here:", "\(Tour.shortCommand)")
    return 0
  }

  /// A command's usage, padded to the width of the list's first column.
  private static func column(_ usage: String) -> String {
    usage.padding(toLength: 30, withPad: " ", startingAt: 0)
  }

  /// A command's `--help`: its usage as typed (wrapped under its own
  /// start when the options make it long), what it does and its details.
  static func describe(_ command: CommandEntry, to out: Output) {
    let t = out.terminal
    let typed = "\(Tour.shortCommand) \(command.name) "
    let usage = TextWrapping.hanging(
      command.arguments, width: min(t.width, 80), indent: typed.count)
    out.line(t.bold(typed + usage[0]))
    for line in usage.dropFirst() { out.line(t.bold(line)) }
    out.line(t.rule)
    out.paragraph(command.summary + ".")
    out.line()
    out.paragraph(command.details)
    printOptions(of: command.syntax, to: out)
  }

  /// The options a command declares, each with its line of help, under
  /// one another.
  private static func printOptions(of syntax: CommandSyntax, to out: Output) {
    guard !syntax.options.isEmpty else { return }
    let width = min(out.terminal.width, 80)
    let column = min(syntax.options.map { $0.usage.count }.max() ?? 0, 30) + 4
    out.line()
    out.line("Options:")
    for option in syntax.options {
      let lead = "  " + option.usage.padding(toLength: column - 2, withPad: " ", startingAt: 0)
      let help = TextWrapping.wrap(option.help, width: width - column)
      if option.usage.count + 2 > column - 2 {
        out.line("  " + option.usage)
        for line in help { out.line(String(repeating: " ", count: column) + line) }
      } else {
        for (index, line) in help.enumerated() {
          out.line((index == 0 ? lead : String(repeating: " ", count: column)) + line)
        }
      }
    }
  }
}
