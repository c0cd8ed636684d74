import Foundation

/// The rules for one resource: how long its data stays fresh, which headers
/// its requests carry, how its responses are parsed, where its data is kept.
///
/// A service builds each resource's configuration from the rules whose URL
/// pattern matches it, applied in the order they were added, so a general
/// rule ("everything is JSON, fresh for 30 s") comes first and specific ones
/// ("/users/*/avatar is an image, fresh for an hour") refine it. The core
/// reads the staleness; the rest is read by the folders beyond it.
public struct Configuration: Sendable {
  /// How long data stays fresh: `loadIfNeeded()` does nothing until then.
  public var expirationTime: TimeInterval = 30

  /// How long after a failure `loadIfNeeded()` waits before trying again.
  /// Shorter than `expirationTime`, so a failure is retried soon but a
  /// screen calling `loadIfNeeded()` on every appearance cannot hammer a
  /// server that is down.
  public var retryTime: TimeInterval = 1

  /// Added to every request (authorisation, accepted types).
  public var headers: [String: String] = [:]

  /// How responses become content.
  public var pipeline: Pipeline = .standard

  /// Where data is kept beyond the resource's life, if anywhere.
  public var entityCache: (any EntityCache)?

  public init() {}

  /// Adds a model-mapping step: content of type `Input` (`JSON` after the
  /// standard pipeline) becomes whatever `transform` returns.
  public mutating func mapContent<Input, Output: Sendable>(
    _ name: String = "model mapping", from input: Input.Type = Input.self,
    contentTypes: [String] = ["*/*"], at stage: Pipeline.Stage = .model,
    _ transform: @escaping @Sendable (Input, Entity) throws -> Output
  ) {
    pipeline[stage].append(
      .mapping(name, from: input, contentTypes: contentTypes, transform))
  }
}
