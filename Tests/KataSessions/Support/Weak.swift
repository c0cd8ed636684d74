/// A reference that does not keep its object alive: a driver remembers the
/// screens it opened this way, so that what stays alive is the app's doing.
public struct Weak<Object: AnyObject> {
  public weak var object: Object?

  public init(_ object: Object) { self.object = object }
}
