import Foundation

/// A Swift file's text as the house rules read it beside the compiler's
/// parse: where each line starts, and the words of its code, each with its
/// place. Comments and the text of string literals are never words; the
/// code inside a string's `\(...)` is.
///
/// The compiler's parse decides whether a rule is broken. It gives places
/// for declarations and statements but not for every expression, so this is
/// how a finding inside a long statement is put on its own line.
struct SourceText: Sendable {
  /// A word of code (a name or keyword), an attribute (`@testable`), a
  /// compiler directive (`#if`), or a single mark of punctuation.
  struct Token: Equatable, Sendable {
    enum Kind: Sendable { case word, attribute, directive, mark }
    let kind: Kind
    let text: String
    /// Where it starts: bytes from the start of the file.
    let offset: Int
  }

  let text: String
  let tokens: [Token]
  /// The byte offset where each line starts; line 1 starts at 0.
  private let lineStarts: [Int]

  init(_ text: String) {
    self.text = text
    let bytes = Array(text.utf8)
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    lineStarts = starts
    var lexer = SwiftLexer(bytes: bytes)
    lexer.code(insideInterpolation: false)
    tokens = lexer.tokens
  }

  /// The line (from 1) that holds the byte at `offset`.
  func line(at offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The byte offset of `line` and `column` (both from 1, the column in bytes).
  func offset(line: Int, column: Int) -> Int {
    guard line >= 1, line <= lineStarts.count else { return text.utf8.count }
    return lineStarts[line - 1] + max(column - 1, 0)
  }

  /// The offset just past the end of the line that holds `offset`.
  func endOfLine(at offset: Int) -> Int {
    let next = line(at: offset)
    return next < lineStarts.count ? lineStarts[next] - 1 : text.utf8.count
  }

  /// The same text with every `#if`, `#elseif`, `#else` and `#endif` line
  /// blanked, byte for byte, or nil when it has none. The compiler's parse
  /// leaves out the code between such lines; with them blanked, every
  /// branch is parsed and held to the rules, whatever platform checks it.
  var withoutConditionalBlocks: String? {
    let directives: Set<String> = ["#if", "#elseif", "#else", "#endif"]
    let marks = tokens.filter { $0.kind == .directive && directives.contains($0.text) }
    guard !marks.isEmpty else { return nil }
    var bytes = Array(text.utf8)
    for mark in marks {
      // A condition runs on while its parentheses are open or its line
      // ends with `&&` or `||`.
      var index = mark.offset
      var depth = 0
      var last = UInt8(ascii: " ")
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
          let continues = depth > 0 || last == UInt8(ascii: "&") || last == UInt8(ascii: "|")
          if !continues { break }
        } else {
          if byte == UInt8(ascii: "(") { depth += 1 }
          if byte == UInt8(ascii: ")") { depth -= 1 }
          if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { last = byte }
          bytes[index] = UInt8(ascii: " ")
        }
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
