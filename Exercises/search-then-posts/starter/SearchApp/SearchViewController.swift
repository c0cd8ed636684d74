import Foundation
import HeadlessKit
import SearchResources

/// Search a user by name, then show that user's posts.
///
/// It works on a good day: send the search, and when the user comes back,
/// send a second request for their posts. Each answer writes straight into
/// the screen.
@MainActor
final class SearchViewController: ViewController {
  let nameLabel = Label()
  let statusLabel = Label(text: "Search for a user")
  let postsView = View()

  private let service: Service

  /// The user on screen.
  private(set) var user: User?

  /// The posts on screen.
  private(set) var posts: [Post] = []

  init(service: Service) {
    self.service = service
    super.init()
    title = "Search"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nameLabel)
    view.addSubview(statusLabel)
    view.addSubview(postsView)
  }

  /// The user typed `name` and pressed Search.
  func search(for name: String) {
    statusLabel.text = "Searching..."
    service.get("/search/users/\(name)") { [weak self] result in
      guard let self else { return }
      do {
        let body = try result.get()
        let user = try User.parse(body)
        self.user = user
        self.posts = []
        self.nameLabel.text = user.name
        self.statusLabel.text = "Loading posts..."
        self.loadPosts(of: user)
      } catch {
        self.statusLabel.text = "\(error)"
      }
    }
  }

  /// Pull to refresh: the posts again.
  func refresh() {
    guard let user else { return }
    loadPosts(of: user)
  }

  private func loadPosts(of user: User) {
    service.get("/users/\(user.id)/posts") { [weak self] result in
      guard let self else { return }
      do {
        let body = try result.get()
        self.posts = try Post.parseList(body)
        self.statusLabel.text = self.posts.count == 1 ? "1 post" : "\(self.posts.count) posts"
      } catch {
        self.posts = []
        self.statusLabel.text = "\(error)"
      }
      for label in self.postsView.subviews { label.removeFromSuperview() }
      for post in self.posts { self.postsView.addSubview(Label(text: post.title)) }
    }
  }
}
