/// What a `PickerView` asks and tells about each item: its title, and that
/// the user picked it.
///
/// In UIKit the titles come from the picker's *delegate*, not its data
/// source: the data source gives the counts, the delegate the content. That
/// the line falls there is a detail; the point is that data source and
/// delegate are one idea: objects the picker asks instead of being
/// subclassed.
@MainActor
public protocol PickerViewDelegate: AnyObject {
  /// The text of item `row` on wheel `component`; nil shows "?", as UIKit does.
  func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int)
    -> String?

  /// The user turned wheel `component` to item `row`.
  func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
  /// Optional, as in UIKit: a delegate that only gives titles ignores picks.
  public func pickerView(
    _ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}
