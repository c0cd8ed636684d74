import HeadlessKit
import Testing

/// A controller that builds its own root view in `loadView()`.
@MainActor
private final class CustomRootController: ViewController {
  let customView = Label(text: "custom root")
  var viewDidLoadCount = 0
  var subviewCountInViewDidLoad: Int?

  override func loadView() {
    view = customView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    viewDidLoadCount += 1
    view.addSubview(Button(title: "Send"))
    subviewCountInViewDidLoad = view.subviews.count
  }
}

/// A controller whose `loadView()` forgets to assign a view.
@MainActor
private final class ForgetfulController: ViewController {
  override func loadView() {}
}

@MainActor
@Suite("ViewController: lazy view and appearance")
struct ViewControllerTests {
  // MARK: Loading the view

  @Test("A new controller has not loaded its view and is not visible")
  func notLoadedAtFirst() {
    let controller = RecordingViewController()

    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(!controller.isVisible)
    #expect(controller.log.events.isEmpty)
  }

  @Test("Asking for the view loads it: loadView, then viewDidLoad")
  func loadsOnFirstUse() {
    let controller = RecordingViewController()

    _ = controller.view

    #expect(controller.isViewLoaded)
    #expect(controller.log.events == ["vc.loadView", "vc.viewDidLoad"])
  }

  @Test("The view is loaded only once, however often it is asked for")
  func loadsOnce() {
    let controller = RecordingViewController()

    let first = controller.view
    let second = controller.view

    #expect(first === second)
    #expect(controller.viewIfLoaded === first)
    #expect(controller.log.events == ["vc.loadView", "vc.viewDidLoad"])
  }

  @Test("viewIfLoaded never loads the view")
  func viewIfLoadedDoesNotLoad() {
    let controller = RecordingViewController()

    _ = controller.viewIfLoaded

    #expect(!controller.isViewLoaded)
    #expect(controller.log.events.isEmpty)
  }

  @Test("The default loadView makes a plain, empty view")
  func defaultView() {
    let view = ViewController().view

    #expect(type(of: view) == View.self)
    #expect(view.subviews.isEmpty)
  }

  @Test("A view assigned in loadView becomes the root view")
  func customLoadView() {
    let controller = CustomRootController()

    #expect(controller.view === controller.customView)
  }

  @Test("viewDidLoad runs once, after the root view exists, and can fill it")
  func viewDidLoadFillsView() {
    let controller = CustomRootController()

    _ = controller.view
    _ = controller.view

    #expect(controller.viewDidLoadCount == 1)
    #expect(controller.subviewCountInViewDidLoad == 1)
    #expect(controller.view.subviews.map(\.summary) == ["Button \"Send\""])
  }

  @Test("A loadView that assigns nothing still leaves a plain view")
  func forgetfulLoadView() {
    let controller = ForgetfulController()

    let view = controller.view

    #expect(controller.view === view)
    #expect(view.next === controller)
  }

  @Test("Assigning a view directly counts as loaded and skips loadView")
  func assignedView() {
    let controller = RecordingViewController()
    let label = Label(text: "assigned")

    controller.view = label

    #expect(controller.isViewLoaded)
    #expect(controller.view === label)
    #expect(!controller.log.events.contains("vc.loadView"))
  }

  // MARK: Appearing in a window

  @Test("Showing a window with the controller: willAppear, then didAppear")
  func appearsInWindow() {
    let controller = RecordingViewController()
    let window = Window()
    window.rootViewController = controller

    window.makeKeyAndVisible(in: Application())

    #expect(
      controller.log.events == [
        "vc.loadView", "vc.viewDidLoad",
        "vc.viewWillAppear visible=false", "vc.viewDidAppear visible=true",
      ])
    #expect(controller.isVisible)
  }

  @Test("A root set on a window already shown loads and appears at once")
  func rootOnShownWindow() {
    let controller = RecordingViewController()
    let window = Window()
    window.makeKeyAndVisible(in: Application())

    window.rootViewController = controller

    #expect(
      controller.log.events == [
        "vc.loadView", "vc.viewDidLoad",
        "vc.viewWillAppear visible=false", "vc.viewDidAppear visible=true",
      ])
  }

  @Test("A root set on a window not yet shown loads its view but does not appear")
  func rootOnHiddenWindow() {
    let controller = RecordingViewController()
    let window = Window()

    window.rootViewController = controller

    #expect(controller.log.events == ["vc.loadView", "vc.viewDidLoad"])
    #expect(!controller.isVisible)
  }

  @Test("Showing the window again does not make the controller appear twice")
  func appearsOnce() {
    let controller = RecordingViewController()
    let window = Window()
    let application = Application()
    window.rootViewController = controller
    window.makeKeyAndVisible(in: application)

    window.makeKeyAndVisible(in: application)

    #expect(
      controller.log.events == [
        "vc.loadView", "vc.viewDidLoad",
        "vc.viewWillAppear visible=false", "vc.viewDidAppear visible=true",
      ])
  }

  @Test("Closing the window: willDisappear, then didDisappear")
  func disappearsOnClose() {
    let controller = RecordingViewController()
    let window = Window()
    window.rootViewController = controller
    window.makeKeyAndVisible(in: Application())

    window.close()

    #expect(
      controller.log.events.suffix(2) == [
        "vc.viewWillDisappear visible=true", "vc.viewDidDisappear visible=false",
      ])
    #expect(!controller.isVisible)
  }

  @Test("Replacing the root: the old controller disappears before the new one appears")
  func replacingRoot() {
    let log = EventLog()
    let old = RecordingViewController("old", log: log)
    let new = RecordingViewController("new", log: log)
    let window = Window()
    window.rootViewController = old
    window.makeKeyAndVisible(in: Application())
    log.append("-- replace")

    window.rootViewController = new

    let afterReplace = log.events.drop { $0 != "-- replace" }.dropFirst()
    #expect(
      Array(afterReplace) == [
        "old.viewWillDisappear visible=true", "old.viewDidDisappear visible=false",
        "new.loadView", "new.viewDidLoad",
        "new.viewWillAppear visible=false", "new.viewDidAppear visible=true",
      ])
  }

  @Test("Setting the same root again sends no appearance callbacks")
  func sameRootAgain() {
    let controller = RecordingViewController()
    let window = Window()
    window.rootViewController = controller
    window.makeKeyAndVisible(in: Application())
    let before = controller.log.events

    window.rootViewController = controller

    #expect(controller.log.events == before)
    #expect(window.subviews.count == 1)
  }

  @Test("Removing the root controller makes it disappear")
  func removingRoot() {
    let controller = RecordingViewController()
    let window = Window()
    window.rootViewController = controller
    window.makeKeyAndVisible(in: Application())

    window.rootViewController = nil

    #expect(controller.log.events.last == "vc.viewDidDisappear visible=false")
    #expect(controller.viewIfLoaded?.superview == nil)
  }
}
