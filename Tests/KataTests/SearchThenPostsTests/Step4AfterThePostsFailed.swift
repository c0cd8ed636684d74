import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

/// Step 4, continued: what the screen shows and keeps after a failure, on
/// the user's resource as on the posts'.
extension Step4 {
  @Test("After a failed search, the status line says searching when the user loads again")
  func searchingWhoeverAsked() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.fail("/search/users/ana", message: "offline"),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    // Some other part of the app loads ana again.
    service.user(named: "ana").load()

    let loading = service.user(named: "ana").isLoading
    #expect(
      screen.statusLabel.text.contains("Searching..."),
      """
      The search for ana failed, then ana was loaded again, started elsewhere in the \
      app, and the status line says "\(screen.statusLabel.text)": the screen shows \
      "searching" only for the searches it started itself. Whether a resource is \
      loading is the resource's to say\
      \(loading ? "" : ", and this one does not say so either (see step 1)"). Look at \
      where the status line's "searching" comes from.
      """)
  }

  @Test("A screen closed while it shows an error is freed")
  func closedOnAnErrorIsFreed() throws {
    weak var weakScreen: SearchViewController?
    do {
      let screen = makeScreen(service: service)
      weakScreen = screen
      screen.search(for: "ana")
      try #require(
        transport.fail("/search/users/ana", message: "offline"),
        "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    }

    #expect(
      weakScreen == nil,
      """
      The search failed, the screen showed the error, and then it was closed (let go), \
      yet it is still alive: something taken when the error came holds it, and would \
      let go only when the error is over. Look at what the screen keeps, or hands out, \
      when it shows an error.
      """)
  }

  @Test("A screen closed while it shows a posts error is freed")
  func closedOnAPostsErrorIsFreed() throws {
    weak var weakScreen: SearchViewController?
    do {
      let screen = makeScreen(service: service)
      weakScreen = screen
      screen.search(for: "ana")
      try #require(
        transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
        "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
      try #require(
        transport.fail("/users/7/posts", message: "offline"),
        "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")
    }

    #expect(
      weakScreen == nil,
      """
      Ana was found, her posts failed to load, the screen showed the error, and then it \
      was closed (let go), yet it is still alive: something taken when the posts failed \
      holds it. Look at what the screen keeps, or hands out, when it shows an error.
      """)
  }
}
