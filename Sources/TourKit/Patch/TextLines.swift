/// A text file as lines, each with its line feed, so that joining the lines
/// gives back the very same bytes. The last line has no line feed when the
/// file does not end with one.
///
/// Two things make this more than `split(separator: "\n")`. A Swift
/// `Character` joins "\r\n" into one, so splitting on the character would
/// miss Windows line ends; and `String`'s `==` treats two spellings of "é"
/// as equal, which a patch must not. Lines are therefore cut and compared
/// byte by byte.
enum TextLines {
  /// The lines of `text`, each ending in "\n" except perhaps the last.
  static func split(_ text: String) -> [String] {
    var lines: [String] = []
    var current: [UInt8] = []
    for byte in text.utf8 {
      current.append(byte)
      if byte == UInt8(ascii: "\n") {
        lines.append(String(decoding: current, as: UTF8.self))
        current = []
      }
    }
    if !current.isEmpty { lines.append(String(decoding: current, as: UTF8.self)) }
    return lines
  }

  /// The line without its final line feed (and only that byte: "\r\n" is
  /// one `Character`, so `dropLast()` would take the "\r" too).
  static func withoutLineFeed(_ line: String) -> String {
    guard line.utf8.last == UInt8(ascii: "\n") else { return line }
    return String(decoding: line.utf8.dropLast(), as: UTF8.self)
  }

  /// The text the lines make, joined as they are.
  static func join(_ lines: [String]) -> String {
    lines.joined()
  }

  /// Whether two lines hold the same bytes.
  static func same(_ a: String, _ b: String) -> Bool {
    a.utf8.elementsEqual(b.utf8)
  }

  /// Whether two runs of lines hold the same bytes, line for line.
  static func same(_ a: some Collection<String>, _ b: some Collection<String>) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
  }
}
