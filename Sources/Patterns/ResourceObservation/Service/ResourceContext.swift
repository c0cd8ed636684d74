import Foundation

/// What every resource of one service shares: the transport, the clock,
/// the configuration rules, and the order in which responses are delivered.
///
/// Resources hold this rather than the service itself, so that the service
/// (which holds its resources) and a resource never keep each other alive.
@MainActor
final class ResourceContext {
  struct Rule {
    let pattern: URLPattern
    let apply: @MainActor (inout Configuration) -> Void
  }

  let baseURL: URL?
  let transport: any Transport
  let clock: any ResourceClock
  let execution: PipelineExecution
  let sequencer = ResponseSequencer()

  private(set) var rules: [Rule] = []

  /// Called when a resource gains its first observer. The service uses it
  /// to hold that resource strongly again if memory pressure had let go of
  /// it: an observed resource must never go away under its observers.
  var resourceBecameObserved: (Resource) -> Void = { _ in }

  /// Goes up by one at every change of rules; a resource compares it with
  /// the version it computed its configuration at.
  private(set) var configurationVersion = 0

  init(
    baseURL: URL?, transport: any Transport, clock: any ResourceClock,
    execution: PipelineExecution
  ) {
    self.baseURL = baseURL
    self.transport = transport
    self.clock = clock
    self.execution = execution
  }

  func add(_ rule: Rule) {
    rules.append(rule)
    configurationVersion += 1
  }

  func removeAllRules() {
    rules.removeAll()
    configurationVersion += 1
  }

  /// The configuration for a resource at `path`: every matching rule, in
  /// the order they were added, applied to the defaults.
  func configuration(forPath path: String) -> Configuration {
    var configuration = Configuration()
    for rule in rules where rule.pattern.matches(path) {
      rule.apply(&configuration)
    }
    return configuration
  }

  /// The part of `url` that patterns are matched against: its path, less
  /// the base URL's path.
  func path(of url: URL) -> String {
    let path = url.path
    guard let base = baseURL?.path, !base.isEmpty, base != "/", path.hasPrefix(base) else {
      return path
    }
    let rest = String(path.dropFirst(base.count))
    return rest.hasPrefix("/") ? rest : "/" + rest
  }
}
