import Foundation

/// A Swift file, its text and the compiler's parse of it.
struct ParsedFile: Sendable {
  let url: URL
  let source: SourceText
  let root: SyntaxNode
  /// The form the compiler's parse was read in.
  var form: SwiftParser.Form = .json
  /// SHA-256 of the very bytes that were parsed: what a record of this
  /// file's findings is kept under (see `FileStamp`). The file may change
  /// on disk while it is read; the record must not claim the new bytes.
  var digest = ""
}

/// Asks the toolchain's own parser for the syntax of many files at once:
/// `swift -frontend -dump-parse` with one `-primary-file` and one `-o` per
/// file. Nothing is type-checked, so no module needs building first and it
/// can run while the build does (about 40 ms for a kata's dozen files).
///
/// Swift 6.1 and later write the parse as JSON (`-dump-ast-format json`);
/// Swift 6.0 has only its older S-expression form, which is read instead
/// when the JSON is refused or cannot be read. Neither form is promised to
/// stay the same between compilers, so the tour's tests read both.
struct SwiftParser {
  enum Failure: Error, CustomStringConvertible {
    case unreadable(URL)
    case unavailable(String)

    var description: String {
      switch self {
      case .unreadable(let file): return "could not read \(file.path)"
      case .unavailable(let why): return "the Swift parser gave no syntax: \(why)"
      }
    }
  }

  /// The two forms the compiler can write its parse in.
  enum Form: String, Sendable {
    case json
    case sExpression = "S-expression"
  }

  /// A folder for the compiler's output; a fresh one is made inside it for
  /// each run and removed after.
  let scratch: URL
  /// The forms to try, in order.
  var forms: [Form] = [.json, .sExpression]
  /// A safety net for a compiler that never answers, not a timer.
  var timeLimit: Double = 120

  func parse(_ files: [URL]) throws -> [ParsedFile] {
    guard !files.isEmpty else { return [] }
    let folder = scratch.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    var sources: [SourceText] = []
    var digests: [String] = []
    var inputs: [String] = []
    for (number, file) in files.enumerated() {
      // Read once: the compiler parses a copy of these bytes, and their
      // digest is what the findings are kept under, so a save in the
      // middle of a check can never pair one text's findings with another.
      guard let data = try? Data(contentsOf: file),
        let text = String(data: data, encoding: .utf8)
      else {
        throw Failure.unreadable(file)
      }
      let source = SourceText(text)
      sources.append(source)
      digests.append(SHA256.hex(data))
      // The directives of #if blocks are blanked (same bytes, same places),
      // so that the code inside them is parsed too.
      let copy = folder.appendingPathComponent("\(number).swift")
      try (source.withoutConditionalBlocks.map { Data($0.utf8) } ?? data).write(to: copy)
      inputs.append(copy.path)
    }
    // Each file in the first form that reads: a JSON dump can be malformed
    // (Swift 6.3's, after an attributed type like `@MainActor () -> Void`),
    // and then that file is parsed again in the older form.
    var roots = [SyntaxNode?](repeating: nil, count: files.count)
    var readIn = [Form](repeating: .json, count: files.count)
    var pending = Array(files.indices)
    var lastOutput = ""
    for form in forms where !pending.isEmpty {
      let output = { (number: Int) in folder.appendingPathComponent("\(number).\(form)") }
      var arguments = ["-frontend", "-dump-parse", "-parse-as-library", "-swift-version", "6"]
      if form == .json { arguments += ["-dump-ast-format", "json"] }
      for number in pending {
        arguments += ["-primary-file", inputs[number], "-o", output(number).path]
      }
      // A file with a syntax error still gets its parse (and the build will
      // report the error), so the status alone says nothing.
      lastOutput = try ProcessRunner.run("swift", arguments, timeLimit: timeLimit).output
      for number in pending {
        roots[number] = try? read(output(number), form: form, source: sources[number])
        readIn[number] = form
      }
      pending = pending.filter { roots[$0] == nil }
    }
    if let first = pending.first {
      throw Failure.unavailable(
        "no readable parse of \(files[first].lastPathComponent). "
          + VerifyRow.lastLines(of: lastOutput))
    }
    return files.indices.compactMap { number in
      roots[number].map {
        ParsedFile(
          url: files[number], source: sources[number], root: $0, form: readIn[number],
          digest: digests[number])
      }
    }
  }

  private func read(_ output: URL, form: Form, source: SourceText) throws -> SyntaxNode {
    let data = try Data(contentsOf: output)
    switch form {
    case .json:
      return try JSONParseReader.read(data)
    case .sExpression:
      return try SExpressionParseReader.read(String(decoding: data, as: UTF8.self)) {
        source.offset(line: $0, column: $1)
      }
    }
  }
}
