/// Configuration by URL pattern, and applies to resources lazily, so rules
/// can be added after resources exist.
extension Service {
  /// Adds a rule for every resource whose URL matches `pattern`, relative
  /// to the base URL ("/**" for all of them, on the base URL's host only;
  /// see `URLPattern`). Rules apply in the order they were added, so put
  /// general rules first. Resources pick up the change the next time they
  /// need their configuration.
  public func configure(
    _ pattern: String = "/**", _ apply: @escaping @MainActor (inout Configuration) -> Void
  ) {
    context.configurationRules.add(
      ConfigurationRules.Rule(pattern: URLPattern(pattern, relativeTo: baseURL), apply: apply))
  }

  /// Adds a model-mapping rule: for resources matching `pattern`, content of
  /// type `Input` becomes what `transform` returns.
  public func configureTransformer<Input, Output: Sendable>(
    _ pattern: String, from input: Input.Type = Input.self, contentTypes: [String] = ["*/*"],
    _ transform: @escaping @Sendable (Input, Entity) throws -> Output
  ) {
    configure(pattern) {
      $0.mapContent(from: input, contentTypes: contentTypes, transform)
    }
  }

  /// Forgets every rule: back to the defaults.
  public func removeAllConfiguration() {
    context.configurationRules.removeAll()
  }
}
