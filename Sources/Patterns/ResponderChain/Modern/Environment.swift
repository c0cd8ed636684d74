import HeadlessKit

/// A value that flows down the view tree, as SwiftUI's environment: set on
/// one responder, read by every responder below it unless one nearer sets
/// it again.
///
/// Each key is a type with a default, read where nobody above has set it:
///
///     enum LoginServerKey: EnvironmentKey {
///       static var defaultValue: String { "accounts.example.com" }
///     }
public protocol EnvironmentKey {
  associatedtype Value
  /// What a reader gets when no responder above it has set the key.
  static var defaultValue: Value { get }
}

/// The values one responder sets for itself and everything below it.
/// Empty by default: a responder sets only what it changes.
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  /// The value set for `key` here, or nil if this responder left it alone.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

// MARK: Reading up the chain

/// A responder that sets environment values for itself and every responder
/// whose chain passes through it: its subviews, its screen's views, or, for
/// the app delegate, every view of the app.
@MainActor
public protocol EnvironmentProviding: Responder {
  var environment: EnvironmentValues { get }
}

extension Responder {
  /// The value of `key` here: from the nearest responder on this one's
  /// chain that sets it, or the key's default if none does.
  ///
  /// It is the responder chain walked for a value instead of an action.
  /// An action goes up until someone handles it; a read goes up until
  /// someone has set the value, so the value seems to flow down. And like
  /// an action, a read from a view that is in no window stops at its
  /// controller: what the app set never reaches it.
  public func environment<Key: EnvironmentKey>(_ key: Key.Type) -> Key.Value {
    for responder in responderChain {
      if let value = (responder as? EnvironmentProviding)?.environment[key] { return value }
    }
    return Key.defaultValue
  }
}

/// A plain container view that sets environment values for what it holds:
/// SwiftUI's `.environment(_:_:)` modifier, as a view.
@MainActor
public final class EnvironmentView: View, EnvironmentProviding {
  public var environment = EnvironmentValues()

  public override var summary: String { "EnvironmentView \(frame)" }
}

// MARK: Focused values

/// Names a value that the focused part of the app publishes: SwiftUI's
/// `FocusedValueKey`. Unlike an environment key it has no default: where
/// nothing on the focused chain publishes it, or nothing has the focus,
/// there is no value, and a reader gets nil. A key type of its own also
/// keeps the two apart: an environment key cannot be read as a focused
/// value, nor the other way round.
public protocol FocusedValueKey {
  associatedtype Value
}

/// The values one responder publishes while the focus is on its chain.
public struct FocusedValues {
  private var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  /// The value published for `key` here, or nil.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A responder that publishes values while it, or something below it, has
/// the focus: SwiftUI's `.focusedValue(_:_:)`.
@MainActor
public protocol FocusedValuePublishing: Responder {
  var focusedValues: FocusedValues { get }
}

extension Window {
  /// The value of `key` published on the focused responder's chain, or nil
  /// when nothing there publishes it or nothing has the focus: SwiftUI's
  /// `@FocusedValue`, read by a menu command that lives outside every view.
  ///
  /// This is how SwiftUI answers the responder chain's question, "who
  /// handles this?": the focused view's chain decides, as it does for an
  /// action sent with no target.
  public func focusedValue<Key: FocusedValueKey>(_ key: Key.Type) -> Key.Value? {
    for responder in firstResponder?.responderChain ?? [] {
      if let value = (responder as? FocusedValuePublishing)?.focusedValues[key] { return value }
    }
    return nil
  }
}
