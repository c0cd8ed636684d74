/// The service an app makes: the core, with every folder beyond it plugged
/// into the core's extension points (see `ResourceContext`).
extension Service {
  /// - Parameters:
  ///   - baseURL: the API's root, e.g. "https://api.example.com/v1".
  ///   - transport: what sends requests.
  ///   - clock: where time is read; the system's unless told otherwise.
  ///   - pipelineExecution: where responses are parsed; off the main actor
  ///     unless told otherwise (see `PipelineExecution`).
  public convenience init(
    baseURL: String?, transport: any Transport, clock: any ResourceClock = SystemClock(),
    pipelineExecution: PipelineExecution = .offMainActor
  ) {
    self.init(coreOnly: baseURL, transport: transport, clock: clock)
    // Configuration/: rules by URL pattern, and the headers they set.
    context.configurationSource = ConfigurationRules()
    context.requestHeaders = { $0.configuration.headers }
    // ETags/: If-None-Match on loads (the 304 is handled with responses).
    context.loadHeaders = ETags.loadHeaders(for:)
    // Responses/ and Pipeline/: parsed off the main actor, in arrival order.
    context.responses = StandardResponses(execution: pipelineExecution)
    // EntityCache/: data that outlives its resource.
    context.resourceNeeded = EntityCaching.resourceNeeded
    context.resourceChanged = EntityCaching.resourceChanged
  }
}
