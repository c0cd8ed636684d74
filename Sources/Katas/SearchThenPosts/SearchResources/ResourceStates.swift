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
  /// The extra step: this resource's states as an `AsyncSequence`, so that
  /// async code can write `for await state in resource.states`.
  ///
  /// Build it on `addObserver(owner:_:)`: the first state is the resource
  /// as it is now, then one state per change, until the loop's consumer
  /// goes away. For now the stream ends at once, so a loop over it never
  /// runs.
  public var states: AsyncStream<ResourceState> {
    AsyncStream { continuation in continuation.finish() }
  }
}
