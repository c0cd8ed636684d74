/// The question a `PickerView` asks about its wheels: how many wheels, and
/// how many items on each?
///
/// The same idea as a table's data source, with the same shape: counts come
/// from another object, so one picker class serves sizes, dates or moods.
@MainActor
public protocol PickerViewDataSource: AnyObject {
  /// How many wheels (components) the picker shows side by side.
  func numberOfComponents(in pickerView: PickerView) -> Int

  /// How many items the wheel `component` has.
  func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}
