import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

/// Step 3, continued: whether starting to observe costs a request is the
/// resource's call, by its own rules: fresh data costs nothing, data past its
/// age is loaded again, and so is data the last load failed to confirm.
extension Step3 {
  @Test("Searching again once the data has gone stale loads it again")
  func staleDataLoadsAgain() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")
    let freshFor = Int(service.user(named: "ana").expirationTime)

    service.clock.advance(by: 59)
    screen.search(for: "ana")
    let whileFresh = transport.requests(for: "/search/users/ana").count
    service.clock.advance(by: 2)
    screen.search(for: "ana")
    let onceStale = transport.requests(for: "/search/users/ana").count

    let whyFresh =
      whileFresh > 1
      ? "The screen loads whether or not there is anything to gain."
      : """
      The screen decided whether to load from what it could see (is there data? is it \
      loading?) instead of leaving it to the resource, which knows how old its data is.
      """
    #expect(
      whileFresh == 1 && onceStale == 2,
      """
      Ana's data stays fresh for \(freshFor) s. Searching for her again at 59 s sent \
      \(counted(whileFresh - 1, "request")), and at 61 s \(onceStale - whileFresh); it \
      should send none while the data is fresh and one once it is stale. \(whyFresh) Look at \
      what the screen asks of a resource it starts observing.
      """)

    let usersBefore = transport.requests(for: "/search/users/ana").count
    let postsBefore = transport.requests(for: "/users/7/posts").count
    let second = makeScreen(service: service)
    second.search(for: "ana")
    let userLoads = transport.requests(for: "/search/users/ana").count - usersBefore
    let postLoads = transport.requests(for: "/users/7/posts").count - postsBefore

    let expected =
      service.user(named: "ana").isLoading
      ? "The user is loading already, so that load should be shared, and the stale posts "
        + "should load once."
      : "The stale posts should load once."
    #expect(
      transport.requests(for: "/search/users/ana").count == 2
        && transport.requests(for: "/users/7/posts").count == 2,
      """
      A second screen searched for ana, whose posts are \(freshFor + 1) s old, and sent \
      \(counted(userLoads, "request")) for the user and \(postLoads) for the posts. \
      \(expected)
      """)
    let posts = service.posts(ofUser: 7)
    let why =
      !posts.isObserved
      ? "ana's posts resource says nobody observes it (see the first tests of this step)."
      : posts.latestData == nil
        ? "ana's posts resource holds no data to draw."
        : "stale data is still data, drawn while the new answer is on its way."
    #expect(
      second.nameLabel.text == "ana" && titles(on: second) == ["one"],
      """
      The second screen shows "\(second.nameLabel.text)" with \(titles(on: second)): \(why)
      """)
  }

  @Test("After a failed refresh, a screen that starts observing tries again")
  func failedRefreshLoadsAgain() throws {
    let first = makeScreen(service: service)
    first.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")
    first.refresh()
    try #require(
      transport.fail("/search/users/ana"),
      "Pull to refresh did not load the user again: see step 4.")
    try #require(
      transport.fail("/users/7/posts"), "Pull to refresh did not load the posts again: see step 4.")

    let second = makeScreen(service: service)
    second.search(for: "ana")

    let userLoads = transport.requests(for: "/search/users/ana").count - 2
    let postLoads = transport.requests(for: "/users/7/posts").count - 2
    #expect(
      userLoads == 1 && postLoads == 1,
      """
      Ana's data is fresh, but the refresh of her user and her posts just failed. A \
      second screen then searched for her and sent \(counted(userLoads, "request")) for \
      the user and \(postLoads) for the posts, not one each: the screen took data the server \
      failed to confirm as good because it was there. Whether to load is the \
      resource's call, and it tries again after an error. Look at what the screen \
      asks of a resource it starts observing.
      """)
  }
}
