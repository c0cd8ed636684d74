import HeadlessKit

/// A person's picture, drawn here as their initials.
///
/// A leaf of the card: it holds no subviews, and it neither knows nor cares
/// that it sits in a card. It is placed by its frame, in the card's
/// coordinates, and that is all it takes for it to follow the card around.
@MainActor
public final class AvatarView: View {
  public var initials: String

  public init(initials: String, frame: Rect = .zero) {
    self.initials = initials
    super.init(frame: frame)
  }

  public override var summary: String { "AvatarView \"\(initials)\" \(frame)" }
}
