import Foundation

/// A value shared between threads, guarded by a lock. Hold it briefly, and
/// never call other code while holding it.
public final class Locked<Value: Sendable>: @unchecked Sendable {
  // @unchecked: every access to `value` goes through `lock`.
  private var value: Value
  private let lock = NSLock()

  public init(_ value: Value) {
    self.value = value
  }

  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
