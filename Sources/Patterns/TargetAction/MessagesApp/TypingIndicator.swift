import HeadlessKit

/// Tells the other person "ana is typing" while there is a draft.
///
/// It listens to the draft field directly, as a second target for the same
/// event the compose screen listens to: a control calls every target
/// registered for an event, and neither target knows about the other.
@MainActor
final class TypingIndicator {
  /// Whether the other person currently sees "typing".
  private(set) var isShowing = false

  /// Told, in a few words, what the indicator just did. The demo prints it.
  var log: (@MainActor (String) -> Void)?

  /// The draft field's `.editingChanged` action.
  func draftChanged(_ sender: TextField) {
    isShowing = !sender.text.isEmpty
    log?("draftChanged(_:): " + (isShowing ? "shows \"typing...\"" : "hides \"typing...\""))
  }
}
