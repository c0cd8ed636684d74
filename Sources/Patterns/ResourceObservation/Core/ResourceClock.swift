import Foundation

/// Where a service reads the time: when did this data arrive, and is it
/// still fresh?
///
/// A seam on purpose. The service never calls `Date()` itself; it asks its
/// clock. Tests and demos hand it a `ManualClock` and move time forward
/// themselves, so "is the data stale yet?" never depends on how fast the
/// machine runs.
@MainActor
public protocol ResourceClock: AnyObject {
  /// Seconds since some fixed moment. Only differences between readings
  /// matter.
  var now: TimeInterval { get }
}

/// The real time, read from the system at every call.
public final class SystemClock: ResourceClock, Sendable {
  public init() {}

  public var now: TimeInterval { Date.timeIntervalSinceReferenceDate }
}
