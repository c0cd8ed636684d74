import DataSource
import HeadlessKit
import Testing

@MainActor
@Suite("AudiencePicker and WelcomePages: the same idea elsewhere")
struct PickerAndPagesTests {
  @Test("The audience picker has one wheel of three audiences, and records the pick")
  func audiencePicker() {
    let audiences = AudiencePicker()
    let picker = PickerView()
    picker.dataSource = audiences
    picker.delegate = audiences
    picker.reloadAllComponents()

    picker.spin(toRow: 2, inComponent: 0)

    #expect(picker.numberOfComponents == 1)
    #expect(picker.numberOfRows(inComponent: 0) == 3)
    #expect(picker.title(forRow: 0, inComponent: 0) == "Everyone")
    #expect(audiences.chosen == "Only me")
  }

  @Test("The welcome pages come one after another, and stop at both ends")
  func welcomePages() {
    let pages = WelcomePages()
    let pager = PageViewController()
    pager.dataSource = pages
    pager.setViewControllers([pages.firstPage()])

    var seen = [pager.currentPage?.title]
    while pager.swipeForward() { seen.append(pager.currentPage?.title) }

    #expect(seen == ["Welcome", "Follow", "Post"])
    #expect(pager.swipeBackward())
    #expect(pager.currentPage?.title == "Follow")
    #expect(pager.swipeBackward())
    #expect(!pager.swipeBackward())
    #expect(pager.currentPage?.title == "Welcome")
  }
}
