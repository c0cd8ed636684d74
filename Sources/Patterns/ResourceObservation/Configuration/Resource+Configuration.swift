extension Resource {
  /// The rules for this resource, from the service's configuration. Worked
  /// out once and kept until the service's rules change.
  public var configuration: Configuration {
    resolvedConfiguration?.configuration ?? Configuration()
  }

  /// The configuration as the rules worked it out, without copying it.
  var resolvedConfiguration: ResolvedConfiguration? {
    refreshConfigurationIfNeeded()
    return currentConfiguration as? ResolvedConfiguration
  }
}
