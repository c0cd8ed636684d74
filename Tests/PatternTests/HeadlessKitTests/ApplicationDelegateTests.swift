import Foundation
import HeadlessKit
import Testing

/// An application delegate that writes down every call it gets.
@MainActor
private final class RecordingAppDelegate: ApplicationDelegate {
  var events: [String] = []
  var answerToOpen = true
  var pendingCompletionHandler: (@MainActor () -> Void)?

  func applicationDidFinishLaunching(_ application: Application) {
    events.append("didFinishLaunching")
  }

  func applicationDidEnterBackground(_ application: Application) {
    events.append("didEnterBackground")
  }

  func applicationWillEnterForeground(_ application: Application) {
    events.append("willEnterForeground")
  }

  func application(_ application: Application, open url: URL) -> Bool {
    events.append("open \(url.absoluteString)")
    return answerToOpen
  }

  func application(
    _ application: Application,
    handleEventsForBackgroundSession identifier: String,
    completionHandler: @escaping @MainActor () -> Void
  ) {
    events.append("handleEventsForBackgroundSession \(identifier)")
    pendingCompletionHandler = completionHandler
  }
}

/// A delegate that implements nothing: every method has a default.
@MainActor
private final class SilentAppDelegate: ApplicationDelegate {}

@MainActor
@Suite("Application delegate: the application reports its life")
struct ApplicationDelegateTests {
  @Test("finishLaunching tells the delegate the app did finish launching")
  func finishLaunching() {
    let application = Application()
    let delegate = RecordingAppDelegate()
    application.delegate = delegate

    application.finishLaunching()

    #expect(delegate.events == ["didFinishLaunching"])
  }

  @Test("Going to the background and back is reported in order")
  func backgroundAndForeground() {
    let application = Application()
    let delegate = RecordingAppDelegate()
    application.delegate = delegate

    application.enterBackground()
    application.enterForeground()

    #expect(delegate.events == ["didEnterBackground", "willEnterForeground"])
  }

  @Test("open(_:) asks the delegate and returns its answer")
  func openURL() throws {
    let application = Application()
    let delegate = RecordingAppDelegate()
    application.delegate = delegate
    let url = try #require(URL(string: "qwinkle://entry/42"))

    let handled = application.open(url)
    delegate.answerToOpen = false
    let refused = application.open(url)

    #expect(handled)
    #expect(!refused)
    #expect(delegate.events == ["open qwinkle://entry/42", "open qwinkle://entry/42"])
  }

  @Test("The background session's identifier and completion handler reach the delegate")
  func backgroundSessionEvents() throws {
    let application = Application()
    let delegate = RecordingAppDelegate()
    application.delegate = delegate
    var systemWasTold = false

    application.handleEventsForBackgroundSession(identifier: "timeline") {
      systemWasTold = true
    }

    #expect(delegate.events == ["handleEventsForBackgroundSession timeline"])
    #expect(!systemWasTold)
    let completionHandler = try #require(delegate.pendingCompletionHandler)
    completionHandler()
    #expect(systemWasTold)
  }

  @Test("A delegate that implements nothing gets the defaults, which do nothing")
  func defaults() throws {
    let application = Application()
    let delegate = SilentAppDelegate()
    application.delegate = delegate
    var completionCalled = false

    application.finishLaunching()
    application.enterBackground()
    application.enterForeground()
    application.handleEventsForBackgroundSession(identifier: "x") { completionCalled = true }
    let opened = application.open(try #require(URL(string: "qwinkle://home")))

    #expect(!opened)
    #expect(!completionCalled)
  }

  @Test("Without a delegate, system events go nowhere and open(_:) says false")
  func noDelegate() throws {
    let application = Application()

    application.finishLaunching()
    application.enterBackground()

    #expect(!application.open(try #require(URL(string: "qwinkle://home"))))
  }

  @Test("The application holds its delegate weakly")
  func delegateIsWeak() {
    let application = Application()
    weak var weakDelegate: RecordingAppDelegate?
    do {
      let delegate = RecordingAppDelegate()
      weakDelegate = delegate
      application.delegate = delegate
      #expect(application.delegate === delegate)
    }

    #expect(weakDelegate == nil)
    #expect(application.delegate == nil)
  }
}
