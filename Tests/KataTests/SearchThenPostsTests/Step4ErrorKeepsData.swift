import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

@Suite("4. An error keeps the old data, and the screen shows both")
@MainActor
struct Step4 {
  let service = makeService()
  var transport: FakeTransport { service.transport }

  @Test("A failed load keeps the previous data beside the error")
  func errorKeepsData() throws {
    let resource = service.posts(ofUser: 7)
    resource.load()
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")
    try #require(resource.latestData != nil, "The answer was not kept as data: see step 1.")
    resource.load()
    try #require(
      transport.fail("/users/7/posts", message: "offline"),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    #expect(
      resource.latestError?.message == "offline",
      "The failed load left no latestError: see step 1.")
    #expect(
      resource.typedContent(as: [Post].self)?.map(\.title) == ["one"],
      """
      After a failed refresh the posts are gone from latestData: an error wiped out \
      good data the screen could still show. Look at what a failure changes in the \
      resource.
      """)
  }

  @Test("New data clears the error")
  func dataClearsError() throws {
    let resource = service.posts(ofUser: 7)
    resource.load()
    try #require(
      transport.fail("/users/7/posts"),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")
    resource.load()
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    #expect(
      resource.latestError == nil,
      """
      New data arrived, and the old error is still in latestError: a screen would show a failure \
      that is over.
      """)
  }

  @Test("A failed refresh leaves the posts on screen and shows the error with them")
  func screenShowsBoth() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one", "two")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    screen.refresh()
    _ = transport.fail("/users/7/posts", message: "offline")

    let held = service.posts(ofUser: 7).typedContent(as: [Post].self)?.count == 2
    #expect(
      titles(on: screen) == ["one", "two"],
      """
      After a failed refresh the screen shows \(titles(on: screen)), not the two posts it \
      showed before\(held ? ", which the resource still holds beside its error" : "").
      """)
    #expect(
      screen.statusLabel.text.contains("offline"),
      """
      After a failed refresh the status line says "\(screen.statusLabel.text)", without \
      the error ("offline"): the user is not told that the posts may be old.
      """)
  }

  @Test("When the user fails to refresh, the user and the posts stay beside the error")
  func userErrorKeepsEverything() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one", "two")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    screen.refresh()
    let userReloaded = transport.fail("/search/users/ana", message: "offline")
    _ = transport.respond(to: "/users/7/posts", body: postsJSON("one", "two"))

    #expect(
      screen.nameLabel.text == "ana" && titles(on: screen) == ["one", "two"],
      """
      The user's refresh failed, and the screen shows "\(screen.nameLabel.text)" with \
      \(titles(on: screen)), though the user resource still has ana's data beside its \
      error: the screen lets the error hide data that is still there.
      """)
    #expect(
      screen.statusLabel.text.contains("offline"),
      userReloaded
        ? """
        The user's refresh failed, and the status line says \
        "\(screen.statusLabel.text)", without the user's error, "offline".
        """
        : """
        Pull to refresh did not load the user again, so no error came to show (see the \
        test "Pull to refresh reloads the user and the posts at the same time").
        """)
  }

  @Test("Pull to refresh reloads the user and the posts at the same time")
  func refreshLoadsBothAtOnce() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    screen.refresh()

    let waiting = transport.pending.map(\.path)
    #expect(
      waiting.contains("/search/users/ana") && waiting.contains("/users/7/posts"),
      """
      Right after refresh() the requests in flight are \(waiting); the user and the posts \
      should both be reloading at the same time (the posts' path is already known, so they \
      need not wait for the user).
      """)
  }

  @Test("A failed load stops the status line saying it is loading, and shows why")
  func failureStopsTheSpinner() throws {
    let screen = makeScreen(service: service)

    screen.search(for: "ana")
    #expect(
      screen.statusLabel.text.contains("Searching..."),
      """
      While the search is in flight the status line says "\(screen.statusLabel.text)", \
      not "Searching...".
      """)
    try #require(
      transport.fail("/search/users/ana", message: "offline"),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    #expect(
      !screen.statusLabel.text.contains("Searching...")
        && screen.statusLabel.text.contains("offline"),
      """
      The search failed, and the status line says "\(screen.statusLabel.text)": it \
      should stop saying "Searching..." (the resource is no longer loading) and show \
      the error, "offline".
      """)

    screen.search(for: "bo")
    try #require(
      transport.respond(to: "/search/users/bo", body: userJSON(8, "bo")),
      "No request for /search/users/bo was waiting to be answered: nothing had asked for it.")
    #expect(
      screen.statusLabel.text.contains("Loading posts..."),
      """
      While bo's posts are in flight the status line says \
      "\(screen.statusLabel.text)", not "Loading posts...".
      """)
    try #require(
      transport.fail("/users/8/posts", message: "timed out"),
      "No request for /users/8/posts was waiting to be answered: nothing had asked for it.")
    #expect(
      !screen.statusLabel.text.contains("Loading posts...")
        && screen.statusLabel.text.contains("timed out"),
      """
      Bo's posts failed to load, and the status line says "\(screen.statusLabel.text)": \
      it should stop saying "Loading posts..." and show the error, "timed out".
      """)
  }

  @Test("Every kind of failure reaches the screen in the same place")
  func everyFailureReachesTheScreen() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    try #require(
      transport.respond(to: "/users/7/posts", status: 500, body: ""),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")
    #expect(
      screen.statusLabel.text.contains("The server answered 500."),
      """
      The posts came back with status 500, and the status line says \
      "\(screen.statusLabel.text)", not the error: an error status did not reach the \
      screen like any other failure.
      """)

    screen.refresh()
    try #require(
      transport.respond(to: "/users/7/posts", body: "not a list"),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")
    #expect(
      screen.statusLabel.text.contains("The posts could not be read."),
      """
      The posts came back unreadable, and the status line says \
      "\(screen.statusLabel.text)", not the error the resource holds.
      """)
  }

  @Test("The status line says loading whenever a resource it shows loads, whoever asked")
  func loadingWhoeverAsked() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.fail("/users/7/posts", message: "offline"),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    // Some other part of the app loads ana's posts again.
    service.posts(ofUser: 7).load()

    let loading = service.posts(ofUser: 7).isLoading
    #expect(
      screen.statusLabel.text.contains("Loading posts..."),
      """
      Ana's posts were loaded again, started elsewhere in the app, and the status line \
      says "\(screen.statusLabel.text)": the screen shows "loading" only for the loads \
      it started itself. Whether a resource is loading is the resource's to say\
      \(loading ? "" : ", and this one does not say so either (see step 1)"). Look at \
      where the status line's "loading" comes from.
      """)
  }
}
