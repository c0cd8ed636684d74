import Foundation

/// The service an app makes: the core, with every folder beyond it plugged
/// into the core's extension points (listed in `ResourceContext`).
extension Service {
  /// - Parameters:
  ///   - baseURL: the API's root, e.g. "https://api.example.com/v1". A
  ///     string with no scheme or no host counts as no base URL: then every
  ///     `resource(_:)` fails as `invalidRequest`, saying so.
  ///   - transport: what sends requests.
  ///   - clock: where time is read; the system's unless told otherwise.
  ///   - pipelineExecution: where responses are parsed; off the main actor
  ///     unless told otherwise (see `PipelineExecution`).
  public convenience init(
    baseURL: String?, transport: any Transport, clock: any ResourceClock = SystemClock(),
    pipelineExecution: PipelineExecution = .offMainActor
  ) {
    // Requests/: every request sent over the transport; Responses/: the
    // pipeline (Pipeline/) off the main actor, a 304 for ETags/, delivered
    // in arrival order.
    let network = RequestSender(
      transport: transport, responses: StandardResponses(execution: pipelineExecution))
    self.init(
      baseURL: baseURL.flatMap { URL(string: $0) }, clock: clock,
      // Configuration/: rules by URL pattern.
      configurationSource: ConfigurationRules(), network: network)
    // Configuration/: the headers the rules set.
    network.requestHeaders = { $0.configuration.headers }
    // ETags/: If-None-Match on loads.
    context.loadHeaders = ETags.loadHeaders(for:)
    // EntityCache/: data that outlives its resource.
    context.resourceNeeded = EntityCaching.resourceNeeded
    context.resourceChanged = EntityCaching.resourceChanged
  }
}
