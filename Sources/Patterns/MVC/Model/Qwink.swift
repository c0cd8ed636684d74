/// One entry on Qwinkle: a short line about what is happening, and who wrote
/// it. Plain data: it knows nothing about screens, tables or networks.
public struct Qwink: Hashable, Sendable {
  /// The name of the `Qwinker` who wrote it.
  public let author: String
  public let text: String

  public init(author: String, text: String) {
    self.author = author
    self.text = text
  }
}
