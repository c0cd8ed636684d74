import HeadlessKit
import Testing

@MainActor
@Suite("Window and Application: showing a screen")
struct WindowAndApplicationTests {
  @Test("A new window fills the screen and is not key")
  func newWindow() {
    let window = Window()

    #expect(window.frame == Window.screenBounds)
    #expect(window.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(!window.isKeyWindow)
    #expect(window.application == nil)
    #expect(window.rootViewController == nil)
  }

  @Test("A new application has no windows and no key window")
  func newApplication() {
    let application = Application()

    #expect(application.windows.isEmpty)
    #expect(application.keyWindow == nil)
    #expect(application.delegate == nil)
  }

  @Test("makeKeyAndVisible makes the window key and adds it to the application")
  func makeKeyAndVisible() {
    let application = Application()
    let window = Window()

    window.makeKeyAndVisible(in: application)

    #expect(window.isKeyWindow)
    #expect(window.application === application)
    #expect(application.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(window)])
    #expect(application.keyWindow === window)
  }

  @Test("Making the same window key twice lists it once")
  func keyTwice() {
    let application = Application()
    let window = Window()

    window.makeKeyAndVisible(in: application)
    window.makeKeyAndVisible(in: application)

    #expect(application.windows.count == 1)
  }

  @Test("The key window is the one most recently made key")
  func mostRecentKeyWindow() {
    let application = Application()
    let first = Window()
    let second = Window()
    first.makeKeyAndVisible(in: application)
    second.makeKeyAndVisible(in: application)
    #expect(application.keyWindow === second)

    first.makeKeyAndVisible(in: application)

    #expect(application.keyWindow === first)
    #expect(application.windows.count == 2)
  }

  @Test("Closing a window takes it out of the application and it is no longer key")
  func close() {
    let application = Application()
    let window = Window()
    window.makeKeyAndVisible(in: application)

    window.close()

    #expect(!window.isKeyWindow)
    #expect(application.windows.isEmpty)
    #expect(application.keyWindow == nil)
  }

  @Test("Closing the key window hands key status back to the window under it")
  func closeRevealsPrevious() {
    let application = Application()
    let first = Window()
    let second = Window()
    first.makeKeyAndVisible(in: application)
    second.makeKeyAndVisible(in: application)

    second.close()

    #expect(application.keyWindow === first)
  }

  @Test("A window holds its application weakly")
  func applicationIsWeak() {
    let window = Window()
    weak var weakApplication: Application?
    do {
      let application = Application()
      weakApplication = application
      window.makeKeyAndVisible(in: application)
    }

    #expect(weakApplication == nil)
    #expect(window.application == nil)
    #expect(window.next == nil)
  }

  @Test("The root controller's view fills the window as its only subview")
  func rootViewFillsWindow() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 200))
    let controller = ViewController()
    controller.view.frame = Rect(x: 5, y: 5, width: 10, height: 10)

    window.rootViewController = controller

    #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(controller.view)])
    #expect(controller.view.frame == Rect(x: 0, y: 0, width: 100, height: 200))
    #expect(controller.view.window === window)
  }

  @Test("Replacing the root controller swaps the views in the window")
  func replacingRootSwapsViews() {
    let window = Window()
    let old = ViewController()
    let new = ViewController()
    window.rootViewController = old

    window.rootViewController = new

    #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(new.view)])
    #expect(old.view.superview == nil)
    #expect(old.next == nil)
  }

  @Test("The window keeps its root controller alive")
  func windowOwnsRoot() {
    let window = Window()
    weak var weakController: ViewController?
    do {
      let controller = ViewController()
      weakController = controller
      window.rootViewController = controller
    }

    #expect(weakController != nil)
    #expect(window.rootViewController === weakController)
  }

  @Test("A window's summary names it and gives its frame")
  func summary() {
    #expect(Window().summary == "Window (0, 0, 320, 480)")
  }
}
