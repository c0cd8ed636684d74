import HeadlessKit

/// Search a user by name, then show that user's posts: the screen from the
/// interview, built on resources instead of chained callbacks.
///
/// The screen holds two resources, "the user the search found" and "that
/// user's posts", and observes both. Switching to another resource happens
/// in the properties' observers: stop observing the old one in `willSet`,
/// start observing the new one in `didSet`. So a response that arrives late
/// for a user the screen no longer shows lands in that user's resource, and
/// never reaches this screen.
///
/// Every event, whatever it is, leads to the same `updateScreen()`, which
/// reads both resources and draws the whole state: nothing can be left
/// half-updated because some callback forgot a case.
@MainActor
public final class UserPostsViewController: ViewController, ResourceObserver {
  public let nameLabel = Label()
  public let avatarView: RemoteImageView
  public let statusLabel = Label()
  public let postsView = View()

  private let service: Service

  /// Told, in a few words, what the screen hears and does; the demo prints
  /// it, an app leaves it nil.
  public var log: (@MainActor (String) -> Void)?

  /// The user the current search found (or is finding).
  public private(set) var userResource: Resource? {
    willSet { stopObserving(userResource) }
    didSet { startObserving(userResource) }
  }

  /// The current user's posts, once the user is known.
  public private(set) var postsResource: Resource? {
    willSet { stopObserving(postsResource) }
    didSet { startObserving(postsResource) }
  }

  public init(service: Service) {
    self.service = service
    avatarView = RemoteImageView(service: service, frame: Rect(x: 0, y: 0, width: 48, height: 48))
    super.init()
    title = "User"
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [nameLabel, avatarView, statusLabel, postsView] { view.addSubview(subview) }
    updateScreen()
  }

  /// The user typed `name` and pressed Search.
  public func search(for name: String) {
    userResource = ExampleAPI.user(named: name, in: service)
  }

  /// Pull to refresh: both resources, if they are stale.
  public func refresh() {
    userResource?.load()
    postsResource?.load()
  }

  // MARK: Observing

  public func resourceChanged(_ resource: Resource, event: ResourceEvent) {
    log?("<- \(resource.path): \(event)")
    if resource === userResource {
      // The posts follow the user: a new user means another posts resource.
      let user: User? = resource.typedContent()
      let posts = user.map { ExampleAPI.posts(ofUser: $0.id, in: service) }
      if posts !== postsResource { postsResource = posts }
    }
    updateScreen()
  }

  private func startObserving(_ resource: Resource?) {
    guard let resource else { return }
    log?("observes \(resource.path)")
    resource.addObserver(self).loadIfNeeded()
  }

  private func stopObserving(_ resource: Resource?) {
    guard let resource else { return }
    log?("stops observing \(resource.path)")
    resource.removeObservers(ownedBy: self)
  }

  // MARK: Drawing

  /// Maps the two resources' state to the views. The only place that does.
  func updateScreen() {
    guard isViewLoaded else { return }
    let user: User? = userResource?.typedContent()
    let posts: [Post] = postsResource?.typedContent(ifNone: []) ?? []
    nameLabel.text = user?.name ?? ""
    avatarView.imagePath = user?.avatarPath
    for label in postsView.subviews { label.removeFromSuperview() }
    for post in posts { postsView.addSubview(Label(text: post.title)) }
    statusLabel.text = status(user: user, posts: posts)
  }

  private func status(user: User?, posts: [Post]) -> String {
    let error = userResource?.latestError ?? postsResource?.latestError
    let loading = userResource?.isLoading == true || postsResource?.isLoading == true
    var parts: [String] = []
    if user == nil {
      parts.append(userResource == nil ? "Search for a user" : loading ? "Searching..." : "")
    } else if postsResource?.latestData == nil {
      parts.append(loading ? "Loading posts..." : "No posts")
    } else {
      parts.append(posts.count == 1 ? "1 post" : "\(posts.count) posts")
    }
    if let error { parts.append(error.userMessage) }
    return parts.filter { !$0.isEmpty }.joined(separator: " - ")
  }
}
