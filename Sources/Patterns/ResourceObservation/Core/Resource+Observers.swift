/// Observing: who wants to hear about changes, and telling them.
///
/// Two ways to observe, for two kinds of code (ClosureObservers/ adds a
/// third, a closure, on top of the second):
/// - `addObserver(screen)`: held weakly, it stays while it lives. Right for
///   a screen that observes its own resources.
/// - `addObserver(helper, owner: screen)`: held strongly while its owner
///   lives. Right for a small helper nobody else keeps.
/// A new observer hears `observerAdded` at once, then every event. Owners
/// are held weakly, so observing keeps nothing alive, and
/// `removeObservers(ownedBy:)` takes away all one owner added.
extension Resource {
  /// Adds `observer`, held weakly. Adding it again changes nothing.
  @discardableResult
  public func addObserver(_ observer: some ResourceObserver) -> Self {
    register(observer, owner: nil)
  }

  /// Adds `observer`, kept alive while `owner` lives (held weakly). With
  /// another owner too, it stays until both are gone.
  @discardableResult
  public func addObserver(_ observer: some ResourceObserver, owner: AnyObject) -> Self {
    register(observer, owner: owner)
  }

  /// Removes every observer `owner` added, and `owner` itself if it is an
  /// observer. Safe during a delivery: a removed observer hears no more,
  /// not even the event under way.
  public func removeObservers(ownedBy owner: AnyObject) {
    for entry in observerEntries { entry.removeOwner(owner) }
    pruneObservers()
  }

  /// The observers still registered, in the order they were added.
  public var observers: [any ResourceObserver] {
    pruneObservers()
    return observerEntries.compactMap(\.observerIfAlive)
  }

  /// Whether anyone observes this resource. An unobserved one may be let
  /// go under memory pressure; an observed one never is.
  public var isObserved: Bool {
    pruneObservers()
    return !observerEntries.isEmpty
  }

  /// Tells `context.resourceChanged`, then every live observer, in the
  /// order they were added. Works on a copy of the list, so an observer
  /// may add or remove observers meanwhile; removed ones are skipped.
  func notifyObservers(_ event: ResourceEvent) {
    context.resourceChanged(self, event)
    var sawDeadEntry = false
    for entry in observerEntries {
      guard let observer = entry.observerIfAlive else {
        sawDeadEntry = true
        continue
      }
      observer.resourceChanged(self, event: event)
    }
    if sawDeadEntry { pruneObservers() }
  }

  private func register(_ observer: any ResourceObserver, owner: AnyObject?) -> Self {
    let id = ObjectIdentifier(observer)
    if let entry = observerIndex[id], entry.observerIfAlive === observer {
      entry.addOwner(owner, observer: observer)
      return self
    }
    let entry = ObserverEntry(observer)
    entry.addOwner(owner, observer: observer)
    // An observed resource is never let go, even if memory pressure had.
    if observerEntries.isEmpty { context.cache?.keep(self) }
    observerEntries.append(entry)
    observerIndex[id] = entry
    observer.resourceChanged(self, event: .observerAdded)
    noteNeeded()
    return self
  }

  /// Drops entries nothing keeps any more, and says goodbye to those
  /// observers that still exist.
  private func pruneObservers() {
    var goodbyes: [any ResourceObserver] = []
    observerEntries.removeAll { entry in
      let observer = entry.observerIfExists  // Before observerIfAlive lets go.
      guard entry.observerIfAlive == nil else { return false }
      entry.release()
      if observerIndex[entry.id] === entry { observerIndex[entry.id] = nil }
      if let observer { goodbyes.append(observer) }
      return true
    }
    for observer in goodbyes { observer.stoppedObserving(self) }
  }
}
