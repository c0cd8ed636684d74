import HeadlessKit

/// Stands between a picker and the object that is both its data source and
/// its delegate: writes down each question and answer, then passes them on.
@MainActor
final class RecordingPickerSource: PickerViewDataSource, PickerViewDelegate {
  private let source: any PickerViewDataSource & PickerViewDelegate
  private let calls: CallRecorder

  init(passingTo source: any PickerViewDataSource & PickerViewDelegate, trace: Trace) {
    self.source = source
    calls = CallRecorder("PickerView", calling: source, into: trace)
  }

  func numberOfComponents(in pickerView: PickerView) -> Int {
    calls.answer("numberOfComponents", source.numberOfComponents(in: pickerView))
  }

  func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    let rows = source.pickerView(pickerView, numberOfRowsInComponent: component)
    return calls.answer("numberOfRowsInComponent(\(component))", rows)
  }

  func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    let title = source.pickerView(pickerView, titleForRow: row, forComponent: component)
    calls.record("titleForRow(\(row)) = \"\(title ?? "?")\"")
    return title
  }

  func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    calls.record("didSelectRow(\(row))")
    source.pickerView(pickerView, didSelectRow: row, inComponent: component)
  }
}
