import Foundation
import HeadlessKit
import Testing

@testable import ResourceObservation

@MainActor
@Suite("The user-then-posts screen, the badge and the remote image view")
struct ExampleAppTests {
  let transport = FakeTransport()
  let clock = ManualClock()
  let service: Service

  init() {
    service = ExampleAPI.makeService(transport: transport, clock: clock)
  }

  private func makeScreen() -> UserPostsViewController {
    let screen = UserPostsViewController(service: service)
    screen.loadViewIfNeeded()
    return screen
  }

  private func answer(_ path: String, json: String, etag: String? = nil) async {
    #expect(transport.respond(to: path, json: json, etag: etag), "nothing waiting for \(path)")
    await service.waitForResponses()
  }

  private static func user(_ id: Int, _ name: String) -> String {
    #"{"id": \#(id), "name": "\#(name)", "avatar": "/avatars/\#(name).img"}"#
  }

  private static func posts(_ titles: String...) -> String {
    "["
      + titles.enumerated().map { #"{"id": \#($0.offset), "title": "\#($0.element)"}"# }
      .joined(separator: ", ") + "]"
  }

  private func titles(on screen: UserPostsViewController) -> [String] {
    screen.postsView.subviews.compactMap { ($0 as? Label)?.text }
  }

  @Test("A search shows the user, then follows with that user's posts")
  func searchThenPosts() async {
    let screen = makeScreen()
    screen.search(for: "ana")
    #expect(screen.statusLabel.text == "Searching...")

    await answer("/search/users/ana", json: Self.user(7, "ana"))
    #expect(screen.nameLabel.text == "ana")
    #expect(screen.postsResource?.path == "/users/7/posts")
    await answer("/users/7/posts", json: Self.posts("one", "two"))

    #expect(titles(on: screen) == ["one", "two"])
    #expect(screen.statusLabel.text == "2 posts")
  }

  @Test("Answers in the wrong order never show the old user, nor the old user's posts")
  func outOfOrder() async {
    let screen = makeScreen()
    screen.search(for: "ana")
    await answer("/search/users/ana", json: Self.user(7, "ana"))
    screen.search(for: "bo")

    await answer("/search/users/bo", json: Self.user(8, "bo"))
    await answer("/users/8/posts", json: Self.posts("bo's post"))
    await answer("/users/7/posts", json: Self.posts("ana's post"))

    #expect(screen.nameLabel.text == "bo")
    #expect(titles(on: screen) == ["bo's post"])
    #expect(!ExampleAPI.user(named: "ana", in: service).isObserved)
    #expect(!ExampleAPI.posts(ofUser: 7, in: service).isObserved)
  }

  @Test("A late answer to an abandoned search lands in its resource, not on screen")
  func lateSearch() async {
    let screen = makeScreen()
    screen.search(for: "ana")
    screen.search(for: "bo")
    await answer("/search/users/bo", json: Self.user(8, "bo"))
    await answer("/search/users/ana", json: Self.user(7, "ana"))

    #expect(screen.nameLabel.text == "bo")
    #expect(ExampleAPI.user(named: "ana", in: service).latestData != nil)
    #expect(!transport.isPending("/users/7/posts"))
  }

  @Test("A failed refresh keeps the posts on screen and shows the error with them")
  func errorKeepsPosts() async {
    let screen = makeScreen()
    screen.search(for: "ana")
    await answer("/search/users/ana", json: Self.user(7, "ana"))
    await answer("/users/7/posts", json: Self.posts("one"))

    screen.refresh()
    transport.fail("/users/7/posts")
    await answer("/search/users/ana", json: Self.user(7, "ana"))

    #expect(titles(on: screen) == ["one"])
    #expect(screen.statusLabel.text.contains("1 post"))
    #expect(screen.statusLabel.text.contains("offline"))
  }

  @Test("The badge joins the screen's load in flight instead of sending its own")
  func badgePiggybacks() async {
    let screen = makeScreen()
    screen.search(for: "ana")
    let badge = UserBadgeViewController(service: service, userName: "ana")
    badge.loadViewIfNeeded()
    badge.viewWillAppear(false)

    #expect(badge.lastLoadIfNeeded === screen.userResource?.loadRequests.first)
    await answer("/search/users/ana", json: Self.user(7, "ana"))

    #expect(transport.sent.filter { $0.url.path == "/search/users/ana" }.count == 1)
    #expect(badge.nameLabel.text == "@ana")
  }

  @Test("Two image views of one picture share one request; a fresh picture costs nothing")
  func remoteImagesShare() async {
    let first = RemoteImageView(service: service)
    let second = RemoteImageView(service: service)
    first.imagePath = "/avatars/ana.img"
    second.imagePath = "/avatars/ana.img"
    #expect(
      transport.respond(
        to: "/avatars/ana.img", headers: ["Content-Type": "image/png"],
        body: Data("IMG 48x48 ana".utf8)))
    await service.waitForResponses()

    let third = RemoteImageView(service: service)
    third.imagePath = "/avatars/ana.img"

    #expect(transport.sent.count == 1)
    for view in [first, second, third] { #expect(view.image?.name == "ana") }
  }

  @Test("An image view pointed elsewhere ignores the old picture when it arrives")
  func imageViewSwitches() async {
    let view = RemoteImageView(service: service)
    view.imagePath = "/avatars/ana.img"
    view.imagePath = "/avatars/bo.img"
    transport.respond(
      to: "/avatars/ana.img", headers: ["Content-Type": "image/png"],
      body: Data("IMG 48x48 ana".utf8))
    await service.waitForResponses()

    #expect(view.image == nil)
  }

  @Test("A screen that goes away is freed, though its resources live on")
  func screenIsFreed() async {
    weak var weakScreen: UserPostsViewController?
    do {
      let screen = makeScreen()
      screen.search(for: "ana")
      weakScreen = screen
    }
    await answer("/search/users/ana", json: Self.user(7, "ana"))

    #expect(weakScreen == nil)
    #expect(!ExampleAPI.user(named: "ana", in: service).isObserved)
  }
}
