import HeadlessKit
import MVC
import Testing

@MainActor
@Suite("AppDelegate: the app's life, and nothing else")
struct AppDelegateTests {
  @Test("At launch the timeline is in the key window, with the model the app delegate was given")
  func launch() throws {
    let qwinkle = LaunchedQwinkle()
    let screen = try #require(qwinkle.timelineScreen)

    #expect(qwinkle.application.keyWindow === qwinkle.appDelegate.window)
    #expect(qwinkle.appDelegate.window.rootViewController === screen)
    #expect(screen.timeline === qwinkle.timeline)
    #expect(screen.isVisible)
  }

  @Test("Before launch there is no screen yet")
  func beforeLaunch() {
    let appDelegate = AppDelegate(timeline: Timeline(), currentUser: Qwinker(name: "dee"))

    #expect(appDelegate.timelineViewController == nil)
  }

  @Test("The app delegate holds a window, the model and the first screen: no tables, no Qwinks")
  func holdsLittle() {
    let qwinkle = LaunchedQwinkle()

    let properties = Mirror(reflecting: qwinkle.appDelegate).children.map(\.value)
    #expect(!properties.contains { $0 is [Qwink] || $0 is TableView })
    #expect(properties.count == 4)
  }
}
