extension ResourceEvent: CustomStringConvertible {
  /// E.g. "newData(network)", for traces.
  public var description: String {
    switch self {
    case .newData(let source): "newData(\(source))"
    case .observerAdded: "observerAdded"
    case .requested: "requested"
    case .requestCancelled: "requestCancelled"
    case .notModified: "notModified"
    case .error: "error"
    }
  }
}
