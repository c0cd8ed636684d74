/// A compiler message about one place in one file.
struct Diagnostic: Equatable {
  enum Severity: String { case error, warning, note }

  let path: String
  let line: Int
  let column: Int
  let severity: Severity
  let message: String
  /// The compiler's notes on an error or warning: often the part that says
  /// what to do ("protocol requires function 'f' with type …", "candidate
  /// has non-matching type …").
  var notes: [Diagnostic] = []

  /// Reads every `path:line:column: error|warning: message` line of `output`,
  /// once each (the compiler can report the same problem twice), with the
  /// notes that follow each one.
  ///
  /// A note comes in one of two shapes: a line of its own,
  /// `path:line:column: note: message`, or, in the compiler's default style,
  /// a mark under a line of the quoted source, `` |  `- note: message ``,
  /// whose place is that source line's number.
  static func parse(_ output: String) -> [Diagnostic] {
    var seen = Set<String>()
    var found: [Diagnostic] = []
    // Whether the last error or warning read was a repeat, whose notes are
    // repeats too; and where the quoted source comes from.
    var inRepeat = true
    var quotedPath = ""
    var quotedLine = 0
    func addNote(_ note: Diagnostic) {
      guard !inRepeat, let last = found.indices.last else { return }
      let isKnown = found[last].notes.contains {
        $0.path == note.path && $0.line == note.line && $0.message == note.message
      }
      if !isKnown { found[last].notes.append(note) }
    }
    for line in output.split(separator: "\n") {
      if let diagnostic = Diagnostic(line: String(line)) {
        quotedPath = diagnostic.path
        quotedLine = diagnostic.line
        if diagnostic.severity == .note {
          addNote(diagnostic)
          continue
        }
        let key =
          "\(diagnostic.path):\(diagnostic.line):\(diagnostic.column):\(diagnostic.message)"
        inRepeat = !seen.insert(key).inserted
        if !inRepeat { found.append(diagnostic) }
      } else if let number = quotedLineNumber(line) {
        quotedLine = number
      } else if let message = markedNote(line) {
        addNote(
          Diagnostic(
            path: quotedPath, line: quotedLine, column: 0, severity: .note, message: message))
      }
    }
    return found
  }

  init?(line: String) {
    for severity in [Severity.error, .warning, .note] {
      let marker = ": \(severity.rawValue): "
      guard let range = line.range(of: marker) else { continue }
      let location = line[..<range.lowerBound].split(separator: ":")
      guard location.count >= 3, location[0].hasSuffix(".swift"),
        let lineNumber = Int(location[1]), let column = Int(location[2])
      else { continue }
      self.init(
        path: String(location[0]), line: lineNumber, column: column, severity: severity,
        message: String(line[range.upperBound...]))
      return
    }
    return nil
  }

  init(path: String, line: Int, column: Int, severity: Severity, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  /// The number of a quoted source line, ` 63 |   func …`.
  private static func quotedLineNumber(_ line: Substring) -> Int? {
    let trimmed = line.drop { $0 == " " }
    let digits = trimmed.prefix { $0.isNumber }
    guard !digits.isEmpty, trimmed.dropFirst(digits.count).hasPrefix(" |") else { return nil }
    return Int(digits)
  }

  /// The message of a note marked under quoted source,
  /// `` |        `- note: candidate has … ``.
  private static func markedNote(_ line: Substring) -> String? {
    let trimmed = line.drop { $0 == " " }
    guard trimmed.hasPrefix("|"), let range = trimmed.range(of: "- note: ") else { return nil }
    let mark = trimmed[trimmed.index(after: trimmed.startIndex)..<range.lowerBound]
    guard mark.last == "`" || mark.last == "|",
      mark.dropLast().allSatisfy({ $0 == " " || $0 == "|" })
    else { return nil }
    return String(trimmed[range.upperBound...])
  }
}
