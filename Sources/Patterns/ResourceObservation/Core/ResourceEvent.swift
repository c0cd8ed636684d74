/// What just happened to a resource. Observers get one of these with every
/// call, but most only need to read the resource's state afresh: the event
/// says *why* it may have changed, the resource says *what* it is now.
public enum ResourceEvent: Sendable, Hashable, CustomStringConvertible {
  /// Sent once, to a new observer only, so it can show the current state
  /// without waiting for something to change.
  case observerAdded
  /// A load started: `isLoading` is now true.
  case requested
  /// A load was cancelled before it ended. Data and error are unchanged.
  case requestCancelled
  /// `latestData` changed (and `latestError` is now nil), from `source`.
  case newData(NewDataSource)
  /// The server answered 304: the data is unchanged but fresh again.
  case notModified
  /// A load failed: `latestError` is set; `latestData` is kept.
  case error

  /// Where new data came from.
  public enum NewDataSource: Sendable, Hashable {
    /// A load's response.
    case network
    /// The service's entity cache, when the resource was first used.
    case cache
    /// The app set it (`overrideLocalData`), say after a successful POST.
    case localOverride
    /// `wipe()` removed it: `latestData` is now nil.
    case wipe
  }

  /// E.g. "newData(network)", for traces.
  public var description: String {
    switch self {
    case .observerAdded: "observerAdded"
    case .requested: "requested"
    case .requestCancelled: "requestCancelled"
    case .newData(let source): "newData(\(source))"
    case .notModified: "notModified"
    case .error: "error"
    }
  }
}
