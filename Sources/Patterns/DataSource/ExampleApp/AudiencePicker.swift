import HeadlessKit

/// Who may see a new post: a one-wheel picker's data source and delegate.
///
/// The picker asks the data source how many wheels and items there are, and
/// the delegate what each item says; here one small object answers both, as
/// a screen often does for its table.
@MainActor
public final class AudiencePicker: PickerViewDataSource, PickerViewDelegate {
  public let audiences = ["Everyone", "Friends", "Only me"]

  /// The audience the user picked last, by name.
  public private(set) var chosen: String?

  public init() {}

  public func numberOfComponents(in pickerView: PickerView) -> Int { 1 }

  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    audiences.count
  }

  public func pickerView(
    _ pickerView: PickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? {
    audiences.indices.contains(row) ? audiences[row] : nil
  }

  public func pickerView(
    _ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int
  ) {
    chosen = audiences.indices.contains(row) ? audiences[row] : nil
  }
}
