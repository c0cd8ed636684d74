extension Resource {
  /// The rules for this resource, from the service's configuration. Worked
  /// out once and kept until the service's rules change.
  public var configuration: Configuration {
    refreshConfigurationIfNeeded()
    return currentConfiguration as? Configuration ?? Configuration()
  }
}
