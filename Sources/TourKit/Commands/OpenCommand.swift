import Foundation

/// `open [kata]`: the kata as a package Xcode or VS Code can open, with its
/// tests as tests.
enum OpenCommand: TourCommand {
  static let name = "open"
  static let noXcode = CommandSyntax.Option(
    name: "--no-xcode", help: "make the package, but do not start Xcode")
  static let syntax = CommandSyntax(words: [.kata], options: [noXcode])
  static let summary = "Open a kata in Xcode or VS Code, tests and all"
  static let details = """
    Makes .tour/ide/<kata>, a small Swift package whose folders are links to \
    your workbench (Sources/Katas/<Kata>), the kata's tests and the toolkit, \
    and opens it in Xcode on a Mac. Elsewhere, or with --no-xcode, it says how \
    to open it in Xcode or in VS Code with the Swift extension. There the \
    kata's tests run as tests and a failure shows on the line that failed; \
    what you edit is your workbench, so check agrees with the editor. Run \
    open again after adding or removing a file. It never changes your files.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let input = try read(arguments)
    let kata = try context.kata(named: input.words.first)
    let kit = context.kit
    let package = IDEPackage(kit: kit, kata: kata)
    let path = kit.relative(package.folder)
    try WorkbenchFolder.ensureUsable(kata, context: context, otherwise: "the kata was not opened")
    if let missing = package.missing {
      throw TourError.failure(
        "\(kit.relative(missing.destination)) is missing, so the kata cannot be opened.",
        suggestion: missing.destination == kata.paths(in: kit).workbench
          ? "Bring back the starting code: \(Tour.shortCommand) reset \(kata.id)"
          : "Restore it from a fresh copy of the kit, then: \(Tour.shortCommand) doctor")
    }
    let kept: [IDEPackage.Kept]
    do {
      kept = try package.prepare()
    } catch {
      throw TourError.failure(
        "could not make the kata's package in \(path) (\(PlainErrors.describe(error, in: kit))). "
          + "Nothing of yours was changed.",
        suggestion: "Check that .tour/ is writable: \(Tour.shortCommand) doctor")
    }
    try OpenReport.refuse(ifInTheWay: kept, package: package)
    context.learner.open(kata)

    let out = context.out
    let t = context.terminal
    out.heading("\(kata.title) \(t.dim("· open"))")
    OpenReport.printLeftovers(kept, package: package, context: context)
    out.line("Your editor can open this kata as a package of its own:")
    out.line("  " + t.bold(path))
    out.line()
    out.paragraph(
      "Its folders are links to the kit's: what you edit there is your workbench, "
        + "\(kit.relative(kata.paths(in: kit).workbench)), and its tests are the ones "
        + "check runs. Leave the tests as they are.")
    out.line()

    let xcode = input.has(noXcode) ? nil : XcodeLocator.onThisMac()
    switch xcode {
    case .found:
      try openInXcode(package.folder, path: path, terminal: t, out: out)
    case .missing(let reason, let fix, let command):
      out.line(t.warn("Xcode cannot open it on this Mac:"))
      out.paragraph(reason + " " + fix, indent: 2)
      out.line("    " + t.command(command))
      out.line()
      printWaysToOpen(path, offeringXcode: false, terminal: t, out: out)
    case nil:
      printWaysToOpen(path, offeringXcode: isMac, terminal: t, out: out)
    }
    out.line("After adding or removing a file in your workbench, run open again.")
    out.next("Progress is recorded by check:", "\(Tour.shortCommand) check \(kata.id)")
    if case .missing = xcode { return 1 }
    return 0
  }

  /// Hands the package to Xcode through `xed`, which returns at once.
  private static func openInXcode(_ folder: URL, path: String, terminal t: Terminal, out: Output)
    throws
  {
    out.partial("Opening it in Xcode\(t.ellipsis) ")
    let opened = try ProcessRunner.run("xed", [folder.path])
    guard opened.succeeded else {
      out.line()
      let said = opened.output.trimmingCharacters(in: .whitespacesAndNewlines)
      throw TourError.failure(
        "Xcode did not open the package\(said.isEmpty ? "." : ": " + said)",
        suggestion: "Open it by hand: xed \(path)\nOr in VS Code: code \(path)")
    }
    out.line(t.dim("done"))
    out.paragraph(
      "In Xcode, Product > Test (Cmd-U) runs every step; the diamond beside a test runs "
        + "that one. A failure shows on its line, with the message check would give.")
    out.line()
  }

  private static var isMac: Bool {
    #if os(macOS)
      true
    #else
      false
    #endif
  }

  /// The commands that open the package, one editor a line; Xcode's only
  /// on a Mac that has it.
  private static func printWaysToOpen(
    _ path: String, offeringXcode: Bool, terminal t: Terminal, out: Output
  ) {
    var ways: [(String, String)] = []
    if offeringXcode { ways.append(("Xcode", "xed \(path)")) }
    ways.append(("VS Code", "code \(path)"))
    ways.append(("Terminal", "swift test --package-path \(path)"))
    for (editor, command) in ways {
      out.line(
        "  " + editor.padding(toLength: 10, withPad: " ", startingAt: 0) + t.command(command))
    }
    out.line()
    out.paragraph(
      "VS Code needs its Swift extension (by the Swift Work Group). Its Testing panel runs "
        + "the steps, and a failure shows on the line that failed.")
    out.line()
  }
}
