import Foundation
import HeadlessKit
import Testing

@testable import SearchThenPosts

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
}
