/// The bar across the top of a screen: its title, with a bar button item on
/// either side ("Cancel" and "Done", or a "+" to add something).
///
/// The items are not views (see `BarButtonItem`), so the bar names them in
/// its summary, and a rendered screen shows them where the user would see
/// them. In UIKit each screen keeps these on its `navigationItem` and a
/// navigation controller's bar shows them; the kit has no navigation
/// controller, so a screen puts a bar in its own view.
@MainActor
open class NavigationBar: View {
  public var title: String

  /// The item at the leading end, e.g. "Cancel".
  public var leftBarButtonItem: BarButtonItem?

  /// The item at the trailing end, e.g. "Done" or "+".
  public var rightBarButtonItem: BarButtonItem?

  public init(title: String = "", frame: Rect = .zero) {
    self.title = title
    super.init(frame: frame)
  }

  /// E.g. `NavigationBar [Cancel] "New Qwink" [Done]`; a disabled item is
  /// shown as `[Done (disabled)]`.
  open override var summary: String {
    let parts =
      [leftBarButtonItem.map(Self.describe), "\"\(title)\"", rightBarButtonItem.map(Self.describe)]
    return "NavigationBar " + parts.compactMap { $0 }.joined(separator: " ")
  }

  private static func describe(_ item: BarButtonItem) -> String {
    "[" + item.title + (item.isEnabled ? "" : " (disabled)") + "]"
  }
}
