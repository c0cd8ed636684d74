/// A reference that does not keep its object alive; `object` turns nil
/// when the object goes away.
///
/// Observers' owners and resources that left the cache are held this way:
/// being watched by a resource, or remembered by a service, must never be
/// the reason an object stays in memory.
struct WeakReference<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
