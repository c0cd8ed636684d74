import Foundation
import HeadlessKit
import SearchResources

/// Search a user by name, then show that user's posts.
///
/// The user comes from a resource the screen observes. The posts are asked
/// for once the user is known, and their answer is drawn when it comes, if
/// it is still for the user on screen.
@MainActor
final class SearchViewController: ViewController {
  let nameLabel = Label()
  let statusLabel = Label(text: "Search for a user")
  let postsView = View()

  private let service: Service

  /// The user the current search found (or is finding).
  private var userResource: Resource? {
    willSet { userResource?.removeObservers(ownedBy: self) }
    didSet {
      userResource?.addObserver(owner: self) { [weak self] _, _ in self?.userChanged() }
      userResource?.loadIfNeeded()
    }
  }

  /// The current user's posts, once the user is known.
  private var postsResource: Resource? {
    willSet { postsResource?.removeObservers(ownedBy: self) }
    didSet { postsResource?.addObserver(owner: self) { _, _ in } }
  }

  /// The user on screen.
  var user: User? { userResource?.typedContent() }

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
    userResource = service.user(named: name)
  }

  /// Pull to refresh: the posts again.
  func refresh() {
    loadPosts()
  }

  private func userChanged() {
    let resource = user.map { service.posts(ofUser: $0.id) }
    guard resource !== postsResource else { return }
    postsResource = resource
    posts = []
    drawPosts()
    nameLabel.text = user?.name ?? ""
    if let error = userResource?.latestError {
      statusLabel.text = error.message
    } else {
      statusLabel.text = user == nil ? "Searching..." : "Loading posts..."
    }
    loadPosts()
  }

  private func loadPosts() {
    guard let path = postsResource?.path else { return }
    service.get(path) { [weak self] result in
      // An answer for another user's posts is not wanted any more.
      guard let self, path == self.postsResource?.path else { return }
      do {
        self.posts = try Post.parseList(try result.get())
        self.statusLabel.text = self.posts.count == 1 ? "1 post" : "\(self.posts.count) posts"
      } catch {
        self.statusLabel.text = "\(self.posts.count) posts - \(error)"
      }
      self.drawPosts()
    }
  }

  private func drawPosts() {
    for label in postsView.subviews { label.removeFromSuperview() }
    for post in posts { postsView.addSubview(Label(text: post.title)) }
  }
}
