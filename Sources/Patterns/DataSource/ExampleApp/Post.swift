/// A short update someone shared: who wrote it and what it says.
public struct Post: Hashable, Sendable {
  public let author: String
  public let text: String

  public init(author: String, text: String) {
    self.author = author
    self.text = text
  }
}
