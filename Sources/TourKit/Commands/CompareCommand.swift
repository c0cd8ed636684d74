import Foundation

/// `compare <kata>`: the learner's code beside the reference solution, with
/// the solution's notes on its design.
enum CompareCommand: TourCommand {
  static let name = "compare"
  static let arguments = "[kata] [file] [--peek]"
  static let summary = "Your code beside the reference solution"
  static let details = """
    Once every step of the kata passes, shows each file you edited next to \
    the reference solution (yours on the left), then a few lines on the \
    solution's design. Before that it asks for --peek, because reading the \
    answer first takes away most of the learning. Name a file to see just \
    that one. It never changes your files.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let (words, flags) = try parse(arguments, flags: ["--peek"])
    try expectAtMost(2, words)
    let kata = try context.kata(named: words.first)
    let paths = kata.paths(in: context.kit)
    let out = context.out
    let t = context.terminal
    let done = context.learner.isDone(kata)
    guard done || flags.contains("--peek") else {
      out.heading("\(kata.title) \(t.dim("· compare"))")
      out.paragraph(
        "The comparison opens once every step passes, so the solution does not spoil "
          + "the puzzle. If you are stuck, the hints go step by step.")
      out.next("Try a hint first:", "swift run patterns-tour hint \(kata.id)")
      out.line(t.dim("Or look anyway: swift run patterns-tour compare \(kata.id) --peek"))
      return 1
    }
    var files = Set(FolderSync.swiftFiles(in: paths.workbench))
      .union(FolderSync.swiftFiles(in: paths.solution))
      .union(FolderSync.swiftFiles(in: paths.starter)).sorted()
    if words.count == 2 {
      let wanted = words[1].hasSuffix(".swift") ? words[1] : words[1] + ".swift"
      guard files.contains(wanted) else {
        let suggestion = DidYouMean.suggestion(for: wanted, among: files)
        throw TourError.usage(
          "\(kata.id) has no file `\(wanted)`.",
          suggestion: suggestion.map { "Did you mean `\($0)`?" }
            ?? "Files: \(files.joined(separator: ", "))")
      }
      files = [wanted]
    }
    out.paged {
      out.heading("\(kata.title) \(t.dim("· compare"))")
      if t.width >= sideBySideWidth {
        out.line("Yours on the left, the reference solution on the right.")
      } else {
        out.line("Lines marked - are yours, + the reference solution's.")
        out.line(t.dim("(A terminal \(sideBySideWidth)+ columns wide shows them side by side.)"))
      }
      if !done {
        out.line(t.warn("Peeking: not every step passes yet."))
      }
      var identical: [String] = []
      var removedByBoth: [String] = []
      for file in files {
        let mine = lines(of: paths.workbench.appendingPathComponent(file))
        // A solution holds only the files it changes; the rest are the starter's.
        let solution = ScratchPackage.Member.solution(of: kata, in: context.kit)
        let theirs = solution.removed.contains(file) ? [] : lines(of: solution.origin(of: file))
        let diff = SideBySideDiff(left: mine, right: theirs)
        guard diff.hasChanges else {
          if mine.isEmpty && theirs.isEmpty {
            removedByBoth.append(file)  // A starter file you both deleted.
          } else {
            identical.append(file)
          }
          continue
        }
        out.line()
        out.line(
          t.bold(file) + (mine.isEmpty ? t.dim("  (only in the solution)") : "")
            + (theirs.isEmpty ? t.dim("  (only in yours)") : ""))
        print(diff, context: context)
      }
      let summaries = [
        ("The same as the solution", identical),
        ("Removed, as in the solution", removedByBoth),
      ]
      for (label, names) in summaries where !names.isEmpty {
        out.line()
        for line in TextWrapping.wrap("\(label): \(names.joined(separator: ", "))", width: 80) {
          out.line(t.dim(line))
        }
      }
      if let notes = try? String(contentsOf: paths.notes, encoding: .utf8) {
        out.line()
        MarkdownPrinter(terminal: t).print(notes, to: out)
      }
    }
    out.next(context.learner.nextStep)
    return 0
  }

  private static func lines(of file: URL) -> [String] {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Side by side needs room: below this width each column would cut most
  /// lines of code, so the two versions are stacked instead.
  static let sideBySideWidth = 100

  private static func print(_ diff: SideBySideDiff, context: TourContext) {
    let t = context.terminal
    guard t.width >= sideBySideWidth else {
      printStacked(diff, context: context)
      return
    }
    let column = (min(t.width, 160) - 3) / 2
    let divider = t.usesUnicode ? "│" : "|"
    func cell(_ text: String?) -> String {
      let expanded = (text ?? "").replacingOccurrences(of: "\t", with: "  ")
      return TextWrapping.truncate(expanded, to: column, ellipsis: t.ellipsis)
        .padding(toLength: column, withPad: " ", startingAt: 0)
    }
    for row in diff.rows {
      switch row {
      case .same(let text):
        context.out.line(t.dim(cell(text)) + " \(t.dim(divider)) " + t.dim(cell(text)))
      case .changed(let left, let right):
        let marker = left == nil ? ">" : right == nil ? "<" : divider
        context.out.line(t.bad(cell(left)) + " \(marker) " + t.good(cell(right)))
      case .folded(let count):
        context.out.line(t.dim("   \(t.ellipsis) \(count) lines the same \(t.ellipsis)"))
      }
    }
  }

  /// Each change as your line(s) marked `-` and the solution's marked `+`,
  /// for terminals too narrow for two columns.
  private static func printStacked(_ diff: SideBySideDiff, context: TourContext) {
    let t = context.terminal
    // A run of changed lines is shown as a block: all of yours, then all of
    // the solution's, so rewritten paragraphs read as wholes.
    var removed: [String] = []
    var added: [String] = []
    func flush() {
      for line in removed { context.out.line(t.bad("- " + line)) }
      for line in added { context.out.line(t.good("+ " + line)) }
      removed = []
      added = []
    }
    for row in diff.rows {
      switch row {
      case .same(let text):
        flush()
        context.out.line(t.dim("  " + text))
      case .changed(let left, let right):
        if let left { removed.append(left) }
        if let right { added.append(right) }
      case .folded(let count):
        flush()
        context.out.line(t.dim("  \(t.ellipsis) \(count) lines the same \(t.ellipsis)"))
      }
    }
    flush()
  }
}
