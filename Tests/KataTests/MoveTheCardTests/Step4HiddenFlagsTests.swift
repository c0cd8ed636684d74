import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// Step 4 for hiding: a shape's own hidden flag is its own. Hiding or showing
/// the shape it sits on hides or shows it for taps, and changes no flag of it.
extension Step4 {
  @Test("Showing a card again leaves a piece hidden on its own still hidden")
  func ownHiddenFlagsSurvive() throws {
    let chain = try DeepChain()
    chain.follow.isHidden = true

    chain.card.isHidden = true
    let flagsWhileHidden = (chain.row.isHidden, chain.follow.isHidden, chain.icon.isHidden)
    chain.card.isHidden = false
    let flagsAfter = (chain.row.isHidden, chain.follow.isHidden, chain.icon.isHidden)
    let onFollow = chain.board.hitTest(Point(x: 50, y: 90))

    #expect(
      onFollow === chain.row,
      """
      The Follow button was hidden on its own, then its card was hidden and shown again. \
      The button should still be hidden, so a tap on it, at (50, 90), should go through \
      it (and the icon on it) to the row; hitTest found \(found(onFollow)). Hiding a \
      shape must leave what it holds as it was: look for a change to one shape that \
      reaches the flags of others.
      """)
    #expect(
      flagsWhileHidden == (false, true, false) && flagsAfter == (false, true, false),
      """
      Only the Follow button was hidden on its own. While its card was hidden, and after \
      it was shown again, the row, the button and the icon should say isHidden false, \
      true, false: the card hides them for taps without changing their own flags. They \
      said \(flagsWhileHidden) while the card was hidden and \(flagsAfter) after. Look \
      for a change to one shape that reaches the flags of others.
      """)
  }
}
