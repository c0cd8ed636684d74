import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

/// Step 4, continued: the error on screen is the resources' error now,
/// whatever the screen heard happen, and whenever it started listening.
extension Step4 {
  @Test("A screen opened on posts that already failed shows their error at once")
  func secondScreenShowsAnEarlierError() throws {
    let first = makeScreen(service: service)
    first.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.fail("/users/7/posts", message: "offline"),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    let second = makeScreen(service: service)
    second.search(for: "ana")

    let why =
      service.posts(ofUser: 7).latestError == nil
      ? "the posts resource holds no error either: the failure never went through it."
      : """
      the error is right there in the posts resource, but the screen shows only the \
      failures it heard happen. Look at where the status line's error comes from.
      """
    #expect(
      second.statusLabel.text.contains("offline"),
      """
      Ana's posts had failed to load ("offline") before a second screen searched for \
      her, and the second screen's status line says "\(second.statusLabel.text)": \(why)
      """)
  }

  @Test("An error that ended while the screen looked elsewhere is gone when it comes back")
  func errorOverWhileAwayIsGone() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.fail("/search/users/ana", message: "offline"),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    screen.search(for: "bo")
    try #require(
      transport.respond(to: "/search/users/bo", body: userJSON(8, "bo")),
      "No request for /search/users/bo was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/users/8/posts", body: postsJSON("bo's post")),
      "No request for /users/8/posts was waiting to be answered: nothing had asked for it.")

    // Meanwhile another part of the app finds ana after all.
    service.user(named: "ana").load()
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    #expect(
      screen.nameLabel.text == "ana" && !screen.statusLabel.text.contains("offline"),
      """
      Ana's search failed ("offline"), then succeeded while the screen showed bo; back on \
      ana, the screen shows "\(screen.nameLabel.text)" with the status line \
      "\(screen.statusLabel.text)". The user resource holds ana and no error, but the \
      screen still shows a failure that is over: it keeps the error it once heard \
      instead of the resource's. Look at where the status line's error comes from.
      """)
  }
}
