import Foundation

/// What `check` and `run` say when the learner's code does not compile:
/// the first errors, in their files, with the line, the compiler's notes in
/// plain words, and what a crossed seam or a test that cannot compile
/// means.
@MainActor
enum CompileErrorReport {
  /// The compiler's notes on `error`, in plain words: which requirement is
  /// missing, and which declaration was meant to meet it. The requirement
  /// comes first, so "meant to be it" has something to refer to.
  private static func printNotes(of error: CompileError, context: TourContext) {
    let t = context.terminal
    let requirementsFirst =
      error.notes.filter { $0.diagnostic.message.hasPrefix("protocol requires") }
      + error.notes.filter { !$0.diagnostic.message.hasPrefix("protocol requires") }
    for note in requirementsFirst {
      let place = note.diagnostic
      let location =
        place.path == error.diagnostic.path
        ? "line \(place.line)"
        : "\(note.file.map(context.kit.relative) ?? place.path):\(place.line)"
      guard
        let text = CompilerNotes.plainWords(
          place.message, error: error.diagnostic.message, location: location)
      else { continue }
      let lines = TextWrapping.wrap(text, width: min(t.width, 80) - 6)
      for (index, line) in lines.enumerated() {
        context.out.line((index == 0 ? "    \(t.bullet) " : "      ") + line)
      }
    }
  }

  static func print(
    _ errors: [CompileError], kata: Kata, context: TourContext
  ) {
    let out = context.out
    let t = context.terminal
    let kit = context.kit
    out.line(t.bad("Your code does not compile yet."))
    if errors.isEmpty {
      out.paragraph(
        "The compiler stopped without naming a file. Run the check with --verbose to "
          + "see its full output.", indent: 2)
      return
    }
    // The kata's story (for `run`) is built with its tests.
    let tests = [kata.paths(in: kit).tests, kit.kataStories].map(\.standardizedFileURL.path)
    for error in errors.prefix(3) {
      let location = error.file.map(kit.relative) ?? error.diagnostic.path
      out.line()
      out.line("  \(t.bold("\(location):\(error.diagnostic.line):\(error.diagnostic.column)"))")
      out.paragraph(error.diagnostic.message, indent: 4)
      if let file = error.file, let source = try? String(contentsOf: file, encoding: .utf8) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        if error.diagnostic.line - 1 < lines.count {
          let code = lines[error.diagnostic.line - 1].trimmingCharacters(in: .whitespaces)
          // Wrapped, never cut: the end of the line may be what is wrong.
          let gutter = "    \(error.diagnostic.line) | "
          let pieces = TextWrapping.wrapCode(
            code, width: t.width - gutter.count, marker: t.wrapMark)
          for (index, piece) in pieces.enumerated() {
            let start = index == 0 ? gutter : String(repeating: " ", count: gutter.count - 2) + "| "
            out.line(t.dim(start) + piece)
          }
        }
      }
      printNotes(of: error, context: context)
      let workbench = kata.paths(in: kit).workbench.standardizedFileURL.path + "/"
      if let file = error.file?.standardizedFileURL.path, file.hasPrefix(workbench),
        let crossing = SeamCrossing.find(
          message: error.diagnostic.message, path: String(file.dropFirst(workbench.count)),
          kata: kata, root: kata.paths(in: kit).workbench)
      {
        out.paragraph(crossing.explanation, indent: 4)
      }
      if let file = error.file?.standardizedFileURL.path, tests.contains(where: file.hasPrefix) {
        out.paragraph(
          TestsCompileAdvice.advice(
            for: error.diagnostic.message, kataID: kata.id,
            workbench: kata.paths(in: kit).workbench), indent: 4)
      }
    }
    if errors.count > 3 {
      out.line()
      let more = errors.count - 3
      out.line(
        t.dim("  \(more) more error\(more == 1 ? "" : "s"); fixing the first often fixes the rest.")
      )
    }
  }
}
