import Foundation

/// A service's configuration rules, in the order they were added: what
/// fills the core's `configurationSource` extension point.
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

  /// The configuration of every resource that no rule matches: the
  /// defaults, made once and shared, since no rule runs for them.
  private var unmatched: ResolvedConfiguration?

  func add(_ rule: Rule) {
    rules.append(rule)
    changed()
  }

  func removeAll() {
    rules.removeAll()
    changed()
  }

  private func changed() {
    version += 1
    unmatched = nil
  }

  /// Every matching rule, in the order they were added, applied to the
  /// defaults.
  func configuration(for url: URL) -> any ResourceConfiguration {
    let matching = rules.filter { $0.pattern.matches(url) }
    guard !matching.isEmpty else {
      let shared = unmatched ?? ResolvedConfiguration(Configuration())
      unmatched = shared
      return shared
    }
    var configuration = Configuration()
    for rule in matching { rule.apply(&configuration) }
    return ResolvedConfiguration(configuration)
  }
}

/// A configuration as the rules worked it out for a resource, held by the
/// core (`Resource.currentConfiguration`) by reference: one pointer per
/// resource, and a cheap look-up for code that reads it on every change.
final class ResolvedConfiguration: ResourceConfiguration {
  let configuration: Configuration

  init(_ configuration: Configuration) {
    self.configuration = configuration
  }

  var expirationTime: TimeInterval { configuration.expirationTime }
  var retryTime: TimeInterval { configuration.retryTime }
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
