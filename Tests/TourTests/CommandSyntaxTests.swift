import Foundation
import Testing

@testable import TourKit

/// A command's options are declared once: its usage, its `--help` and its
/// parsing all come from the declaration.
@Suite("Commands declare their options once")
@MainActor
struct CommandSyntaxTests {
  let step = CommandSyntax.Option(name: "--step", value: "N", help: "a step")
  let quiet = CommandSyntax.Option(name: "--quiet", help: "say less")
  let map = CommandSyntax.Option(name: "--map", value: "A=B", help: "a move", repeatable: true)
  var syntax: CommandSyntax {
    CommandSyntax(words: [.kata], options: [step, quiet, map])
  }

  @Test("The usage line is made from the words and options")
  func usage() {
    #expect(syntax.usage == "[kata] [--step N] [--quiet] [--map A=B]")
  }

  @Test("Flags, values after a space or `=`, and repeated options are read")
  func reading() throws {
    let input = try syntax.read(
      ["demo", "--step=2", "--quiet", "--map", "a=b", "--map", "c=d"], command: "x")
    #expect(input.words == ["demo"])
    #expect(try input.number(step, in: 1...9) == 2)
    #expect(input.has(quiet))
    #expect(input.values(of: map) == ["a=b", "c=d"])
  }

  @Test(
    "Bad input is refused with what is wrong",
    arguments: [
      (["--step"], "--step needs N after it"),
      (["--step", "--quiet"], "--step needs N after it"),
      (["--quiet", "--quiet"], "--quiet is given twice"),
      (["--qiet"], "./tour x --quiet"),
      (["one", "two"], "takes [kata]"),
    ])
  func refused(arguments: [String], expected: String) {
    #expect {
      try syntax.read(arguments, command: "x")
    } throws: { error in
      let error = error as? TourError
      return (error?.message ?? "").contains(expected)
        || (error?.suggestion ?? "").contains(expected)
    }
  }

  @Test("Every command's usage is its declaration's, and its options all have help")
  func everyCommand() {
    for command in Tour.commands {
      #expect(command.arguments == command.syntax.usage, "\(command.name)")
      for option in command.syntax.options {
        #expect(option.name.hasPrefix("--") && !option.help.isEmpty, "\(command.name)")
      }
    }
  }
}
