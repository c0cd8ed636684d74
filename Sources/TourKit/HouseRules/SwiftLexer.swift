/// Splits Swift source into the words of its code, stepping over comments
/// and the text of string literals (plain, multi-line and raw) but not over
/// the code in their interpolations. It only finds places: whether a rule
/// is broken is always decided by the compiler's parse.
struct SwiftLexer {
  private let bytes: [UInt8]
  private var index = 0
  private(set) var tokens: [SourceText.Token] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Reads code until the end, or, inside an interpolation, until the `)`
  /// that closes it.
  mutating func code(insideInterpolation: Bool) {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case ascii(" "), ascii("\t"), ascii("\n"), ascii("\r"):
        index += 1
      case ascii("/") where peek(1) == ascii("/"):
        while index < bytes.count, bytes[index] != ascii("\n") { index += 1 }
      case ascii("/") where peek(1) == ascii("*"):
        blockComment()
      case ascii("\""):
        string(hashes: 0)
      case ascii("#"):
        let hashes = count(ascii("#"), from: index)
        if peek(hashes) == ascii("\"") {
          string(hashes: hashes)
        } else if peek(1).map(isNameStart) == true {
          name(.directive, from: index + 1)
        } else {
          mark()
        }
      case ascii("@") where peek(1).map(isNameStart) == true:
        name(.attribute, from: index + 1)
      case ascii("`"):
        backticked()
      case ascii("("):
        if insideInterpolation { depth += 1 }
        mark()
      case ascii(")"):
        if insideInterpolation && depth == 0 {
          index += 1
          return
        }
        depth -= 1
        mark()
      case _ where isNameStart(byte):
        name(.word, from: index)
      case _ where isDigit(byte):
        while index < bytes.count, isNamePart(bytes[index]) || bytes[index] == ascii(".") {
          index += 1
        }
      default:
        mark()
      }
    }
  }

  // MARK: Pieces

  private mutating func mark() {
    tokens.append(.init(kind: .mark, text: String(UnicodeScalar(bytes[index])), offset: index))
    index += 1
  }

  /// A name, attribute or directive whose letters start at `start`.
  private mutating func name(_ kind: SourceText.Token.Kind, from start: Int) {
    var end = start
    while end < bytes.count, isNamePart(bytes[end]) { end += 1 }
    let prefix = kind == .word ? "" : kind == .attribute ? "@" : "#"
    let text = prefix + String(decoding: bytes[start..<end], as: UTF8.self)
    tokens.append(.init(kind: kind, text: text, offset: index))
    index = end
  }

  /// `` `name` ``: the name without its backticks.
  private mutating func backticked() {
    var end = index + 1
    while end < bytes.count, bytes[end] != ascii("`"), bytes[end] != ascii("\n") { end += 1 }
    let text = String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)
    tokens.append(.init(kind: .word, text: text, offset: index))
    index = min(end + 1, bytes.count)
  }

  /// `/* ... */`, which may nest.
  private mutating func blockComment() {
    var depth = 0
    while index < bytes.count {
      if bytes[index] == ascii("/") && peek(1) == ascii("*") {
        depth += 1
        index += 2
      } else if bytes[index] == ascii("*") && peek(1) == ascii("/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  /// A string literal opened by `hashes` `#` and one or three quotes. Its
  /// text is skipped; `\(` (with as many `#` as it opened with) starts code.
  private mutating func string(hashes: Int) {
    index += hashes
    let multiLine = peek(1) == ascii("\"") && peek(2) == ascii("\"")
    index += multiLine ? 3 : 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ascii("\\") && count(ascii("#"), from: index + 1) == hashes {
        index += 1 + hashes
        if index < bytes.count, bytes[index] == ascii("(") {
          index += 1
          code(insideInterpolation: true)
        } else {
          index += 1
        }
      } else if byte == ascii("\"") && closesString(at: index, multiLine: multiLine, hashes: hashes)
      {
        index += (multiLine ? 3 : 1) + hashes
        return
      } else if byte == ascii("\n") && !multiLine {
        return
      } else {
        index += 1
      }
    }
  }

  private func closesString(at position: Int, multiLine: Bool, hashes: Int) -> Bool {
    let quotes = multiLine ? 3 : 1
    guard position + quotes <= bytes.count,
      bytes[position..<(position + quotes)].allSatisfy({ $0 == ascii("\"") })
    else { return false }
    return count(ascii("#"), from: position + quotes) >= hashes
  }

  // MARK: Bytes

  private func peek(_ distance: Int) -> UInt8? {
    index + distance < bytes.count ? bytes[index + distance] : nil
  }

  private func count(_ byte: UInt8, from start: Int) -> Int {
    var end = start
    while end < bytes.count, bytes[end] == byte { end += 1 }
    return end - start
  }

  private func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= ascii("a") && byte <= ascii("z")) || (byte >= ascii("A") && byte <= ascii("Z"))
      || byte == ascii("_") || byte == ascii("$") || byte >= 0x80
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= ascii("0") && byte <= ascii("9") }

  private func isNamePart(_ byte: UInt8) -> Bool { isNameStart(byte) || isDigit(byte) }
}

private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }
