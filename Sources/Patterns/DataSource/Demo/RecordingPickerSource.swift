import HeadlessKit

/// Stands between a picker and the object that is both its data source and
/// its delegate: writes down each question and answer, then passes them on.
@MainActor
final class RecordingPickerSource: PickerViewDataSource, PickerViewDelegate {
  private let source: any PickerViewDataSource & PickerViewDelegate
  private let trace: Trace

  init(passingTo source: any PickerViewDataSource & PickerViewDelegate, trace: Trace) {
    self.source = source
    self.trace = trace
  }

  private var name: String { String(describing: type(of: source)) }

  func numberOfComponents(in pickerView: PickerView) -> Int {
    let answer = source.numberOfComponents(in: pickerView)
    trace.record("PickerView", "-> \(name): numberOfComponents = \(answer)")
    return answer
  }

  func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    let answer = source.pickerView(pickerView, numberOfRowsInComponent: component)
    trace.record("PickerView", "-> \(name): numberOfRowsInComponent(\(component)) = \(answer)")
    return answer
  }

  func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    let answer = source.pickerView(pickerView, titleForRow: row, forComponent: component)
    trace.record("PickerView", "-> \(name): titleForRow(\(row)) = \"\(answer ?? "?")\"")
    return answer
  }

  func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    trace.record("PickerView", "-> \(name): didSelectRow(\(row))")
    source.pickerView(pickerView, didSelectRow: row, inComponent: component)
  }
}
