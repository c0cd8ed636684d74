/// What can happen to a control. A control may report several kinds of
/// event for one gesture; each target listens for one kind.
public enum ControlEvent: Hashable, Sendable {
  /// A finger came down on the control: a button lights up.
  case touchDown
  /// The control's main action: a button was tapped, an item chosen.
  case primaryActionTriggered
}
