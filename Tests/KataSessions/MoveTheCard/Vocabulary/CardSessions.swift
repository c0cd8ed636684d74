/// move-the-card: what a user and the rest of the app can do to pinboards
/// showing Ada's card. The app starts with two side by side; pinboards are
/// numbered in the order they opened, from 1; an action on a closed
/// pinboard, or on a shape it does not have (a badge before Ada posted),
/// does nothing. Taps land where the user sees the shape they aim at.
public enum CardAction: SessionAction {
  /// Drags Ada's card so that its corner lands on a spot of the board.
  case drag(pinboard: Int, to: CardSpot)
  /// Drags Ada's card slowly, toward the middle of the board: four moves
  /// of a fraction of a point each (half a point across, a quarter down
  /// or up), as a finger moving slowly reports them.
  case dragSlowly(pinboard: Int)
  case tap(pinboard: Int, CardTarget)
  /// Ada posts something new: her card shows a New badge.
  case newPost(pinboard: Int)
  case openPinboard
  case closePinboard(Int)
  /// Grace's card is pinned on a board, in front of Ada's and over the
  /// right half of her Follow button; `declared` builds it with the
  /// builder of the extra step rather than one shape at a time.
  case pinOtherCard(pinboard: Int, OtherCard, declared: Bool)
  case unpinOtherCard(pinboard: Int)
  /// Grace's card moves from a board to the other open pinboard's.
  case moveOtherCard(from: Int)
  /// A tooltip shows on Ada's card, over her Follow button, or hides.
  case showTip(pinboard: Int)
  case hideTip(pinboard: Int)
  /// A filter hides Ada's card, or shows it again.
  case hideCard(pinboard: Int)
  case showCard(pinboard: Int)

  public var userWords: String {
    switch self {
    case .drag(let board, let spot):
      return "Drag Ada's card to the \(spot.rawValue) of pinboard \(board)."
    case .dragSlowly(let board):
      return "Drag Ada's card slowly, by fractions of a point, on pinboard \(board)."
    case .tap(let board, let target): return "On pinboard \(board), tap \(target.rawValue)."
    case .newPost(let board): return "Ada posts something new (pinboard \(board) shows it)."
    case .openPinboard: return "Open another pinboard."
    case .closePinboard(let board): return "Close pinboard \(board)."
    case .pinOtherCard(let board, let card, let declared):
      let grace = card == .plain ? "Grace's card" : "Grace's followed card"
      if declared { return "\(grace) is declared with the builder on pinboard \(board)." }
      let pieces = card == .plain ? "" : " (a note, two tags)"
      return "\(grace)\(pieces) is pinned on pinboard \(board)."
    case .unpinOtherCard(let board): return "Grace's card is taken off pinboard \(board)."
    case .moveOtherCard(let board): return "Grace's card moves from pinboard \(board) to the other."
    case .showTip(let board):
      return "A tooltip shows over Ada's Follow button on pinboard \(board)."
    case .hideTip(let board): return "The tooltip on pinboard \(board) hides."
    case .hideCard(let board): return "A filter hides Ada's card on pinboard \(board)."
    case .showCard(let board): return "The filter shows Ada's card again on pinboard \(board)."
    }
  }

  public var kind: String {
    switch self {
    case .drag, .dragSlowly: return "drag"
    case .tap: return "tap"
    case .newPost: return "post"
    case .openPinboard: return "open"
    case .closePinboard: return "close"
    case .pinOtherCard: return "pin"
    case .unpinOtherCard: return "unpin"
    case .moveOtherCard: return "move"
    case .showTip, .hideTip: return "tooltip"
    case .hideCard, .showCard: return "filter"
    }
  }
}

/// Where on the board a drag puts the corner of Ada's card: every spot
/// keeps the card on the board (the brief leaves free what a drag past
/// the board's edge does: the app as it should be lets the card go, a
/// learner's may stop it at the edge). The middle is off the whole
/// points, as a finger's positions are.
public enum CardSpot: String, Sendable {
  case middle
  case topLeft = "top left"
  case topRight = "top right"
  case bottomLeft = "bottom left"
  case bottomRight = "bottom right"
}

/// What a tap aims at.
public enum CardTarget: String, Sendable {
  case follow = "Ada's Follow button"
  case followRightEnd = "the right end of Ada's Follow button"
  case avatar = "Ada's avatar"
  case badge = "the New badge"
  case tooltip = "the tooltip"
  case gracesFollow = "Grace's Follow button"
}

/// Grace's card: a Follow button, or (already followed) a Following label,
/// a note and two tags.
public enum OtherCard: Sendable {
  case plain
  case followed
}

/// The sessions of move-the-card's five steps: the rest of the app puts
/// shapes on the board one at a time.
public enum CardSessions: SessionVocabulary {
  /// How many sessions a check plays.
  public static let count = 160
  public static let actions: [CardAction] = user + world(declared: false)

  static let user: [CardAction] =
    [1, 2].flatMap { (board: Int) -> [CardAction] in
      [
        .drag(pinboard: board, to: .topLeft), .drag(pinboard: board, to: .topRight),
        .drag(pinboard: board, to: .bottomLeft), .drag(pinboard: board, to: .bottomRight),
        .drag(pinboard: board, to: .middle), .dragSlowly(pinboard: board),
        .tap(pinboard: board, .follow), .tap(pinboard: board, .follow),
        .tap(pinboard: board, .followRightEnd), .tap(pinboard: board, .avatar),
        .tap(pinboard: board, .badge), .tap(pinboard: board, .tooltip),
        .tap(pinboard: board, .gracesFollow), .tap(pinboard: board, .gracesFollow),
        .newPost(pinboard: board),
      ]
    } + [.openPinboard, .closePinboard(1), .closePinboard(2)]

  static func world(declared: Bool) -> [CardAction] {
    [1, 2].flatMap { (board: Int) -> [CardAction] in
      [
        .pinOtherCard(pinboard: board, .plain, declared: declared),
        .pinOtherCard(pinboard: board, .followed, declared: declared),
        .unpinOtherCard(pinboard: board), .moveOtherCard(from: board),
        .moveOtherCard(from: board), .showTip(pinboard: board), .hideTip(pinboard: board),
        .hideCard(pinboard: board), .showCard(pinboard: board),
      ]
    }
  }

  /// Once shapes hold their children (steps 1 to 3), what the rest of the
  /// app puts on a board shows, and is in its place; once a tap asks the
  /// board (steps 4 and 5), only Ada's own button, when nothing covers it,
  /// follows her; and the card moves as one, badge included (step 5). What
  /// stays in memory is the same before and after.
  public static let changes: [Int: [String]] = [
    1: ["pinboard"], 2: ["pinboard"], 3: ["pinboard"], 4: ["following"],
    5: ["pinboard", "following"],
  ]
}

/// The extra step's sessions: the same, with the rest of the app
/// declaring Grace's card with the builder.
public enum CardBuilderSessions: SessionVocabulary {
  /// How many sessions a check plays: a builder that gets a declaration
  /// wrong shows it in most of them.
  public static let count = 60
  public static let actions: [CardAction] =
    CardSessions.user + CardSessions.world(declared: true)
  public static let changes: [Int: [String]] = CardEverySession.changes
}

/// Every action of both, for verify's proof that the app as it was differs
/// from the app as it should be only where a step says.
public enum CardEverySession: SessionVocabulary {
  public static let actions: [CardAction] =
    CardSessions.actions + CardSessions.world(declared: true)
  public static let changes: [Int: [String]] =
    CardSessions.changes.merging([6: ["pinboard"]]) { $0 + $1 }
}
