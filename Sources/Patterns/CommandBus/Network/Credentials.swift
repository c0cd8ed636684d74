import BusSupport

/// The logged-in user's token, shared by the handlers that need it: the
/// login handler stores it, the network handler signs requests with it.
///
/// A lock rather than an actor: reading the token is a few instructions,
/// and the handlers read it from synchronous code.
public final class Credentials: Sendable {
  private let stored = Locked<String?>(nil)

  public init(token: String? = nil) {
    stored.withLock { $0 = token }
  }

  /// The session token, or nil when nobody is logged in.
  public var token: String? {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}
