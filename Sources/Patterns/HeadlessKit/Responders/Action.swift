/// A message that can be sent to a target, or up the responder chain when
/// there is no target: the kit's stand-in for an Objective-C selector.
///
/// UIKit names an action with a selector and asks each responder at run time
/// whether it implements a method of that name. Here an action names a
/// *handler protocol* instead, and a method of it:
///
///     @MainActor protocol LoginHandling: Responder {
///       func logIn(_ sender: AnyObject?)
///     }
///     extension Action {
///       static let logIn = Action("logIn", LoginHandling.logIn)
///     }
///
/// "Can this responder handle it?" is then a plain type check (`responder is
/// LoginHandling`), and the call is checked by the compiler: no string can be
/// misspelled, no method can be missing.
///
/// Handler protocols refine `Responder` because only responders take part in
/// the chain (and because responders are main-actor objects, which lets the
/// compiler prove the action safe to store in a `static let`).
///
/// Two actions are equal when their names are, as selectors are: give each
/// action its own name.
public struct Action: Sendable, Hashable, CustomStringConvertible {
  /// The name used in traces and for equality, e.g. "logIn".
  public let name: String

  private let accepts: @Sendable (AnyObject) -> Bool
  private let call: @MainActor @Sendable (AnyObject, AnyObject?) -> Bool

  /// An action whose method takes the sender, e.g. `LoginHandling.logIn`.
  public init<Handler>(
    _ name: String, _ method: @escaping @Sendable (Handler) -> @MainActor (AnyObject?) -> Void
  ) {
    self.name = name
    accepts = { $0 is Handler }
    call = { target, sender in
      guard let handler = target as? Handler else { return false }
      method(handler)(sender)
      return true
    }
  }

  /// An action whose method takes nothing, e.g. `Undoing.undo`.
  public init<Handler>(
    _ name: String, _ method: @escaping @Sendable (Handler) -> @MainActor () -> Void
  ) {
    self.name = name
    accepts = { $0 is Handler }
    call = { target, _ in
      guard let handler = target as? Handler else { return false }
      method(handler)()
      return true
    }
  }

  /// Whether `target` adopts this action's handler protocol.
  public func canBeHandled(by target: AnyObject) -> Bool {
    accepts(target)
  }

  /// Calls the action's method on `target`. Returns false, and calls
  /// nothing, if `target` does not adopt the handler protocol.
  @MainActor
  public func perform(on target: AnyObject, from sender: AnyObject?) -> Bool {
    call(target, sender)
  }

  public var description: String { name }

  public static func == (lhs: Action, rhs: Action) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
