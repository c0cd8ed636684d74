import Foundation

/// The real time, read from the system at every call: the clock the
/// standard service uses unless told otherwise.
public final class SystemClock: ResourceClock, Sendable {
  public init() {}

  public var now: TimeInterval { Date.timeIntervalSinceReferenceDate }
}
