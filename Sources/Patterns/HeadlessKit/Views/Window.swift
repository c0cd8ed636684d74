/// The top of a view tree: it shows one root view controller's view and
/// connects the tree to the application.
@MainActor
open class Window: View {
  /// The application this window belongs to, set by `makeKeyAndVisible(in:)`.
  public private(set) weak var application: Application?

  public private(set) var isKeyWindow = false

  /// Backs `firstResponder` (see Responder+FirstResponder.swift). Weak: the
  /// view tree owns its views; the window only points at the focused one.
  weak var focusedResponder: Responder?

  /// The screen every new window fills unless told otherwise.
  public static let screenBounds = Rect(x: 0, y: 0, width: 320, height: 480)

  public override init(frame: Rect = Window.screenBounds) {
    super.init(frame: frame)
  }

  /// The controller whose view fills the window. Replacing it removes the old
  /// view and tells each controller that its view disappeared or appeared.
  public var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let old = oldValue {
        old.disappear()
        old.viewIfLoaded?.removeFromSuperview()
      }
      if let controller = rootViewController {
        let view = controller.view
        view.frame = Rect(origin: .zero, size: frame.size)
        addSubview(view)
        if isKeyWindow { controller.appear() }
      }
    }
  }

  /// Shows the window and makes it the application's key window. The root
  /// controller's view appears.
  public func makeKeyAndVisible(in application: Application = .shared) {
    self.application = application
    application.install(self)
    isKeyWindow = true
    rootViewController?.appear()
  }

  /// Takes the window off screen: its root controller's view disappears.
  public func close() {
    isKeyWindow = false
    rootViewController?.disappear()
    application?.uninstall(self)
  }

  /// A window hands events it does not handle to the application.
  open override var next: Responder? { application }

  open override var summary: String { "Window \(frame)" }
}
