import HeadlessKit
import Testing

/// A page of a page controller, named so tests can tell pages apart.
@MainActor
private final class Page: ViewController {
  let number: Int
  private(set) var appearances = 0
  private(set) var disappearances = 0

  init(_ number: Int) {
    self.number = number
    super.init()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearances += 1
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    disappearances += 1
  }
}

/// Pages 1 to `last`, made only when asked for; writes down each question.
@MainActor
private final class NumberedPages: PageViewControllerDataSource {
  let last: Int
  private(set) var questions: [String] = []

  init(last: Int) {
    self.last = last
  }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    guard let page = viewController as? Page else { return nil }
    questions.append("before \(page.number)")
    return page.number > 1 ? Page(page.number - 1) : nil
  }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    guard let page = viewController as? Page else { return nil }
    questions.append("after \(page.number)")
    return page.number < last ? Page(page.number + 1) : nil
  }
}

@MainActor
@Suite("PageViewController: asks what comes next")
struct PageViewControllerTests {
  private func pager(last: Int) -> (PageViewController, NumberedPages) {
    let pages = NumberedPages(last: last)
    let pager = PageViewController()
    pager.dataSource = pages
    pager.setViewControllers([Page(1)])
    return (pager, pages)
  }

  private func number(of pager: PageViewController) -> Int? {
    (pager.currentPage as? Page)?.number
  }

  @Test("The first page is the one it is given, and its view is in the page controller's view")
  func firstPage() throws {
    let (pager, _) = pager(last: 3)

    let page = try #require(pager.currentPage)
    #expect(number(of: pager) == 1)
    #expect(pager.viewControllers.count == 1)
    #expect(page.view.superview === pager.view)
  }

  @Test("A swipe forward asks what comes after the current page, and shows it")
  func swipeForward() {
    let (pager, pages) = pager(last: 3)

    #expect(pager.swipeForward())
    #expect(pager.swipeForward())

    #expect(pages.questions == ["after 1", "after 2"])
    #expect(number(of: pager) == 3)
    #expect(pager.view.subviews.count == 1)
  }

  @Test("At the last page a swipe forward changes nothing")
  func lastPage() {
    let (pager, pages) = pager(last: 1)

    #expect(!pager.swipeForward())
    #expect(number(of: pager) == 1)
    #expect(pages.questions == ["after 1"])
  }

  @Test("A swipe back asks what comes before, and stops at the first page")
  func swipeBack() {
    let (pager, pages) = pager(last: 3)
    pager.swipeForward()

    #expect(pager.swipeBackward())
    #expect(!pager.swipeBackward())

    #expect(pages.questions == ["after 1", "before 2", "before 1"])
    #expect(number(of: pager) == 1)
  }

  @Test("With no data source, swipes go nowhere")
  func noDataSource() {
    let pager = PageViewController()
    pager.setViewControllers([Page(1)])

    #expect(!pager.swipeForward())
    #expect(!pager.swipeBackward())
  }

  @Test("On screen, pages appear and disappear as the user swipes")
  func appearance() throws {
    let (pager, pages) = pager(last: 2)
    let first = try #require(pager.currentPage as? Page)
    let window = Window()
    window.rootViewController = pager
    window.makeKeyAndVisible(in: Application())

    #expect(first.appearances == 1)
    #expect(first.view.frame == Rect(x: 0, y: 0, width: 320, height: 480))

    pager.swipeForward()

    let second = try #require(pager.currentPage as? Page)
    #expect(first.disappearances == 1)
    #expect(second.appearances == 1)
    #expect(first.view.superview == nil)
    withExtendedLifetime(pages) {}
  }

  @Test("The page controller holds its data source weakly")
  func weakDataSource() {
    let pager = PageViewController()
    weak var weakPages: NumberedPages?
    do {
      let pages = NumberedPages(last: 2)
      pager.dataSource = pages
      weakPages = pages
    }

    #expect(weakPages == nil)
  }
}
