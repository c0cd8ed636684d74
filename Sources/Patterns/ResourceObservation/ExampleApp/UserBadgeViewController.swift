import HeadlessKit

/// A second screen about the same user: a small badge with the name and
/// the picture. It knows nothing of the first screen, yet shares its data
/// and its requests, because the service hands both the same resource.
///
/// It calls `loadIfNeeded()` every time it appears. That is cheap: while a
/// load is in flight the badge joins it, and while the data is fresh
/// nothing is sent at all.
@MainActor
public final class UserBadgeViewController: ViewController, ResourceObserver {
  public let nameLabel = Label()
  public let avatarView: RemoteImageView
  public let userResource: Resource

  /// What `loadIfNeeded()` answered the last time the badge appeared.
  public private(set) var lastLoadIfNeeded: Request?

  public init(service: Service, userName: String) {
    userResource = ExampleAPI.user(named: userName, in: service)
    avatarView = RemoteImageView(service: service, frame: Rect(x: 0, y: 0, width: 24, height: 24))
    super.init()
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(avatarView)
    view.addSubview(nameLabel)
    userResource.addObserver(self)
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    lastLoadIfNeeded = userResource.loadIfNeeded()
  }

  public func resourceChanged(_ resource: Resource, event: ResourceEvent) {
    let user: User? = resource.typedContent()
    nameLabel.text = user.map { "@" + $0.name } ?? "..."
    avatarView.imagePath = user?.avatarPath
  }
}
