/// Someone on Qwinkle.
///
/// The model's types come from the user stories, by taking their nouns: "a
/// user can specify an avatar", "a user can have an entry", "a user can
/// follow a friend" give a Qwinker with an avatar, Qwinks, and friends.
/// Nothing here mentions a view or a controller, so any screen can show a
/// Qwinker, and tests can make one without a screen at all.
///
/// Friends are held strongly: Qwinkers live as long as the app's model does,
/// so two friends who follow each other keep nothing alive that would
/// otherwise go.
public final class Qwinker {
  public let name: String

  /// The name of the avatar's image (the kit draws no pictures).
  public var avatar: String

  /// The Qwinkers this one follows, in the order they were followed.
  public private(set) var friends: [Qwinker] = []

  /// What this Qwinker has posted, oldest first.
  public private(set) var qwinks: [Qwink] = []

  public init(name: String, avatar: String? = nil) {
    self.name = name
    self.avatar = avatar ?? "\(name).png"
  }

  /// Starts following `friend`. Following yourself, or someone twice, does
  /// nothing: the model keeps its own rules, whoever calls it.
  public func follow(_ friend: Qwinker) {
    guard friend !== self, !friends.contains(where: { $0 === friend }) else { return }
    friends.append(friend)
  }

  /// Whether this Qwinker follows `other`.
  public func follows(_ other: Qwinker) -> Bool {
    friends.contains { $0 === other }
  }

  /// Adds a Qwink this Qwinker wrote; `Timeline.post(_:by:)` calls it.
  func add(_ qwink: Qwink) {
    qwinks.append(qwink)
  }
}
