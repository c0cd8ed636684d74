import Foundation
import HeadlessKit
import SearchResources

/// Search a user by name, then show that user's posts.
///
/// The screen holds two resources, "the user the search found" and "that
/// user's posts", and observes both. Switching happens in the properties'
/// observers: stop observing the old resource in `willSet`, observe the new
/// one in `didSet`. An answer that comes late for an old search lands in
/// the old resource, which this screen no longer hears.
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
  var user: User? { userResource?.typedContent() }

  /// The posts on screen.
  var posts: [Post] { postsResource?.typedContent() ?? [] }

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
    updateScreen()
  }

  /// The user typed `name` and pressed Search.
  func search(for name: String) {
    userResource = service.user(named: name)
  }

  /// Pull to refresh: the user and the posts again.
  func refresh() {
    userResource?.load()
    postsResource?.load()
  }

  private func observe(_ resource: Resource?) {
    guard let resource else { return }
    resource.addObserver(owner: self) { [weak self] _, _ in self?.resourcesChanged() }
    resource.loadIfNeeded()
  }

  /// The name of the user whose posts are on screen.
  private var postsOwner: String?

  /// Whatever changed, the posts follow the user, then the screen is drawn.
  /// A new name means a new user; the same name, the posts already there.
  private func resourcesChanged() {
    if user?.name != postsOwner {
      postsOwner = user?.name
      postsResource = user.map { service.posts(ofUser: $0.id) }
    }
    updateScreen()
  }

  /// Draws both resources' state: the one place that touches the views.
  private func updateScreen() {
    guard isViewLoaded else { return }
    nameLabel.text = user?.name ?? ""
    for label in postsView.subviews { label.removeFromSuperview() }
    for post in posts { postsView.addSubview(Label(text: post.title)) }
    var status: String
    if user == nil {
      status = userResource?.isLoading == true ? "Searching..." : "Search for a user"
    } else if postsResource?.latestData == nil {
      status = postsResource?.isLoading == true ? "Loading posts..." : "No posts"
    } else {
      status = posts.count == 1 ? "1 post" : "\(posts.count) posts"
    }
    if let error = userResource?.latestError ?? postsResource?.latestError {
      status += " - \(error.message)"
    }
    statusLabel.text = status
  }
}
