import Foundation
import HeadlessKit
import SearchResources

/// Search a user by name, then show that user's posts.
///
/// The screen holds the two resources and observes both; each event says
/// what just happened, and the screen reacts to it.
@MainActor
final class SearchViewController: ViewController {
  let nameLabel = Label()
  let statusLabel = Label(text: "Search for a user")
  let postsView = View()

  private let service: Service

  /// The user the current search found (or is finding).
  private var userResource: Resource? {
    willSet { userResource?.removeObservers(ownedBy: self) }
    didSet { observe(userResource) }
  }

  /// The current user's posts, once the user is known.
  private var postsResource: Resource? {
    willSet { postsResource?.removeObservers(ownedBy: self) }
    didSet { observe(postsResource) }
  }

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
    postsResource = nil
    user = nil
    posts = []
    nameLabel.text = ""
    drawPosts()
    userResource = service.user(named: name)
  }

  /// Pull to refresh: the user and the posts again.
  func refresh() {
    userResource?.load()
    postsResource?.load()
  }

  private func observe(_ resource: Resource?) {
    guard let resource else { return }
    resource.addObserver(owner: self) { [weak self] resource, event in
      self?.handle(event, from: resource)
    }
    resource.loadIfNeeded()
  }

  /// Each event tells the screen what to do next.
  private func handle(_ event: ResourceEvent, from resource: Resource) {
    let isUser = resource === userResource
    switch event {
    case .observerAdded, .notModified:
      break
    case .requested:
      statusLabel.text = isUser ? "Searching..." : "Loading posts..."
    case .newData where isUser:
      guard let user: User = resource.typedContent() else { return }
      self.user = user
      posts = []
      nameLabel.text = user.name
      drawPosts()
      postsResource = service.posts(ofUser: user.id)
    case .newData:
      posts = resource.typedContent() ?? []
      statusLabel.text = posts.count == 1 ? "1 post" : "\(posts.count) posts"
      drawPosts()
    case .error:
      statusLabel.text += " - \(resource.latestError?.message ?? "")"
    }
  }

  private func drawPosts() {
    for label in postsView.subviews { label.removeFromSuperview() }
    for post in posts { postsView.addSubview(Label(text: post.title)) }
  }
}
