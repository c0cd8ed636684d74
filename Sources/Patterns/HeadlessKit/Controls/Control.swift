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

  /// One registration: who to call, for which events, and how.
  struct Registration {
    weak var target: AnyObject?
    var events: Event
    /// Calls the action on the target, given both as plain objects; the typed
    /// call is captured when the registration is made (see `ActionSending`).
    /// The target is nil for an action that goes up the responder chain.
    let perform: @MainActor (AnyObject?, Control) -> Void
    /// Added with a nil target on purpose: the action travels the responder
    /// chain (see Control+ResponderChain.swift). Such a registration has no
    /// target to lose, so it is never dropped as dead.
    var sendsUpTheChain = false
  }

  /// Registrations in the order they were added; that is the order of calls.
  var registrations: [Registration] = []

  /// Sends the actions registered for any of `events` to their targets, in the
  /// order they were added. Targets that no longer exist are skipped.
  public func sendActions(for events: Event) {
    guard isEnabled else { return }
    // Copy first: an action may add or remove targets while we are sending.
    let matching = registrations.filter { !$0.events.isDisjoint(with: events) }
    for registration in matching {
      if registration.sendsUpTheChain {
        registration.perform(nil, self)
      } else if let target = registration.target {
        registration.perform(target, self)
      }
    }
    registrations.removeAll { $0.target == nil && !$0.sendsUpTheChain }
  }

  /// Stops sending `events` to `target`. Other targets, and other events for
  /// the same target, are untouched. A nil `target` means the actions that
  /// were added with a nil target (those sent up the responder chain).
  public func removeTarget(_ target: AnyObject?, for events: Event) {
    registrations = registrations.compactMap { registration in
      let matches = target.map { registration.target === $0 } ?? registration.sendsUpTheChain
      guard matches else { return registration }
      var remaining = registration
      remaining.events.subtract(events)
      return remaining.events.isEmpty ? nil : remaining
    }
  }

  /// Every target that is still alive, each once.
  public var allTargets: [AnyObject] {
    var seen: [ObjectIdentifier] = []
    var targets: [AnyObject] = []
    for case let target? in registrations.map(\.target)
    where !seen.contains(ObjectIdentifier(target)) {
      seen.append(ObjectIdentifier(target))
      targets.append(target)
    }
    return targets
  }

  /// The events for which `target` is registered.
  public func events(forTarget target: AnyObject) -> Event {
    registrations.filter { $0.target === target }.reduce([]) { $0.union($1.events) }
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
    registrations.append(
      Control.Registration(target: target, events: events) { target, sender in
        guard let target = target as? Target, let sender = sender as? Self else { return }
        action(target)(sender)
      })
  }

  /// The same, for an action that takes no sender.
  public func addTarget<Target: AnyObject>(
    _ target: Target,
    action: @escaping (Target) -> @MainActor () -> Void,
    for events: Control.Event
  ) {
    registrations.append(
      Control.Registration(target: target, events: events) { target, _ in
        guard let target = target as? Target else { return }
        action(target)()
      })
  }
}
