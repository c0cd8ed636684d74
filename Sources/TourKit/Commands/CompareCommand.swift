import Foundation

/// `compare <kata>`: the learner's code beside the reference solution, with
/// the solution's notes on its design.
enum CompareCommand: TourCommand {
  static let name = "compare"
  static let peek = CommandSyntax.Option(
    name: "--peek", help: "compare before every step passes")
  static let comments = CommandSyntax.Option(name: "--comments", help: "comments too")
  static let sideBySide = CommandSyntax.Option(
    name: "--side-by-side", help: "the two files in columns")
  static let unified = CommandSyntax.Option(name: "--unified", help: "one file, changes marked")
  static let syntax = CommandSyntax(
    words: [.kata, CommandSyntax.Word(name: "file")],
    options: [peek, comments, sideBySide, unified])
  static let summary = "Your code beside the reference solution"
  static let details = """
    Once every step of the kata passes, shows each file you edited against \
    the reference solution, then the solution's notes on its design. The \
    two versions go side by side when every line fits its column; \
    otherwise in one column, your lines marked - and the solution's +, with \
    line numbers. --side-by-side or --unified chooses; a line too long for \
    its room is wrapped, never cut. Differences in comments and blank lines \
    only are left out and counted in one line; --comments shows them. Before you finish it asks for --peek, \
    because reading the answer first takes away most of the learning. Name \
    a file to see just that one. It never changes your files.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let input = try read(arguments)
    let words = input.words
    if input.has(sideBySide) && input.has(unified) {
      throw TourError.usage(
        "choose one layout: --side-by-side or --unified.",
        suggestion: "For example: \(Tour.shortCommand) compare --unified")
    }
    let kata = try context.kata(named: words.first)
    try WorkbenchFolder.ensureUsable(kata, context: context, otherwise: "nothing was compared")
    let paths = kata.paths(in: context.kit)
    let out = context.out
    let t = context.terminal
    let done = context.learner.isDone(kata)
    guard done || input.has(peek) else {
      out.heading("\(kata.title) \(t.dim("· compare"))")
      out.paragraph(
        "The comparison opens once every step passes, so the solution does not spoil "
          + "the puzzle. If you are stuck, the hints go step by step.")
      out.next("Try a hint first:", "\(Tour.shortCommand) hint \(kata.id)")
      out.line(t.dim("Or look anyway: \(Tour.shortCommand) compare \(kata.id) --peek"))
      return 1
    }
    var files = Set(FolderSync.swiftFiles(in: paths.workbench))
      .union(FolderSync.swiftFiles(in: paths.solution))
      .union(FolderSync.swiftFiles(in: paths.starter)).sorted()
    if words.count == 2 {
      let wanted = words[1].hasSuffix(".swift") ? words[1] : words[1] + ".swift"
      guard files.contains(wanted) else {
        let suggestion = DidYouMean.suggestion(for: wanted, among: files)
        let options = arguments.filter { $0.hasPrefix("-") }.map { " " + $0 }.joined()
        throw TourError.usage(
          "\(kata.id) has no file `\(Echo.quoted(wanted))`.",
          suggestion: suggestion.map {
            "Did you mean `\($0)`? Run:\n  \(Tour.shortCommand) compare \(kata.id) \($0)"
              + options
          } ?? "Files: \(files.map { Echo.escaped($0) }.joined(separator: ", ")).")
      }
      files = [wanted]
    }
    // A solution holds only the files it changes; the rest are the starter's.
    let solution = ScratchPackage.Member.solution(of: kata, in: context.kit)
    var compared: [FileComparison] = []
    var identical: [String] = []
    var removedByBoth: [String] = []
    var commentsOnly: [String] = []
    var notCompared: [String] = []
    var hiddenChanges = 0
    for file in files {
      let myText = CompareText.read(paths.workbench.appendingPathComponent(file))
      let theirText =
        solution.removed.contains(file) ? .lines([]) : CompareText.read(solution.origin(of: file))
      guard case .lines(let mine) = myText, case .lines(let theirs) = theirText else {
        if let reason = CompareText.notCompared(file, mine: myText, theirs: theirText) {
          notCompared.append(reason)
        }
        continue
      }
      let diff = SideBySideDiff(
        left: mine, right: theirs, hidingComments: !input.has(comments))
      hiddenChanges += diff.hiddenCommentChanges
      if diff.hasChanges {
        compared.append(FileComparison(name: file, diff: diff, mine: mine, theirs: theirs))
      } else if mine.isEmpty && theirs.isEmpty {
        removedByBoth.append(file)  // A starter file you both deleted.
      } else if diff.hiddenCommentChanges > 0 {
        commentsOnly.append(file)
      } else {
        identical.append(file)
      }
    }
    let layout =
      input.has(sideBySide)
      ? .sideBySide
      : input.has(unified)
        ? .unified : CompareLayout.choose(for: compared.map(\.diff), width: t.width)
    let notes = try? String(contentsOf: paths.notes, encoding: .utf8)
    let printCode = {
      out.heading("\(kata.title) \(t.dim("· compare"))")
      if compared.isEmpty && !notCompared.isEmpty {
        out.line("No file that could be compared differs from the reference solution's.")
      } else if compared.isEmpty {
        out.line(
          commentsOnly.isEmpty
            ? "Your files are the same as the reference solution's."
            : "Your code is the same as the reference solution's.")
      } else {
        switch layout {
        case .sideBySide:
          out.line("Yours on the left, the reference solution on the right.")
        case .unified:
          out.paragraph(
            "Your lines are marked -, the solution's +; lines without a mark are the same "
              + "in both. The numbers count lines in your file, or in the solution's for + "
              + "lines.")
        }
        out.line(t.dim("(Choose the layout with --side-by-side or --unified.)"))
      }
      if !done {
        out.line(t.warn("Peeking: not every step passes yet."))
      }
      for file in compared {
        out.line()
        out.line(
          t.bold(Echo.escaped(file.name))
            + (file.mine.isEmpty ? t.dim("  (only in the solution)") : "")
            + (file.theirs.isEmpty ? t.dim("  (only in yours)") : ""))
        for line in layout.lines(of: file.diff, terminal: t) { out.line(line) }
      }
      let summaries = [
        ("The same as the solution", identical),
        ("Removed, as in the solution", removedByBoth),
        ("The same code, other comments", commentsOnly),
      ]
      for (label, names) in summaries where !names.isEmpty {
        out.line()
        let shown = names.map { Echo.escaped($0) }.joined(separator: ", ")
        for line in TextWrapping.wrap("\(label): \(shown)", width: 80) {
          out.line(t.dim(line))
        }
      }
      for reason in notCompared {
        out.line()
        out.paragraph("Not compared: " + reason + ".")
      }
      if hiddenChanges > 0 {
        out.line()
        out.line(
          t.dim(
            "\(hiddenChanges) \(hiddenChanges == 1 ? "difference" : "differences") "
              + "in comments only: --comments shows them"))
      }
    }
    let printNotes = {
      guard let notes else { return }
      out.line()
      MarkdownPrinter(terminal: t).print(notes, to: out)
    }
    // The design notes come after the code, where a reader who quits the
    // code's pager early with q still meets them: on a page of their own
    // when the code needs the pager, or on the same page when the code
    // fits one screen (a short page is printed at once, and a pager
    // started right after it would push it off the screen).
    if out.fitsOneScreen(printCode) {
      out.paged {
        printCode()
        printNotes()
      }
    } else {
      out.paged(then: notes == nil ? nil : "the design notes", printCode)
      out.paged(printNotes)
    }
    if notes != nil {
      out.line(t.dim("The notes on its design: " + context.kit.relative(paths.notes)))
    }
    out.next(context.learner.nextStep)
    return 0
  }

  /// One file that differs: its name, both versions' lines and how they
  /// line up.
  private struct FileComparison {
    let name: String
    let diff: SideBySideDiff
    let mine: [String]
    let theirs: [String]
  }
}
