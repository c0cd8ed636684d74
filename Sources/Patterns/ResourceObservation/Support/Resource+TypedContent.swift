/// Reading a resource's data as the type a screen wants: what the
/// pipeline (`Pipeline/`) made of the response, or a fallback.
extension Entity {
  /// The content as a `T`, or nil if it is something else.
  public func typedContent<T>(as type: T.Type = T.self) -> T? { content as? T }
}

extension Resource {
  /// The latest data's content as a `T`; nil if none, or something else.
  /// (Not `latestData?.content as? T`: for an optional `T`, that turns "no
  /// data" into a `T` that holds nil, and the fallback below is skipped.)
  public func typedContent<T>(as type: T.Type = T.self) -> T? {
    guard let content = latestData?.content else { return nil }
    return content as? T
  }

  /// The same, or `fallback`: screens show "no data yet" as "empty".
  public func typedContent<T>(ifNone fallback: @autoclosure () -> T) -> T {
    typedContent(as: T.self) ?? fallback()
  }
}
