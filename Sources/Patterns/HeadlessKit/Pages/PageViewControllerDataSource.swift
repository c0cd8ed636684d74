/// The question a `PageViewController` asks when the user swipes: "what
/// comes next?" (or before).
///
/// The pages are not a list the page controller holds: each answer is worked
/// out from the page on screen, only when needed. So the pages can be
/// endless (one per day), made on demand, or come from anywhere.
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
  /// The page to show before `viewController`, or nil if it is the first.
  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerBefore viewController: ViewController
  ) -> ViewController?

  /// The page to show after `viewController`, or nil if it is the last.
  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerAfter viewController: ViewController
  ) -> ViewController?
}
