import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

/// Step 3, continued: screens share the service's resources, draw what is
/// there, and follow the very user a search found.
extension Step3 {
  @Test("The same search again shows the user at once and sends nothing")
  func sameSearchAgain() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one", "two")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    screen.search(for: "ana")

    #expect(
      transport.sent.count == 2,
      """
      Searching again for ana, whose data is fresh, sent \
      \(counted(transport.sent.count - 2, "more request")): the screen loads whether or \
      not there is anything to gain. Look at what the screen asks of a resource it starts \
      observing.
      """)
    #expect(
      screen.nameLabel.text == "ana" && titles(on: screen) == ["one", "two"],
      """
      After searching again for ana the screen shows "\(screen.nameLabel.text)" with \
      \(titles(on: screen)), though ana and her two posts are all there in the resources: \
      the screen waits for a change instead of drawing what is there when it starts \
      observing.
      """)
    #expect(
      !screen.statusLabel.text.contains("Searching...")
        && !screen.statusLabel.text.contains("Loading posts..."),
      """
      Neither of ana's resources is loading, yet the status line says \
      "\(screen.statusLabel.text)": the screen's idea of loading is not the resources'.
      """)
  }

  @Test("A second screen shows a user already loaded at once, with no request")
  func secondScreenShowsAtOnce() throws {
    let first = makeScreen(service: service)
    first.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one", "two")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    let second = makeScreen(service: service)
    second.search(for: "ana")

    let ana = service.user(named: "ana")
    let why =
      !ana.isObserved
      ? "ana's resource says nobody observes it (see the first test of this step)."
      : ana.latestData == nil
        ? "ana's resource holds no data (see step 1)."
        : "it draws only on some events, not on the state it is told when it starts observing."
    #expect(
      second.nameLabel.text == "ana" && titles(on: second) == ["one", "two"],
      """
      A second screen searched for ana, already loaded, and shows \
      "\(second.nameLabel.text)" with \(titles(on: second)): \(why)
      """)
    #expect(
      !second.statusLabel.text.contains("Searching...")
        && !second.statusLabel.text.contains("Loading posts..."),
      """
      Neither of ana's resources is loading, yet the second screen's status line says \
      "\(second.statusLabel.text)": the screen's idea of loading is not the resources'.
      """)
    #expect(
      transport.sent.count == 2,
      """
      The second screen sent \(counted(transport.sent.count - 2, "request")) for data \
      already there and fresh.
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
      \(counted(transport.requests(for: "/search/users/ana").count, "request")) went out, \
      not one: the second screen did not share the first one's load.
      """)
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    #expect(
      transport.requests(for: "/users/7/posts").count == 1,
      """
      Both screens need ana's posts, and \
      \(counted(transport.requests(for: "/users/7/posts").count, "request")) went out for \
      them, not one shared request. Look at where the screen gets \
      the posts' resource, and how it asks it to load.
      """)
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")
    #expect(
      first.nameLabel.text == "ana" && second.nameLabel.text == "ana"
        && titles(on: first) == ["one"] && titles(on: second) == ["one"],
      """
      One answer each did not reach both screens; they show "\(first.nameLabel.text)" \
      \(titles(on: first)) and "\(second.nameLabel.text)" \(titles(on: second)).
      """)
  }

  @Test("Whoever loads the posts, the screen shows what arrives")
  func anyLoadReachesTheScreen() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    // Some other part of the app refreshes ana's posts.
    service.posts(ofUser: 7).load()
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one", "new")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    let why =
      service.posts(ofUser: 7).latestData == nil
      ? "the resource did not keep the answer as its data either."
      : "it draws the answers to its own requests, not the resource it observes."
    #expect(
      titles(on: screen) == ["one", "new"],
      """
      Ana's posts resource was loaded again, by a load the screen did not send, and the \
      server answered ["one", "new"]. The screen still shows \(titles(on: screen)): \(why)
      """)
  }

  @Test("The posts follow the user the search found, not the user's name")
  func postsFollowTheUserNotItsName() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("ana's post")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    // Refreshed, the same search now finds another user, also called ana.
    screen.refresh()
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(9, "ana")),
      "Pull to refresh did not load the user again: see step 4.")
    _ = transport.respond(to: "/users/7/posts", body: postsJSON("ana's post"))
    _ = transport.respond(to: "/users/9/posts", body: postsJSON("the other ana's post"))

    let followsNine = service.posts(ofUser: 9).isObserved
    #expect(
      followsNine && !service.posts(ofUser: 7).isObserved
        && titles(on: screen) == ["the other ana's post"],
      """
      The search for ana now finds user 9, also called ana, and the screen shows \
      \(titles(on: screen)), \(followsNine ? "observing" : "not observing") user 9's \
      posts: the posts follow the user's name, not the user the search found. Look at \
      how the screen decides that the user has changed.
      """)
  }
}
