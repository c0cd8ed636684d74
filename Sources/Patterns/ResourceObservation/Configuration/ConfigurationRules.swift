/// A service's configuration rules, in the order they were added: the
/// core's `configurationSource` extension point, filled.
@MainActor
final class ConfigurationRules: ConfigurationSource {
  struct Rule {
    let pattern: URLPattern
    let apply: @MainActor (inout Configuration) -> Void
  }

  private(set) var rules: [Rule] = []

  /// Goes up by one at every change of rules; a resource compares it with
  /// the version it worked its configuration out at.
  private(set) var version = 0

  func add(_ rule: Rule) {
    rules.append(rule)
    version += 1
  }

  func removeAll() {
    rules.removeAll()
    version += 1
  }

  /// Every matching rule, in the order they were added, applied to the
  /// defaults.
  func configuration(forPath path: String) -> any ResourceConfiguration {
    var configuration = Configuration()
    for rule in rules where rule.pattern.matches(path) {
      rule.apply(&configuration)
    }
    return configuration
  }
}

extension ResourceContext {
  /// The rules `Service.configure` adds to, plugged in the first time if
  /// the service was made without them.
  var configurationRules: ConfigurationRules {
    if let rules = configurationSource as? ConfigurationRules { return rules }
    let rules = ConfigurationRules()
    configurationSource = rules
    return rules
  }
}
