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
      After search(for: "ana") nobody observes service.user(named: "ana"). Keep it in a \
      property (say `userResource`) and observe it, with the screen as owner, instead of \
      sending a request of its own.
      """)
    #expect(
      service.user(named: "ana").isLoading,
      """
      The user's resource should be loading: call loadIfNeeded() on it when the screen \
      starts observing it (in the property's didSet).
      """)
    #expect(
      transport.requests(for: "/search/users/ana").count == 1,
      """
      \(transport.requests(for: "/search/users/ana").count) requests went out for one \
      search: only the resource should send one.
      """)
  }

  @Test("The posts follow the user: once it is known, the screen observes its posts")
  func postsFollowTheUser() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "Ana Lima")))

    #expect(
      service.posts(ofUser: 7).isObserved,
      """
      Once the user (id 7) is known, the screen should observe service.posts(ofUser: 7): \
      in the user's observer, set the posts property to that resource.
      """)
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one", "two")))
    #expect(
      screen.nameLabel.text == "Ana Lima",
      """
      The search for "ana" found Ana Lima, and the name on screen is \
      "\(screen.nameLabel.text)". Show the name of the user in the resource's data.
      """)
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

  @Test("A new search takes the old user off the screen at once, even if it fails")
  func newSearchClearsTheOldUser() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("ana's post")))

    screen.search(for: "bo")

    #expect(
      screen.nameLabel.text != "ana" && titles(on: screen).isEmpty,
      """
      Right after a search for bo, the screen still shows "\(screen.nameLabel.text)" with \
      \(titles(on: screen)). Bo's resource has no data yet, and the screen should draw \
      exactly that: read the name and posts from the resources, not from copies it keeps.
      """)
    try #require(transport.fail("/search/users/bo", message: "offline"))
    #expect(
      screen.nameLabel.text != "ana" && titles(on: screen).isEmpty,
      """
      Bo's search failed and the screen shows "\(screen.nameLabel.text)" with \
      \(titles(on: screen)): an error for one user beside the data of another. Draw from \
      the current resources only.
      """)
  }

  @Test("The same search again shows the user at once and sends nothing")
  func sameSearchAgain() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one", "two")))

    screen.search(for: "ana")

    #expect(
      transport.sent.count == 2,
      """
      Searching again for ana, whose data is fresh, sent \(transport.sent.count - 2) more \
      requests. When the screen starts observing a resource, it should call \
      loadIfNeeded(), not load().
      """)
    #expect(
      screen.nameLabel.text == "ana" && titles(on: screen) == ["one", "two"],
      """
      After searching again for ana the screen shows "\(screen.nameLabel.text)" with \
      \(titles(on: screen)); ana and her two posts are all there in the resources. Draw \
      the state as soon as the observer is added (the .observerAdded call).
      """)
    #expect(
      !screen.statusLabel.text.contains("Searching...")
        && !screen.statusLabel.text.contains("Loading posts..."),
      """
      Nothing is loading, yet the status line says "\(screen.statusLabel.text)". Read \
      "loading" from the resources' isLoading, not from a flag the screen keeps.
      """)
  }

  @Test("A second screen shows a user already loaded at once, with no request")
  func secondScreenShowsAtOnce() throws {
    let first = makeScreen(service: service)
    first.search(for: "ana")
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one", "two")))

    let second = makeScreen(service: service)
    second.search(for: "ana")

    #expect(
      second.nameLabel.text == "ana" && titles(on: second) == ["one", "two"],
      """
      A second screen searched for ana, already loaded, and shows \
      "\(second.nameLabel.text)" with \(titles(on: second)). A new observer is told the \
      state at once (.observerAdded): draw from the resources then, whatever the event.
      """)
    #expect(
      !second.statusLabel.text.contains("Searching...")
        && !second.statusLabel.text.contains("Loading posts..."),
      """
      Nothing is loading, yet the second screen's status line says \
      "\(second.statusLabel.text)". Read "loading" from the resources' isLoading.
      """)
    #expect(
      transport.sent.count == 2,
      """
      The second screen sent \(transport.sent.count - 2) requests for data already there \
      and fresh: load through loadIfNeeded() on the service's resources, nothing else.
      """)
  }

  @Test("Two screens searching at once share each request, and both show the answer")
  func twoScreensShare() throws {
    let first = makeScreen(service: service)
    let second = makeScreen(service: service)
    first.search(for: "ana")
    second.search(for: "ana")

    #expect(
      transport.requests(for: "/search/users/ana").count == 1,
      """
      Two screens searched for ana while the first search was in flight, and \
      \(transport.requests(for: "/search/users/ana").count) requests went out. The \
      second should share the first: loadIfNeeded() on the same resource.
      """)
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))
    #expect(
      transport.requests(for: "/users/7/posts").count == 1,
      """
      Both screens need ana's posts, and \(transport.requests(for: "/users/7/posts").count) \
      requests went out for them. Load the posts through service.posts(ofUser:), with \
      loadIfNeeded(), so the screens share one request.
      """)
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one")))
    #expect(
      first.nameLabel.text == "ana" && second.nameLabel.text == "ana"
        && titles(on: first) == ["one"] && titles(on: second) == ["one"],
      """
      One answer each should reach both screens; they show "\(first.nameLabel.text)" \
      \(titles(on: first)) and "\(second.nameLabel.text)" \(titles(on: second)).
      """)
  }

  @Test("Whoever loads the posts, the screen shows what arrives")
  func anyLoadReachesTheScreen() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one")))

    // Some other part of the app refreshes ana's posts.
    service.posts(ofUser: 7).load()
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one", "new")))

    #expect(
      titles(on: screen) == ["one", "new"],
      """
      Ana's posts resource got new posts, from a load the screen did not send, and the \
      screen still shows \(titles(on: screen)). Draw the posts from the resource whenever \
      it tells you it changed, not from the answers to your own requests.
      """)
  }

  @Test("A closed screen is freed, even while its loads are in flight")
  func closedScreenIsFreed() throws {
    weak var weakScreen: SearchViewController?
    do {
      let screen = makeScreen(service: service)
      weakScreen = screen
      screen.search(for: "ana")
      try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))
    }

    #expect(
      weakScreen == nil,
      """
      The screen was closed (let go) while its posts were loading, yet it is still alive. \
      Something holds it strongly: capture `[weak self]` in the closures you hand to \
      addObserver (and anywhere else), since the resource keeps them.
      """)
    #expect(
      !service.user(named: "ana").isObserved && !service.posts(ofUser: 7).isObserved,
      "The closed screen should no longer count as observing ana or her posts.")
    _ = transport.respond(to: "/users/7/posts", body: postsJSON("one"))
  }
}
