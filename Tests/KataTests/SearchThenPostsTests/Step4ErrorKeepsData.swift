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
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one")))
    resource.load()
    try #require(transport.fail("/users/7/posts", message: "offline"))

    #expect(
      resource.latestError?.message == "offline",
      "The failed load should set latestError (finish step 1 first).")
    #expect(
      resource.typedContent(as: [Post].self)?.map(\.title) == ["one"],
      """
      After a failed refresh the posts are gone from latestData. An error must keep the \
      previous data: set latestError, and leave latestData alone.
      """)
  }

  @Test("New data clears the error")
  func dataClearsError() throws {
    let resource = service.posts(ofUser: 7)
    resource.load()
    try #require(transport.fail("/users/7/posts"))
    resource.load()
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one")))

    #expect(
      resource.latestError == nil,
      "A successful load should clear latestError: data and error change together.")
  }

  @Test("A failed refresh leaves the posts on screen and shows the error with them")
  func screenShowsBoth() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one", "two")))

    screen.refresh()
    _ = transport.fail("/users/7/posts", message: "offline")

    #expect(
      titles(on: screen) == ["one", "two"],
      """
      After a failed refresh the screen shows \(titles(on: screen)). Keep drawing the posts \
      from the resource's latestData, which an error leaves in place.
      """)
    #expect(
      screen.statusLabel.text.contains("offline"),
      """
      The status line says "\(screen.statusLabel.text)"; it should also show the error \
      ("offline"), read from the resource's latestError in the same update function.
      """)
  }

  @Test("When the user fails to refresh, the user and the posts stay beside the error")
  func userErrorKeepsEverything() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one", "two")))

    screen.refresh()
    _ = transport.fail("/search/users/ana", message: "offline")
    _ = transport.respond(to: "/users/7/posts", body: postsJSON("one", "two"))

    #expect(
      screen.nameLabel.text == "ana" && titles(on: screen) == ["one", "two"],
      """
      The user's refresh failed, and the screen shows "\(screen.nameLabel.text)" with \
      \(titles(on: screen)). The user resource still has ana's data beside its error, so \
      the posts still follow ana: decide everything from the data, and show the error too.
      """)
    #expect(
      screen.statusLabel.text.contains("offline"),
      """
      The status line says "\(screen.statusLabel.text)"; it should show the user's error, \
      "offline", beside the posts.
      """)
  }

  @Test("Pull to refresh reloads the user and the posts at the same time")
  func refreshLoadsBothAtOnce() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one")))

    screen.refresh()

    let waiting = transport.pending.map(\.path)
    #expect(
      waiting.contains("/search/users/ana") && waiting.contains("/users/7/posts"),
      """
      Right after refresh() the requests in flight are \(waiting); the user and the posts \
      should both be reloading at the same time (the posts' path is already known, so they \
      need not wait for the user). Call load() on both resources.
      """)
  }

  @Test("A failed load stops the status line saying it is loading, and shows why")
  func failureStopsTheSpinner() throws {
    let screen = makeScreen(service: service)

    screen.search(for: "ana")
    #expect(
      screen.statusLabel.text.contains("Searching..."),
      """
      While the search is in flight the status line should say "Searching..."; it says \
      "\(screen.statusLabel.text)". Read it from the user resource's isLoading.
      """)
    try #require(transport.fail("/search/users/ana", message: "offline"))
    #expect(
      !screen.statusLabel.text.contains("Searching...")
        && screen.statusLabel.text.contains("offline"),
      """
      The search failed, and the status line says "\(screen.statusLabel.text)". It should \
      stop saying "Searching..." (the resource is no longer loading) and show the error, \
      "offline".
      """)

    screen.search(for: "bo")
    try #require(transport.respond(to: "/search/users/bo", body: userJSON(8, "bo")))
    #expect(
      screen.statusLabel.text.contains("Loading posts..."),
      """
      While bo's posts are in flight the status line should say "Loading posts..."; it \
      says "\(screen.statusLabel.text)". Read it from the posts resource's isLoading.
      """)
    try #require(transport.fail("/users/8/posts", message: "timed out"))
    #expect(
      !screen.statusLabel.text.contains("Loading posts...")
        && screen.statusLabel.text.contains("timed out"),
      """
      Bo's posts failed to load, and the status line says "\(screen.statusLabel.text)". It \
      should stop saying "Loading posts..." and show the error, "timed out".
      """)
  }

  @Test("Every kind of failure reaches the screen in the same place")
  func everyFailureReachesTheScreen() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))

    try #require(transport.respond(to: "/users/7/posts", status: 500, body: ""))
    #expect(
      screen.statusLabel.text.contains("The server answered 500."),
      """
      The posts came back with status 500, and the status line says \
      "\(screen.statusLabel.text)". An error status should reach the screen like any \
      failure, through the resource's latestError.
      """)

    screen.refresh()
    try #require(transport.respond(to: "/users/7/posts", body: "not a list"))
    #expect(
      screen.statusLabel.text.contains("The posts could not be read."),
      """
      The posts came back unreadable, and the status line says \
      "\(screen.statusLabel.text)". It should show the resource's latestError, whatever \
      kind of failure put it there.
      """)
  }
}
