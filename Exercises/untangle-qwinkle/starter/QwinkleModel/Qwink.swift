import Foundation

/// One entry on Qwinkle: a short line about what is happening, and who wrote
/// it. Found in the user stories ("a user can post an entry").
public struct Qwink: Equatable {
  /// The name of the person who wrote it.
  public let author: String
  public let text: String

  public init(author: String, text: String) {
    self.author = author
    self.text = text
  }
}

extension Qwink {
  /// Reads one line the way the server sends it, "author: text"; nil for a
  /// line with no author.
  public init?(line: String) {
    guard let separator = line.range(of: ": ") else { return nil }
    author = String(line[..<separator.lowerBound])
    text = String(line[separator.upperBound...])
  }
}
