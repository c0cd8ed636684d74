/// One step of the pipeline: takes an entity, returns it changed (bytes to
/// text, text to JSON, JSON to a `User`), or throws.
///
/// A transformer says which content types it applies to; an entity of any
/// other type passes by untouched. That is how one pipeline serves JSON,
/// plain text and images alike. The closure is `@Sendable` because the
/// pipeline runs off the main actor.
public struct ResponseTransformer: Sendable {
  /// For error messages and debugging, e.g. "JSON parsing".
  public var name: String

  /// Media type patterns ("*/json", "text/*", "*/*" for all).
  public var contentTypes: [String]

  /// Whether the bodies of error responses go through it too. Decoding and
  /// parsing do, so a server's JSON error message reaches `RequestError`;
  /// model mapping does not, because an error body is not a `User`.
  public var transformsErrors: Bool

  private let body: @Sendable (Entity) throws -> Entity

  public init(
    name: String, contentTypes: [String] = ["*/*"], transformsErrors: Bool = false,
    _ body: @escaping @Sendable (Entity) throws -> Entity
  ) {
    self.name = name
    self.contentTypes = contentTypes
    self.transformsErrors = transformsErrors
    self.body = body
  }

  /// A transformer that maps content of type `Input` to new content, keeping
  /// the headers and timestamp. Content of another type is an error (the
  /// pipeline was configured for something else), not a silent pass.
  public static func mapping<Input, Output: Sendable>(
    _ name: String, from input: Input.Type = Input.self, contentTypes: [String] = ["*/*"],
    transformsErrors: Bool = false,
    _ transform: @escaping @Sendable (Input, Entity) throws -> Output
  ) -> ResponseTransformer {
    ResponseTransformer(
      name: name, contentTypes: contentTypes, transformsErrors: transformsErrors
    ) { entity in
      guard let content = entity.content as? Input else {
        throw RequestError(
          .parsingFailed(
            "\(name) expected \(Input.self) but got \(type(of: entity.content as Any))"))
      }
      var result = entity
      result.content = try transform(content, entity)
      return result
    }
  }

  /// Whether this transformer applies to `entity`, by its content type.
  public func applies(to entity: Entity) -> Bool {
    let type = entity.contentType
    return contentTypes.contains { MediaTypePattern.matches(type, pattern: $0) }
  }

  func transform(_ entity: Entity) throws -> Entity {
    try body(entity)
  }
}
