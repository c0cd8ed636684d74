/// Spinning wheels of items, e.g. sizes or hours and minutes: the stand-in
/// for `UIPickerView`.
///
/// Like a table, the picker asks rather than knows. On
/// `reloadAllComponents()` it asks its data source how many wheels there are
/// and how many items each has ("how many items?"); to show an item it asks
/// its delegate for the item's title. Both are held weakly.
@MainActor
open class PickerView: View {
  /// Answers the counts. Weak: whoever sets it keeps it alive.
  public weak var dataSource: (any PickerViewDataSource)?

  /// Gives each item's title and hears the user's picks. Weak too.
  public weak var delegate: (any PickerViewDelegate)?

  /// Items per wheel, as the data source answered at the last reload.
  private var rowCounts: [Int] = []

  /// The item each wheel shows, one entry per wheel.
  private var selectedRows: [Int] = []

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// How many wheels the picker had at the last reload.
  public var numberOfComponents: Int { rowCounts.count }

  /// How many items `component` had at the last reload; 0 for no such wheel.
  public func numberOfRows(inComponent component: Int) -> Int {
    rowCounts.indices.contains(component) ? rowCounts[component] : 0
  }

  /// The item `component` shows, or -1 for an empty or missing wheel, as in
  /// UIKit.
  public func selectedRow(inComponent component: Int) -> Int {
    selectedRows.indices.contains(component) ? selectedRows[component] : -1
  }

  /// Asks the data source again for every count. Each wheel keeps its item
  /// if it still has it, and otherwise shows its last one (or none).
  public func reloadAllComponents() {
    guard let dataSource else {
      rowCounts = []
      selectedRows = []
      return
    }
    let components = max(0, dataSource.numberOfComponents(in: self))
    rowCounts = (0..<components).map {
      max(0, dataSource.pickerView(self, numberOfRowsInComponent: $0))
    }
    selectedRows = rowCounts.enumerated().map { component, rows in
      let previous = component < selectedRows.count ? selectedRows[component] : 0
      return rows == 0 ? -1 : min(max(previous, 0), rows - 1)
    }
  }

  /// Turns wheel `component` to item `row` from code. As in UIKit, the
  /// delegate is not told. Out-of-range values are ignored.
  public func selectRow(_ row: Int, inComponent component: Int) {
    guard (0..<numberOfRows(inComponent: component)).contains(row) else { return }
    selectedRows[component] = row
  }

  /// Simulates the user spinning wheel `component` to item `row`: the wheel
  /// shows it and the delegate is told.
  public func spin(toRow row: Int, inComponent component: Int) {
    guard (0..<numberOfRows(inComponent: component)).contains(row) else { return }
    selectedRows[component] = row
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }

  /// The title of item `row` on wheel `component`, as the delegate gives it.
  public func title(forRow row: Int, inComponent component: Int) -> String {
    delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
  }

  /// E.g. `PickerView "Medium" (2 of 3)`, one entry per wheel, joined by
  /// " | "; `PickerView (no items)` when there is nothing to pick.
  open override var summary: String {
    let wheels = rowCounts.indices.compactMap { component -> String? in
      let row = selectedRow(inComponent: component)
      guard row >= 0 else { return nil }
      let title = self.title(forRow: row, inComponent: component)
      return "\"\(title)\" (\(row + 1) of \(rowCounts[component]))"
    }
    return wheels.isEmpty
      ? "PickerView (no items)" : "PickerView " + wheels.joined(separator: " | ")
  }
}
