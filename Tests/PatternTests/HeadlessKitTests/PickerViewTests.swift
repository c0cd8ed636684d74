import HeadlessKit
import Testing

/// A picker's data source and delegate in one, as screens often are: wheels
/// of titles the test sets, and a record of the questions and picks.
@MainActor
private final class StubPickerSource: PickerViewDataSource, PickerViewDelegate {
  var wheels: [[String]]
  private(set) var questions: [String] = []
  private(set) var picks: [String] = []

  init(_ wheels: [[String]]) {
    self.wheels = wheels
  }

  func numberOfComponents(in pickerView: PickerView) -> Int {
    questions.append("components")
    return wheels.count
  }

  func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    questions.append("rows \(component)")
    return wheels[component].count
  }

  func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    wheels[component][row]
  }

  func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    picks.append("\(component):\(row)")
  }
}

/// A data source alone, with no delegate to give titles.
@MainActor
private final class CountsOnly: PickerViewDataSource {
  func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
  func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 2 }
}

@MainActor
@Suite("PickerView: asks how many items")
struct PickerViewTests {
  @Test("Reloading asks how many wheels, then how many items each has")
  func asksCounts() {
    let source = StubPickerSource([["S", "M", "L"], ["red", "blue"]])
    let picker = PickerView()
    picker.dataSource = source

    picker.reloadAllComponents()

    #expect(source.questions == ["components", "rows 0", "rows 1"])
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 3)
    #expect(picker.numberOfRows(inComponent: 1) == 2)
    #expect(picker.numberOfRows(inComponent: 2) == 0)
  }

  @Test("Each wheel starts on its first item; an empty wheel shows none")
  func firstItems() {
    let source = StubPickerSource([["S", "M"], []])
    let picker = PickerView()
    picker.dataSource = source

    picker.reloadAllComponents()

    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.selectedRow(inComponent: 1) == -1)
  }

  @Test("Titles come from the delegate; with no delegate, a question mark")
  func titles() {
    let source = StubPickerSource([["S", "M"]])
    let picker = PickerView()
    picker.dataSource = source
    picker.delegate = source
    picker.reloadAllComponents()

    #expect(picker.title(forRow: 1, inComponent: 0) == "M")

    let counts = CountsOnly()
    let bare = PickerView()
    bare.dataSource = counts
    bare.reloadAllComponents()
    #expect(bare.title(forRow: 0, inComponent: 0) == "?")
  }

  @Test("Spinning a wheel selects the item and tells the delegate; code does not")
  func spinTellsDelegate() {
    let source = StubPickerSource([["S", "M", "L"]])
    let picker = PickerView()
    picker.dataSource = source
    picker.delegate = source
    picker.reloadAllComponents()

    picker.spin(toRow: 2, inComponent: 0)
    picker.selectRow(1, inComponent: 0)
    picker.spin(toRow: 7, inComponent: 0)

    #expect(source.picks == ["0:2"])
    #expect(picker.selectedRow(inComponent: 0) == 1)
  }

  @Test("A wheel that shrinks keeps a valid item")
  func shrinkingWheel() {
    let source = StubPickerSource([["S", "M", "L"]])
    let picker = PickerView()
    picker.dataSource = source
    picker.reloadAllComponents()
    picker.selectRow(2, inComponent: 0)

    source.wheels = [["S"]]
    picker.reloadAllComponents()

    #expect(picker.selectedRow(inComponent: 0) == 0)
  }

  @Test("The picker holds its data source and delegate weakly")
  func weakReferences() {
    let picker = PickerView()
    weak var weakSource: StubPickerSource?
    do {
      let source = StubPickerSource([["S"]])
      picker.dataSource = source
      picker.delegate = source
      weakSource = source
    }

    #expect(weakSource == nil)
  }

  @Test("Its summary shows each wheel's item and how many there are")
  func summary() {
    let source = StubPickerSource([["S", "M", "L"], ["red", "blue"]])
    let picker = PickerView()
    picker.dataSource = source
    picker.delegate = source
    #expect(picker.summary == "PickerView (no items)")

    picker.reloadAllComponents()
    picker.spin(toRow: 1, inComponent: 0)

    #expect(picker.summary == "PickerView \"M\" (2 of 3) | \"red\" (1 of 2)")
  }
}
