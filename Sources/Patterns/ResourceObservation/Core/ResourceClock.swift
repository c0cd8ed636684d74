import Foundation

/// Where a service reads the time: when did this data arrive, and is it
/// still fresh? A seam on purpose: an app's service reads the system's
/// (`SystemClock`), and tests hand theirs a `ManualClock` and move time
/// themselves, so staleness never depends on how fast the machine runs.
@MainActor
public protocol ResourceClock: AnyObject {
  /// Seconds since some fixed moment; only differences matter.
  var now: TimeInterval { get }
}
