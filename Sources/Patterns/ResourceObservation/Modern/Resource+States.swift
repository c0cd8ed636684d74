/// The resource's states as an `AsyncSequence`: Swift Concurrency's form of
/// observing, built on the observers of `Core/`.
///
///     for await state in resource.states {
///       titleLabel.text = state.typedContent(as: User.self)?.name
///     }
///
/// The loop is the observer. It starts with the state now (the stream's
/// `observerAdded`), then gets one state per change, until the consumer
/// goes away: its task is cancelled, or the loop ends, or the stream is
/// dropped. Then the observer goes too, and the resource can be let go.
extension Resource {
  /// A new stream of this resource's states; each `for await` loop should
  /// ask for its own.
  ///
  /// The stream keeps only the newest state a consumer has not read yet:
  /// a consumer that is busy while three events pass sees the last state,
  /// not three stale ones. (An observer sees every event; a stream of
  /// states, like a screen, only needs the latest.)
  public var states: AsyncStream<ResourceState> {
    AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
      // The observer's owner lives exactly as long as the stream's
      // consumer: the termination handler is all that holds it, and that
      // handler is dropped once the consumer has gone.
      let owner = StreamOwner()
      addObserver(owner: owner) { resource, event in
        continuation.yield(ResourceState(of: resource, after: event))
      }
      continuation.onTermination = { _ in withExtendedLifetime(owner) {} }
    }
  }
}

/// Owns a stream's observer. Held only by the stream's termination handler:
/// when the consumer goes away the handler is released, this owner with
/// it, and the resource's weak reference to the owner turns nil, which
/// removes the observer.
final class StreamOwner: Sendable {}
