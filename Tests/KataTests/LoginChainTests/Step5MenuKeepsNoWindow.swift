import HeadlessKit
import Testing

@testable import LoginApp
@testable import LoginResponders

/// A menu item outlives the windows it acts on, as an app's menu bar
/// outlives every document window: it looks its window up, it never keeps
/// it.
extension Step5 {
  @Test("The Log In menu item does not keep its window alive")
  func menuKeepsNoWindow() {
    var window: Window? = Window()
    weak let watched = window
    let command = window.map { LogInCommand(window: $0) }

    window = nil

    #expect(
      watched == nil,
      """
      A window was closed while its Log In menu item lived on, but the window is still \
      alive: the menu item keeps it. A menu outlives the windows it acts on, so every \
      closed window would stay in memory. Look at how LogInCommand holds its window.
      """)
    #expect(command?.isEnabled == false, "With its window gone, Log In should be off.")
  }
}
