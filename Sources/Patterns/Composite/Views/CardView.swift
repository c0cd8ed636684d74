import HeadlessKit

/// A profile card: an avatar, a name and a Follow button, in one view.
///
/// This is the composite. To everyone outside, the card is a single view:
/// the board moves it, hides it or hands it to another column with one call,
/// and never touches the three views inside. They came along because their
/// frames are measured from the card's corner, not from the screen's: when
/// the card moves, their frames stay exactly as they were, and they are
/// drawn, hit and found in their new place anyway.
///
/// The layout, in the card's own coordinates (points), and as `TextCanvas`
/// draws it at 4 points a column and 8 a row:
///
///     avatar (8, 8, 32, 32)       ┌Card──────────────────────┐
///     title  (48, 8, 56, 16)      │ ┌Avatar┐  ┌Ada Lovelace┐ │
///     button (48, 24, 56, 16)     │ │      │  └────────────┘ │
///                                 │ │      │  ┌Follow──────┐ │
///                                 │ └──────┘  └────────────┘ │
///                                 └──────────────────────────┘
@MainActor
public final class CardView: View {
  /// The size every card has, so the three views inside always fit.
  public static let size = Size(width: 112, height: 48)

  public let avatarView: AvatarView
  public let titleLabel: Label
  public let followButton: Button

  public init(title: String, initials: String, origin: Point = .zero) {
    avatarView = AvatarView(initials: initials, frame: Rect(x: 8, y: 8, width: 32, height: 32))
    titleLabel = Label(text: title, frame: Rect(x: 48, y: 8, width: 56, height: 16))
    followButton = Button(title: "Follow", frame: Rect(x: 48, y: 24, width: 56, height: 16))
    super.init(frame: Rect(origin: origin, size: Self.size))
    // Back to front; the button is added last, so it is on top.
    addSubview(avatarView)
    addSubview(titleLabel)
    addSubview(followButton)
  }
}
