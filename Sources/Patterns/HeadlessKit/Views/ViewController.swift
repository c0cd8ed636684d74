/// Manages one screen: owns its root view, fills it, and reacts to the user.
///
/// The view is created lazily the first time someone asks for it
/// (`loadView()`, then `viewDidLoad()`), and the window tells the controller
/// when its view appears and disappears, just as UIKit does.
@MainActor
open class ViewController: Responder {
  public var title: String?

  private var loadedView: View?

  /// Whether the controller's view is on screen right now.
  public private(set) var isVisible = false

  public override init() {
    super.init()
  }

  /// The root view, created on first use.
  public var view: View {
    get {
      if let loadedView { return loadedView }
      loadView()
      let view = loadedView ?? View()
      install(view)
      viewDidLoad()
      return view
    }
    set { install(newValue) }
  }

  /// The root view if it was already created; never creates it.
  public var viewIfLoaded: View? { loadedView }

  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view. Override to build a custom one and assign it to
  /// `view`; the default is a plain, empty view.
  open func loadView() {
    view = View()
  }

  /// Called once, after the root view exists: the place to add subviews and
  /// wire controls.
  open func viewDidLoad() {}

  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  /// A controller's next responder is whatever its view sits in (for a
  /// window's root controller, the window).
  open override var next: Responder? {
    loadedView?.superview
  }

  // MARK: Called by the window

  func appear() {
    guard !isVisible else { return }
    viewWillAppear(false)
    isVisible = true
    viewDidAppear(false)
  }

  func disappear() {
    guard isVisible else { return }
    viewWillDisappear(false)
    isVisible = false
    viewDidDisappear(false)
  }

  private func install(_ view: View) {
    loadedView?.owningViewController = nil
    loadedView = view
    view.owningViewController = self
  }
}
