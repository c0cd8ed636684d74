/// A screen that shows one page (another view controller) at a time and
/// lets the user swipe to the next or the previous: the stand-in for
/// `UIPageViewController`.
///
/// It is told which page to start on; after that it asks its data source,
/// at each swipe, for the page after or before the one on screen. It never
/// holds the list of pages, so it cannot get out of step with it.
@MainActor
open class PageViewController: ViewController {
  /// Answers "what comes next?". Weak: whoever sets it keeps it alive.
  public weak var dataSource: (any PageViewControllerDataSource)?

  /// The page on screen, in a one-element array as in UIKit (which can show
  /// two pages side by side); empty before the first page is set.
  public private(set) var viewControllers: [ViewController] = []

  public override init() {
    super.init()
  }

  /// The page on screen, if any.
  public var currentPage: ViewController? { viewControllers.first }

  /// Shows `viewControllers`' first element as the page, in place of the
  /// current one. Use it for the first page, or to jump somewhere directly.
  public func setViewControllers(_ viewControllers: [ViewController]) {
    guard let page = viewControllers.first else { return }
    show(page)
  }

  /// Simulates the user swiping to the next page: the data source is asked
  /// for the page after the current one, and shows it if there is one.
  /// Returns whether the page changed.
  @discardableResult
  public func swipeForward() -> Bool {
    guard let current = currentPage,
      let next = dataSource?.pageViewController(self, viewControllerAfter: current)
    else { return false }
    show(next)
    return true
  }

  /// Simulates the user swiping back: the data source is asked for the page
  /// before the current one. Returns whether the page changed.
  @discardableResult
  public func swipeBackward() -> Bool {
    guard let current = currentPage,
      let previous = dataSource?.pageViewController(self, viewControllerBefore: current)
    else { return false }
    show(previous)
    return true
  }

  /// Puts `page`'s view in this screen's view, in place of the current page's,
  /// and tells both pages they disappeared and appeared if this screen is
  /// visible.
  private func show(_ page: ViewController) {
    guard page !== currentPage else { return }
    if let old = currentPage {
      if isVisible { old.disappear() }
      old.viewIfLoaded?.removeFromSuperview()
    }
    viewControllers = [page]
    let pageView = page.view
    pageView.frame = Rect(origin: .zero, size: view.frame.size)
    view.addSubview(pageView)
    if isVisible { page.appear() }
  }

  /// The page appears with its screen, filling it.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    currentPage?.view.frame = Rect(origin: .zero, size: view.frame.size)
    currentPage?.appear()
  }

  /// The page disappears with its screen.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    currentPage?.disappear()
  }
}
