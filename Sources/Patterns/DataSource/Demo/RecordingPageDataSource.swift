import HeadlessKit

/// Stands between a page controller and its data source: writes down each
/// "what comes next?" and the answer, by page title, then passes it on.
@MainActor
final class RecordingPageDataSource: PageViewControllerDataSource {
  private let dataSource: any PageViewControllerDataSource
  private let calls: CallRecorder

  init(passingTo dataSource: any PageViewControllerDataSource, trace: Trace) {
    self.dataSource = dataSource
    calls = CallRecorder("PageViewController", calling: dataSource, into: trace)
  }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    let page = dataSource.pageViewController(
      pageViewController, viewControllerBefore: viewController)
    return answer("viewControllerBefore", from: viewController, page)
  }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    let page = dataSource.pageViewController(
      pageViewController, viewControllerAfter: viewController)
    return answer("viewControllerAfter", from: viewController, page)
  }

  /// Writes the answer down, pages named by title (e.g.
  /// `viewControllerAfter(Welcome) = Follow`), and hands it back.
  private func answer(_ question: String, from page: ViewController, _ answer: ViewController?)
    -> ViewController?
  {
    let shown = answer.map { $0.title ?? "?" } ?? "nil"
    calls.record("\(question)(\(page.title ?? "?")) = \(shown)")
    return answer
  }
}
