import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

/// Step 3 with two apps in one process (two windows, two services, two
/// networks): screens share the resources of their own service, and
/// nothing of another app's.
extension Step3 {
  @Test("Two apps in one process: each screen shows what its own service's network answered")
  func twoAppsEachTheirOwn() {
    let firstTransport = FakeTransport()
    let secondTransport = FakeTransport()
    let first = makeScreen(service: Service(transport: firstTransport, clock: ManualClock()))
    let second = makeScreen(service: Service(transport: secondTransport, clock: ManualClock()))

    first.search(for: "ana")
    second.search(for: "ana")

    let asked = secondTransport.requests(for: "/search/users/ana").count
    #expect(
      asked == 1,
      """
      Two apps, each with its own service on its own network, searched for ana at the \
      same time. The second app's network should have been asked once for \
      /search/users/ana, but it was asked \(asked) times: its screen took what another \
      app had. A screen's resources come from its own service: look for something \
      every screen shares, whatever app it is in.
      """)
    firstTransport.respond(to: "/search/users/ana", body: userJSON(7, "ana"))
    secondTransport.respond(to: "/search/users/ana", body: userJSON(9, "ana"))
    secondTransport.respond(to: "/users/9/posts", body: postsJSON("second app's"))
    firstTransport.respond(to: "/users/7/posts", body: postsJSON("first app's"))

    #expect(
      first.user?.id == 7 && titles(on: first) == ["first app's"]
        && second.user?.id == 9 && titles(on: second) == ["second app's"],
      """
      Each app's network answered its own search (user 7 for the first app, user 9 for \
      the second) and its own posts. The first screen shows user \
      \(first.user.map { "\($0.id)" } ?? "none") with \(titles(on: first)), the second \
      user \(second.user.map { "\($0.id)" } ?? "none") with \(titles(on: second)); each \
      should show its own app's answers. Look for something every screen shares, \
      whatever app it is in.
      """)
  }
}
