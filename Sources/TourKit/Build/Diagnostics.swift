/// A compiler message about one place in one file.
struct Diagnostic: Equatable {
  enum Severity: String { case error, warning }

  let path: String
  let line: Int
  let column: Int
  let severity: Severity
  let message: String

  /// Reads every `path:line:column: error|warning: message` line of `output`,
  /// once each (the compiler can report the same problem twice).
  static func parse(_ output: String) -> [Diagnostic] {
    var seen = Set<String>()
    var found: [Diagnostic] = []
    for line in output.split(separator: "\n") {
      guard let diagnostic = Diagnostic(line: String(line)) else { continue }
      let key = "\(diagnostic.path):\(diagnostic.line):\(diagnostic.column):\(diagnostic.message)"
      if seen.insert(key).inserted { found.append(diagnostic) }
    }
    return found
  }

  init?(line: String) {
    for severity in [Severity.error, .warning] {
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
}
