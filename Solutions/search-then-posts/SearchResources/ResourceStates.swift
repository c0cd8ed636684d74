import Foundation

/// One moment of a resource, copied when an event happened, so that a loop
/// which reads it a little later still sees that moment and not a mix of
/// two.
///
/// (Provided for the extra step: you do not need to change this struct.)
public struct ResourceState: Sendable {
  public let event: ResourceEvent
  public let latestData: Entity?
  public let latestError: ResourceError?
  public let isLoading: Bool

  @MainActor
  init(of resource: Resource, after event: ResourceEvent) {
    self.event = event
    latestData = resource.latestData
    latestError = resource.latestError
    isLoading = resource.isLoading
  }

  /// The data's content as a `T`, if there is data and it is one.
  public func typedContent<T>(as type: T.Type = T.self) -> T? {
    latestData?.content as? T
  }
}

extension Resource {
  /// This resource's states as an `AsyncSequence`, so that async code can
  /// write `for await state in resource.states`.
  ///
  /// The loop is an observer like any other: its first state is the
  /// resource as it is now (`observerAdded`), then one state per change.
  /// The stream keeps only the newest state not yet read, since a screen
  /// needs the latest, not a backlog.
  public var states: AsyncStream<ResourceState> {
    AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
      // The observer's owner lives as long as the loop's consumer: only the
      // termination handler holds it, and the stream drops that handler
      // once the consumer has gone (loop ended, task cancelled, stream
      // dropped). The resource holds owners weakly, so the observer goes
      // then too.
      let owner = StreamOwner()
      addObserver(owner: owner) { resource, event in
        continuation.yield(ResourceState(of: resource, after: event))
      }
      continuation.onTermination = { _ in withExtendedLifetime(owner) {} }
    }
  }
}

/// The owner of a stream's observer, held only by the stream's termination
/// handler. It has nothing to do: being released is its whole job.
final class StreamOwner: Sendable {}
