import HeadlessKit

/// A view that shows the picture at a URL: set `imagePath` and it appears
/// when it has loaded. Requests are shared with every other view showing
/// the same picture, and a picture already loaded costs nothing.
///
/// The whole of it is the dozen lines below, because the resource does the
/// work that image views usually carry themselves: caching, sharing
/// requests, deciding when to reload, ignoring a response for a picture
/// the view no longer shows.
@MainActor
public final class RemoteImageView: View, ResourceObserver {
  private let service: Service
  public private(set) var image: Image?

  public var imagePath: String? {
    didSet {
      guard imagePath != oldValue else { return }
      imageResource = imagePath.map { service.resource($0) }
    }
  }

  private var imageResource: Resource? {
    willSet { imageResource?.removeObservers(ownedBy: self) }
    didSet { imageResource?.addObserver(self).loadIfNeeded() }
  }

  public func resourceChanged(_ resource: Resource, event: ResourceEvent) {
    image = resource.typedContent()
  }

  public init(service: Service, frame: Rect = .zero) {
    self.service = service
    super.init(frame: frame)
  }

  /// E.g. "RemoteImageView ana 48x48", or "(loading)".
  public override var summary: String {
    "RemoteImageView " + (image.map(String.init(describing:)) ?? "(loading)")
  }
}
