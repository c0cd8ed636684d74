import HeadlessKit

/// Stands between a page controller and its data source: writes down each
/// "what comes next?" and the answer, by page title, then passes it on.
@MainActor
final class RecordingPageDataSource: PageViewControllerDataSource {
  private let dataSource: any PageViewControllerDataSource
  private let trace: Trace

  init(passingTo dataSource: any PageViewControllerDataSource, trace: Trace) {
    self.dataSource = dataSource
    self.trace = trace
  }

  private var name: String { String(describing: type(of: dataSource)) }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    let answer = dataSource.pageViewController(
      pageViewController, viewControllerBefore: viewController)
    record("viewControllerBefore", viewController, answer)
    return answer
  }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    let answer = dataSource.pageViewController(
      pageViewController, viewControllerAfter: viewController)
    record("viewControllerAfter", viewController, answer)
    return answer
  }

  /// Pages are named by title, e.g. `viewControllerAfter(Welcome) = Follow`.
  private func record(_ question: String, _ page: ViewController, _ answer: ViewController?) {
    let shown = answer.map { $0.title ?? "?" } ?? "nil"
    trace.record("PageViewController", "-> \(name): \(question)(\(page.title ?? "?")) = \(shown)")
  }
}
