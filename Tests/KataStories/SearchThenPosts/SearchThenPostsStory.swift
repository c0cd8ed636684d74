import Foundation
import HeadlessKit

@testable import SearchApp
@testable import SearchResources

/// search-then-posts: the user searches for "ana", then, before the server
/// answers, for "bo"; bo's answer comes first, ana's late. Then a refresh
/// fails. As shipped, the screen shows whatever answer came last, so the
/// late answer for the old search wins, and a failed refresh wipes the
/// posts.
extension Story {
  static func tell(_ story: StoryTeller) async {
    let transport = FakeTransport()
    let service = Service(transport: transport, clock: ManualClock())
    let screen = SearchViewController(service: service)
    let window = Window()
    window.rootViewController = screen
    window.makeKeyAndVisible(in: Application())
    let requests = SentRequests(transport: transport, story: story)

    story.note("The user searches for \"ana\", then, before any answer, for \"bo\".")
    screen.search(for: "ana")
    screen.search(for: "bo")
    requests.tell()

    story.note("The server answers the search for bo first, then bo's posts.")
    transport.respond(to: "/search/users/bo", body: #"{"id": 2, "name": "bo"}"#)
    requests.tell()
    transport.respond(
      to: "/users/2/posts",
      body: #"[{"id": 0, "title": "bo's bakery opens"}, {"id": 1, "title": "bread"}]"#)

    story.note("The answer to the old search for ana comes late.")
    transport.respond(to: "/search/users/ana", body: #"{"id": 1, "name": "ana"}"#)
    requests.tell()
    transport.respond(to: "/users/1/posts", body: #"[{"id": 0, "title": "tram is late"}]"#)
    story.screen("The search screen:", window)
    story.expect(
      screen.nameLabel.text == "bo" && screen.posts.count == 2,
      fine: "The screen still shows bo, the user searched for last, and bo's posts.",
      wrong: lateAnswerProblem(name: screen.nameLabel.text, posts: screen.posts.count))

    story.note("The user pulls to refresh, but the network is down.")
    let shown = screen.posts.count
    screen.refresh()
    requests.tell()
    for request in transport.pending { transport.fail(request.path) }
    story.record("screen", "says \"\(screen.statusLabel.text)\"")
    story.expect(
      shown > 0 && screen.posts.count == shown && screen.postsView.subviews.count == shown,
      fine: "The posts stay on screen beside the error.",
      wrong: "The failed refresh wiped the posts off the screen: an error should "
        + "keep the old data.")
  }
}

extension Story {
  /// What the screen got wrong after both searches were answered.
  fileprivate static func lateAnswerProblem(name: String, posts: Int) -> String {
    switch name {
    case "ana":
      "The late answer for the old search replaced bo on screen with ana: the "
        + "screen shows whatever answer came last."
    case "bo": "The screen shows bo, but \(posts) of bo's 2 posts."
    default: "The screen shows no user at all after both answers came."
    }
  }
}

/// Says which requests went to the server since it last told.
@MainActor
private final class SentRequests {
  let transport: FakeTransport
  let story: StoryTeller
  private var told = 0

  init(transport: FakeTransport, story: StoryTeller) {
    self.transport = transport
    self.story = story
  }

  func tell() {
    for request in transport.sent.dropFirst(told) {
      story.record("transport", "GET \(request.path)")
    }
    told = transport.sent.count
  }
}
