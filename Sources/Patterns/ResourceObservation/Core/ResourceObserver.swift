/// An object that wants to hear about every change to a resource.
///
/// Observers are called on the main actor, so they can update views
/// directly. They are objects so that a resource can hold them weakly:
/// observing never keeps a screen alive.
@MainActor
public protocol ResourceObserver: AnyObject {
  /// `resource` changed, or may have; `event` says why. Read what you need
  /// from `resource` and update the screen.
  func resourceChanged(_ resource: Resource, event: ResourceEvent)

  /// `resource` will not call this observer again: it was removed, or its
  /// last owner went away. Optional.
  func stoppedObserving(_ resource: Resource)
}

extension ResourceObserver {
  public func stoppedObserving(_ resource: Resource) {}
}
