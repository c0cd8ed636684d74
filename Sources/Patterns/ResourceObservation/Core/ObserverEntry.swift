/// One observer of a resource, and what keeps it registered. Two things
/// can, and an entry can have both:
/// - the observer owns itself: held weakly, it stays while it lives;
/// - other objects own it: held strongly while one of its owners lives
///   (owners are held weakly). Closure observers work this way.
/// When neither holds any more, the entry is dead and is dropped.
@MainActor
final class ObserverEntry {
  let id: ObjectIdentifier
  private weak var weakObserver: (any ResourceObserver)?
  private var retainedObserver: (any ResourceObserver)?
  private var ownsItself = false
  private var owners: [WeakReference<AnyObject>] = []
  /// Set once dropped, so that a delivery under way skips it.
  private(set) var isRemoved = false

  init(_ observer: any ResourceObserver) {
    id = ObjectIdentifier(observer)
    weakObserver = observer
  }

  /// Adds an owner: `nil` or the observer itself means "it owns itself".
  func addOwner(_ owner: AnyObject?, observer: any ResourceObserver) {
    guard let owner, owner !== observer else {
      ownsItself = true
      return
    }
    if !owners.contains(where: { $0.object === owner }) { owners.append(WeakReference(owner)) }
    retainedObserver = observer
  }

  /// Takes `owner` away, as if it had been released.
  func removeOwner(_ owner: AnyObject) {
    if ObjectIdentifier(owner) == id { ownsItself = false }
    owners.removeAll { $0.object === owner }
  }

  /// The observer if something still keeps it registered. Lets go of a
  /// retained observer whose owners are all gone.
  var observerIfAlive: (any ResourceObserver)? {
    guard !isRemoved else { return nil }
    if let retained = retainedObserver {
      if owners.contains(where: { $0.object != nil }) { return retained }
      owners = []
      retainedObserver = nil
    }
    return ownsItself ? weakObserver : nil
  }

  /// The observer if it exists at all, registered or not: the one to say
  /// goodbye to (`stoppedObserving`).
  var observerIfExists: (any ResourceObserver)? { retainedObserver ?? weakObserver }

  /// Forgets the observer for good.
  func release() {
    isRemoved = true
    retainedObserver = nil
    owners = []
  }
}
