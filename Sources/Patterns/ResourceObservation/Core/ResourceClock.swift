import Foundation

/// Where a service reads the time: when did this data arrive, and is it
/// still fresh? A seam on purpose: tests hand the service a `ManualClock`
/// and move time themselves, so staleness never depends on how fast the
/// machine runs.
@MainActor
public protocol ResourceClock: AnyObject {
  /// Seconds since some fixed moment; only differences matter.
  var now: TimeInterval { get }
}

/// The real time, read from the system at every call.
public final class SystemClock: ResourceClock, Sendable {
  public init() {}

  public var now: TimeInterval { Date.timeIntervalSinceReferenceDate }
}
