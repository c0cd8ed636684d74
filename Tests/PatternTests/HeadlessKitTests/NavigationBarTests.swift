import HeadlessKit
import Testing

@MainActor
@Suite("NavigationBar: a title between two bar button items")
struct NavigationBarTests {
  @Test("The summary names the items where they sit")
  func summary() {
    let bar = NavigationBar(title: "New Qwink")
    #expect(bar.summary == "NavigationBar \"New Qwink\"")

    bar.leftBarButtonItem = BarButtonItem(title: "Cancel")
    bar.rightBarButtonItem = BarButtonItem(title: "Done")
    #expect(bar.summary == "NavigationBar [Cancel] \"New Qwink\" [Done]")

    bar.rightBarButtonItem?.isEnabled = false
    #expect(bar.summary == "NavigationBar [Cancel] \"New Qwink\" [Done (disabled)]")
  }

  @Test("A bar in a screen renders with its items")
  func rendered() {
    let root = View()
    let bar = NavigationBar(title: "Qwinkle")
    bar.rightBarButtonItem = BarButtonItem(title: "+")
    root.addSubview(bar)

    #expect(
      ViewTreeRenderer().render(root) == """
        View (0, 0, 0, 0)
        └─ NavigationBar "Qwinkle" [+]
        """)
  }
}
