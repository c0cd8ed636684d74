import HeadlessKit

/// One page of the welcome tour: a title and a line of text.
@MainActor
public final class WelcomePageViewController: ViewController {
  public let heading: String
  public let label: Label

  public init(heading: String, text: String) {
    self.heading = heading
    label = Label(text: text)
    super.init()
    title = heading
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    label.frame = Rect(x: 16, y: 200, width: 288, height: 44)
    view.addSubview(label)
  }
}

/// The welcome tour's pages, for a page controller that asks "what comes
/// next?" (or before) one swipe at a time.
///
/// The pages are made only when the page controller asks for them: the data
/// source holds their contents, not the screens.
@MainActor
public final class WelcomePages: PageViewControllerDataSource {
  public let pages: [(heading: String, text: String)] = [
    ("Welcome", "Share what is happening, in a line."),
    ("Follow", "Follow friends to see their posts."),
    ("Post", "Tap + to write your first post."),
  ]

  public init() {}

  /// The first page, to start the page controller on.
  public func firstPage() -> WelcomePageViewController {
    page(at: 0) ?? WelcomePageViewController(heading: "", text: "")
  }

  public func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    index(of: viewController).flatMap { page(at: $0 - 1) }
  }

  public func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    index(of: viewController).flatMap { page(at: $0 + 1) }
  }

  /// Where `viewController` is in the tour, found from its heading.
  private func index(of viewController: ViewController) -> Int? {
    guard let page = viewController as? WelcomePageViewController else { return nil }
    return pages.firstIndex { $0.heading == page.heading }
  }

  private func page(at index: Int) -> WelcomePageViewController? {
    guard pages.indices.contains(index) else { return nil }
    return WelcomePageViewController(heading: pages[index].heading, text: pages[index].text)
  }
}
