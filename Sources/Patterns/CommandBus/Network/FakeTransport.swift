import BusSupport

/// The transport for tests and demos: the kit's fake server (`BusSupport`,
/// the one the bus katas' tests use too), speaking this bus's requests and
/// responses. It answers from a script the test writes, or holds a request
/// until the test releases it:
///
///     transport.script("/feed", .fail(.offline), .fail(.offline), .respond(200, feedJSON))
public typealias FakeTransport = FakeServer<NetworkRequest, NetworkResponse>

extension FakeServer: Transport where Request == NetworkRequest, Response == NetworkResponse {
  /// A server with nothing scripted yet. `log` is told "GET /feed -> 200"
  /// for every answer, from whichever thread sent the request. For demos.
  public convenience init(log: (@Sendable (String) -> Void)? = nil) {
    self.init(
      path: \.path, response: { status, body in NetworkResponse(status: status, body: body) },
      log: log)
  }
}
