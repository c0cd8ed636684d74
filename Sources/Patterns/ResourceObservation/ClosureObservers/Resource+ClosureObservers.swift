extension Resource {
  /// Adds `closure` as an observer while `owner` lives: a closure dressed
  /// as an observer, owned like any other (`addObserver(_:owner:)`).
  /// Capture the owner weakly in the closure, or it will keep itself alive.
  @discardableResult
  public func addObserver(
    owner: AnyObject, _ closure: @escaping @MainActor (Resource, ResourceEvent) -> Void
  ) -> Self {
    addObserver(ClosureObserver(closure), owner: owner)
  }
}

/// A closure dressed as an observer, for `addObserver(owner:_:)`.
final class ClosureObserver: ResourceObserver {
  private let closure: @MainActor (Resource, ResourceEvent) -> Void

  init(_ closure: @escaping @MainActor (Resource, ResourceEvent) -> Void) {
    self.closure = closure
  }

  func resourceChanged(_ resource: Resource, event: ResourceEvent) {
    closure(resource, event)
  }
}
