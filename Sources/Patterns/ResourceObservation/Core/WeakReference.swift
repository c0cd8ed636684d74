/// A reference that never keeps its object alive: observers' owners, and
/// resources the service's cache let go of, are held this way.
struct WeakReference<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object) { self.object = object }
}
