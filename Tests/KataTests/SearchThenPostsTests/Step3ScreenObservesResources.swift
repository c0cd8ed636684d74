import Foundation
import HeadlessKit
import Testing

@testable import SearchThenPosts

@Suite("3. The screen observes the current user and their posts")
@MainActor
struct Step3 {
  let service = makeService()
  var transport: FakeTransport { service.transport }

  @Test("A search observes that user's resource and loads it through the resource")
  func searchObservesTheUser() {
    let screen = makeScreen(service: service)

    screen.search(for: "ana")

    #expect(
      resources(ownedBy: screen).contains { $0 === service.user(named: "ana") },
      """
      After search(for: "ana") the screen should keep service.user(named: "ana") in a \
      stored property (say `userResource`), instead of sending its own request.
      """)
    #expect(
      service.user(named: "ana").isObserved,
      "The screen should observe the user's resource (addObserver with itself as owner).")
    #expect(
      service.user(named: "ana").isLoading,
      """
      The user's resource should be loading: call loadIfNeeded() on it when the screen \
      starts observing it (in the property's didSet).
      """)
  }

  @Test("The posts follow the user: once it is known, the screen observes its posts")
  func postsFollowTheUser() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))

    #expect(
      service.posts(ofUser: 7).isObserved,
      """
      Once the user (id 7) is known, the screen should observe service.posts(ofUser: 7): \
      in the user's observer, set the posts property to that resource.
      """)
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one", "two")))
    #expect(screen.nameLabel.text == "ana", "The screen should show the user's name.")
    #expect(
      titles(on: screen) == ["one", "two"],
      "The screen shows \(titles(on: screen)); it should show the two posts.")
  }

  @Test("A new search stops observing the old user's resources")
  func newSearchSwitches() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))

    screen.search(for: "bo")

    #expect(
      !service.user(named: "ana").isObserved,
      """
      After searching for bo, the screen still observes ana. Remove its observers from the \
      old resource in the property's willSet: `removeObservers(ownedBy: self)`.
      """)
    #expect(
      !service.posts(ofUser: 7).isObserved,
      "ana's posts are still observed: when the user changes, the posts resource must too.")
    #expect(service.user(named: "bo").isObserved, "The screen should now observe bo.")
  }

  @Test("A late answer for the old search never reaches the screen")
  func lateSearchIgnored() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    screen.search(for: "bo")

    try #require(transport.respond(to: "/search/users/bo", body: userJSON(8, "bo")))
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))

    #expect(
      screen.nameLabel.text == "bo",
      """
      The user searched for bo, but the screen shows "\(screen.nameLabel.text)": the late \
      answer for ana reached it. Observe resources instead of answering callbacks; ana's \
      answer then lands in ana's resource, which the screen no longer observes.
      """)
  }

  @Test("Posts for the old user, arriving last, never appear beside the new user")
  func latePostsIgnored() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))
    screen.search(for: "bo")
    try #require(transport.respond(to: "/search/users/bo", body: userJSON(8, "bo")))
    try #require(transport.respond(to: "/users/8/posts", body: postsJSON("bo's post")))

    _ = transport.respond(to: "/users/7/posts", body: postsJSON("ana's post"))

    #expect(screen.nameLabel.text == "bo", "The screen should show bo.")
    #expect(
      titles(on: screen) == ["bo's post"],
      """
      The screen shows bo with the posts \(titles(on: screen)): ana's posts arrived last and \
      overwrote bo's. With a posts resource per user, ana's posts land in ana's resource.
      """)
  }
}
