import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

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
      service.user(named: "ana").isObserved,
      """
      After a search for "ana" nobody observes service.user(named: "ana"): the screen \
      does not follow the resource that holds the answer. Look at what search(for:) does.
      """)
    #expect(
      service.user(named: "ana").isLoading,
      """
      After the search, ana's resource is not loading: nothing asked it to load. Look at \
      what the screen asks of a resource when it starts observing it.
      """)
    #expect(
      transport.requests(for: "/search/users/ana").count == 1,
      """
      \(counted(transport.requests(for: "/search/users/ana").count, "request")) went out \
      for one search, not one, sent by the resource.
      """)
  }

  @Test("The posts follow the user: once it is known, the screen observes its posts")
  func postsFollowTheUser() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "Ana Lima")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    #expect(
      service.posts(ofUser: 7).isObserved,
      """
      The user (id 7) is known, and nobody observes service.posts(ofUser: 7): the \
      posts do not follow the user. Look at what the screen does when the user's \
      resource changes.
      """)
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one", "two")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")
    #expect(
      screen.nameLabel.text == "Ana Lima",
      """
      The search for "ana" found Ana Lima, and the name on screen is \
      "\(screen.nameLabel.text)", not the name in the resource's data.
      """)
    #expect(
      titles(on: screen) == ["one", "two"],
      "The two posts arrived and the screen shows \(titles(on: screen)).")
  }

  @Test("A new search stops observing the old user's resources")
  func newSearchSwitches() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    screen.search(for: "bo")

    #expect(
      !service.user(named: "ana").isObserved,
      """
      After searching for bo, the screen still observes ana: it would keep hearing of a \
      user it no longer shows. Look at what happens to the old resource when the \
      screen switches to a new one.
      """)
    #expect(
      !service.posts(ofUser: 7).isObserved,
      "After searching for bo, ana's posts are still observed: the posts did not follow the user.")
    #expect(
      service.user(named: "bo").isObserved, "After searching for bo, nobody observes bo's resource."
    )
  }

  @Test("A late answer for the old search never reaches the screen")
  func lateSearchIgnored() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    screen.search(for: "bo")

    try #require(
      transport.respond(to: "/search/users/bo", body: userJSON(8, "bo")),
      "No request for /search/users/bo was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    #expect(
      screen.nameLabel.text == "bo",
      """
      The user searched for bo, but the screen shows "\(screen.nameLabel.text)": the late \
      answer for ana reached it. An answer belongs to the resource it was for, and the \
      screen should hear only the resources it shows.
      """)
  }

  @Test("Posts for the old user, arriving last, never appear beside the new user")
  func latePostsIgnored() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    screen.search(for: "bo")
    try #require(
      transport.respond(to: "/search/users/bo", body: userJSON(8, "bo")),
      "No request for /search/users/bo was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/users/8/posts", body: postsJSON("bo's post")),
      "No request for /users/8/posts was waiting to be answered: nothing had asked for it.")

    _ = transport.respond(to: "/users/7/posts", body: postsJSON("ana's post"))

    #expect(
      screen.nameLabel.text == "bo", "The screen does not show bo, the user searched for last.")
    #expect(
      titles(on: screen) == ["bo's post"],
      """
      The screen shows bo with the posts \(titles(on: screen)): ana's posts arrived last and \
      overwrote bo's. Ana's posts belong to ana's resource, which the screen no longer \
      shows.
      """)
  }

  @Test("A new search takes the old user off the screen at once, even if it fails")
  func newSearchClearsTheOldUser() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("ana's post")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    screen.search(for: "bo")

    #expect(
      screen.nameLabel.text != "ana" && titles(on: screen).isEmpty,
      """
      Right after a search for bo, the screen still shows "\(screen.nameLabel.text)" with \
      \(titles(on: screen)), though bo's resource has no data yet: the screen draws \
      copies it kept, not the resources it shows.
      """)
    try #require(
      transport.fail("/search/users/bo", message: "offline"),
      "No request for /search/users/bo was waiting to be answered: nothing had asked for it.")
    #expect(
      screen.nameLabel.text != "ana" && titles(on: screen).isEmpty,
      """
      Bo's search failed and the screen shows "\(screen.nameLabel.text)" with \
      \(titles(on: screen)): an error for one user beside the data of another.
      """)
  }

  @Test("A closed screen is freed, even while its loads are in flight")
  func closedScreenIsFreed() throws {
    weak var weakScreen: SearchViewController?
    do {
      let screen = makeScreen(service: service)
      weakScreen = screen
      screen.search(for: "ana")
      try #require(
        transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
        "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    }

    #expect(
      weakScreen == nil,
      """
      The screen was closed (let go) while its posts were loading, yet it is still alive: \
      something the resources keep holds it. Look at what the screen hands the \
      resources it observes.
      """)
    #expect(
      !service.user(named: "ana").isObserved && !service.posts(ofUser: 7).isObserved,
      "The closed screen still counts as observing ana or her posts.")
    _ = transport.respond(to: "/users/7/posts", body: postsJSON("one"))
  }
}
