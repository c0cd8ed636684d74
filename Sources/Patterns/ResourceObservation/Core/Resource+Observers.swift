/// Observing: who wants to hear about changes, and telling them.
///
/// Three ways to observe, for three kinds of code:
/// - `addObserver(screen)`: the observer is held weakly and stays while it
///   lives. Right for a screen that observes its own resources.
/// - `addObserver(helper, owner: screen)`: the observer is held strongly
///   while its owner lives. Right for a small helper object nobody else
///   keeps.
/// - `addObserver(owner: screen) { resource, event in ... }`: a closure,
///   held while its owner lives.
/// Every new observer hears `observerAdded` at once, with the state as it
/// is, then every event after that. Owners are held weakly, so observing
/// never keeps anything alive, and `removeObservers(ownedBy:)` takes away
/// everything one owner added in one call: the natural thing to do when a
/// screen switches to another resource.
extension Resource {
  /// Adds `observer`, held weakly. Adding the same object again changes
  /// nothing: it is told each event once.
  @discardableResult
  public func addObserver(_ observer: some ResourceObserver) -> Self {
    register(observer, owner: nil)
  }

  /// Adds `observer`, kept alive for as long as `owner` lives (the owner is
  /// held weakly). Adding the same observer with another owner keeps it
  /// until both are gone.
  @discardableResult
  public func addObserver(_ observer: some ResourceObserver, owner: AnyObject) -> Self {
    register(observer, owner: owner)
  }

  /// Adds `closure` as an observer, for as long as `owner` lives. Capture
  /// the owner weakly in the closure, or it will keep itself alive.
  @discardableResult
  public func addObserver(
    owner: AnyObject, _ closure: @escaping @MainActor (Resource, ResourceEvent) -> Void
  ) -> Self {
    register(ClosureObserver(closure), owner: owner)
  }

  /// Removes every observer `owner` added, and `owner` itself if it is an
  /// observer. Safe to call while events are being delivered: a removed
  /// observer hears nothing more, not even the event under way.
  public func removeObservers(ownedBy owner: AnyObject) {
    for entry in observerEntries { entry.removeOwner(owner) }
    pruneObservers()
  }

  /// The observers still registered, in the order they were added.
  public var observers: [any ResourceObserver] {
    pruneObservers()
    return observerEntries.compactMap(\.observerIfAlive)
  }

  /// Whether anyone still observes this resource. An unobserved resource
  /// may be dropped from the service's cache under memory pressure.
  public var isObserved: Bool {
    pruneObservers()
    return !observerEntries.isEmpty
  }

  // MARK: Telling observers

  /// Tells `context.resourceChanged` about `event`, then every live
  /// observer, in the order they were added. Works on a copy of the list, so
  /// an observer may add or remove observers (itself included) meanwhile;
  /// entries removed meanwhile are skipped.
  func notifyObservers(_ event: ResourceEvent) {
    context.resourceChanged(self, event)
    let entries = observerEntries
    var sawDeadEntry = false
    for entry in entries {
      guard let observer = entry.observerIfAlive else {
        sawDeadEntry = true
        continue
      }
      observer.resourceChanged(self, event: event)
    }
    if sawDeadEntry { pruneObservers() }
  }

  // MARK: Bookkeeping

  private func register(_ observer: any ResourceObserver, owner: AnyObject?) -> Self {
    let id = ObjectIdentifier(observer)
    if let entry = observerIndex[id], entry.observerIfAlive === observer {
      entry.addOwner(owner, observer: observer)
      return self
    }
    let entry = ObserverEntry(observer)
    entry.addOwner(owner, observer: observer)
    let wasObserved = !observerEntries.isEmpty
    observerEntries.append(entry)
    // An observed resource is never let go, even if memory pressure had.
    if !wasObserved { context.cache?.keep(self) }
    observerIndex[id] = entry
    observer.resourceChanged(self, event: .observerAdded)
    noteNeeded()
    return self
  }

  /// Drops entries that nothing keeps any more, and says goodbye to those
  /// observers that still exist.
  func pruneObservers() {
    var goodbyes: [any ResourceObserver] = []
    observerEntries.removeAll { entry in
      let observer = entry.observerIfExists
      guard entry.observerIfAlive == nil else { return false }
      entry.release()
      if observerIndex[entry.id] === entry { observerIndex[entry.id] = nil }
      if let observer { goodbyes.append(observer) }
      return true
    }
    for observer in goodbyes { observer.stoppedObserving(self) }
  }
}
