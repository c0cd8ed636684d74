/// What just happened to a resource. Most observers only read the resource
/// afresh: the event says *why* it may have changed, the resource says
/// *what* it is now.
public enum ResourceEvent: Sendable, Hashable {
  /// Sent once, to a new observer only, so it can show the current state.
  case observerAdded
  /// A load started: `isLoading` is now true.
  case requested
  /// A load was cancelled before it ended. Data and error are unchanged.
  case requestCancelled
  /// `latestData` changed (and `latestError` is now nil), from `source`.
  case newData(NewDataSource)
  /// The server answered 304 (ETags/): the data is unchanged but fresh.
  case notModified
  /// A load failed: `latestError` is set; `latestData` is kept.
  case error

  /// Where new data came from: a load's response, the entity cache
  /// (EntityCache/), or the app (LocalChanges/: an override, or a wipe
  /// that left no data).
  public enum NewDataSource: Sendable, Hashable {
    case network, cache, localOverride, wipe
  }
}
