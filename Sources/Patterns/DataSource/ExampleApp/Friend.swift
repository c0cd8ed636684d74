/// Someone the user follows. Favourites are listed first.
public struct Friend: Hashable, Sendable {
  public let name: String
  public let isFavourite: Bool

  public init(name: String, isFavourite: Bool = false) {
    self.name = name
    self.isFavourite = isFavourite
  }
}
