/// A view the user acts on (a button, a switch, a refresh control) that
/// reports what happened through target-action.
///
/// A control does not know what its actions mean. It keeps a list of
/// (target, action, events) entries and, when an event happens, calls each
/// matching action on its target. Targets are held weakly: a control never
/// keeps its controller alive, and an action whose target has gone is skipped.
@MainActor
open class Control: View {
  /// The kinds of event a control reports. A control can send several at once.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The control's main action happened: a button was tapped.
    public static let primaryActionTriggered = Event(rawValue: 1 << 0)
    /// The control's value changed: a switch flipped, a refresh control pulled.
    public static let valueChanged = Event(rawValue: 1 << 1)
    /// Return was pressed in a text field.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 2)
    /// The user changed a text field's text.
    public static let editingChanged = Event(rawValue: 1 << 3)
  }

  /// A disabled control sends no actions.
  public var isEnabled = true

  /// Who to call, for which events, in the order they were added: that is
  /// the order of calls. Each entry holds its target weakly (see
  /// ActionTarget.swift, the one way every sender in the kit keeps targets).
  var actionTargets: [(events: Event, actionTarget: ActionTarget<Control>)] = []

  /// The closure actions added with `addAction` (Control+Actions.swift).
  /// Each is also a target in `actionTargets`, held weakly there like any
  /// other; this list is what keeps it alive, since nothing else owns it.
  var ownedActions: [ControlAction] = []

  /// Sends the actions registered for any of `events` to their targets, in the
  /// order they were added. Targets that no longer exist are skipped.
  public func sendActions(for events: Event) {
    guard isEnabled else { return }
    // Copy first: an action may add or remove targets while we are sending.
    let matching = actionTargets.filter { !$0.events.isDisjoint(with: events) }
    for entry in matching { entry.actionTarget.send(from: self) }
    actionTargets.removeAll { $0.actionTarget.isDead }
  }

  /// Stops sending `events` to `target`. Other targets, and other events for
  /// the same target, are untouched. A nil `target` means the actions that
  /// were added with a nil target (those sent up the responder chain).
  public func removeTarget(_ target: AnyObject?, for events: Event) {
    actionTargets = actionTargets.compactMap { entry in
      let matches =
        target.map { entry.actionTarget.target === $0 } ?? entry.actionTarget.sendsUpTheChain
      guard matches else { return entry }
      let remaining = entry.events.subtracting(events)
      return remaining.isEmpty ? nil : (remaining, entry.actionTarget)
    }
  }

  /// Every target that is still alive, each once.
  public var allTargets: [AnyObject] {
    var seen: [ObjectIdentifier] = []
    var targets: [AnyObject] = []
    for case let target? in actionTargets.map(\.actionTarget.target)
    where !seen.contains(ObjectIdentifier(target)) {
      seen.append(ObjectIdentifier(target))
      targets.append(target)
    }
    return targets
  }

  /// The events for which `target` is registered.
  public func events(forTarget target: AnyObject) -> Event {
    actionTargets.filter { $0.actionTarget.target === target }.reduce([]) { $0.union($1.events) }
  }
}

/// Gives every control an `addTarget` whose action receives the control's own
/// type, so
/// `refreshControl.addTarget(self, action: TimelineViewController.refresh, for: .valueChanged)`
/// is checked by the compiler: `refresh` must take a `RefreshControl` (or any
/// superclass of it), or nothing at all.
///
/// Why a protocol: inside a class, `Self` cannot appear in a parameter's
/// function type; in a protocol extension it can.
@MainActor
public protocol ActionSending: AnyObject {}

extension Control: ActionSending {}

extension ActionSending where Self: Control {
  /// Calls `action` on `target` with this control as the sender whenever one
  /// of `events` happens. The action is an unapplied method reference such as
  /// `TimelineViewController.refresh`. `target` is held weakly.
  public func addTarget<Target: AnyObject>(
    _ target: Target,
    action: @escaping (Target) -> @MainActor (Self) -> Void,
    for events: Control.Event
  ) {
    actionTargets.append((events, ActionTarget(target, action: action)))
  }

  /// The same, for an action that takes no sender.
  public func addTarget<Target: AnyObject>(
    _ target: Target,
    action: @escaping (Target) -> @MainActor () -> Void,
    for events: Control.Event
  ) {
    actionTargets.append((events, ActionTarget(target, action: action)))
  }
}
