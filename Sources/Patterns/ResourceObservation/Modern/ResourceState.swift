/// A resource as it stood right after one event: a value, so it can travel
/// through an `AsyncSequence` to code that awaits it.
///
/// An observer reads the live resource when it is told; a consumer of
/// `Resource.states` may read its state a little later, after other events.
/// So the state is copied at the moment of the event: what the consumer
/// sees is what was true then, never a mix of two moments.
public struct ResourceState: Sendable {
  /// Why this state was made.
  public let event: ResourceEvent
  public let latestData: Entity?
  public let latestError: RequestError?
  public let isLoading: Bool

  @MainActor
  init(of resource: Resource, after event: ResourceEvent) {
    self.event = event
    latestData = resource.latestData
    latestError = resource.latestError
    isLoading = resource.isLoading
  }

  /// The data's content as a `T`, or nil if there is none or it is not one.
  public func typedContent<T>(as type: T.Type = T.self) -> T? {
    latestData?.typedContent(as: type)
  }
}
