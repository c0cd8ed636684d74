import Foundation
import HeadlessKit

/// Runs a profile screen whose one table is fed first by a posts data
/// source, then, when the user taps Friends, by a friends data source; then
/// a picker and a page controller asking their own data sources the same
/// way. Each question the table, the picker and the page controller ask is
/// written down with its answer, and the screens are drawn from the view
/// tree as it stands.
///
/// Every line comes from the code as it runs: recorders stand in front of
/// the real data sources (the protocols make that possible), and the screen
/// describes its own steps through a `log` hook.
@MainActor
public enum DataSourceDemo {
  static let posts = [
    Post(author: "ana", text: "the tram is late again"),
    Post(author: "bo", text: "new bakery on Elm Street"),
    Post(author: "cy", text: "chess in the park at six?"),
  ]

  static let friends = [
    Friend(name: "bo", isFavourite: true), Friend(name: "cy", isFavourite: true),
    Friend(name: "dee"), Friend(name: "eli"),
  ]

  public static func run() -> Trace {
    let trace = Trace()
    showTable(in: trace)
    showPicker(in: trace)
    showPages(in: trace)
    return trace
  }

  /// One table, two data sources.
  private static func showTable(in trace: Trace) {
    let profile = ProfileViewController(
      name: "ana",
      posts: RecordingTableDataSource(passingTo: PostsDataSource(posts: posts), trace: trace),
      friends: RecordingTableDataSource(
        passingTo: FriendsDataSource(friends: friends), trace: trace))
    profile.log = { trace.record("ProfileViewController", $0) }
    let window = Window()

    trace.note("ana's profile loads. Its table asks the posts data source:")
    window.rootViewController = profile
    window.makeKeyAndVisible(in: Application())
    trace.screen("The screen, drawn from its view tree:", window)

    trace.note("The user taps Friends: the same table, another data source.")
    profile.friendsButton.tap()
    trace.screen("The same table, fed by FriendsDataSource:", profile.tableView)
  }

  /// A picker asks "how many items?"; its delegate gives each item's title.
  private static func showPicker(in trace: Trace) {
    let recorder = RecordingPickerSource(passingTo: AudiencePicker(), trace: trace)
    let picker = PickerView()
    picker.dataSource = recorder
    picker.delegate = recorder

    trace.note("A picker asks the same way: how many wheels, how many items?")
    trace.note("(AudiencePicker is its delegate too, as in UIKit: it names the rows.)")
    picker.reloadAllComponents()
    trace.note("The user spins it to the second item:")
    picker.spin(toRow: 1, inComponent: 0)
    trace.screen("The picker (drawing it asks for the title):", picker)
    withExtendedLifetime(recorder) {}
  }

  /// A page controller asks "what comes next?", one swipe at a time.
  private static func showPages(in trace: Trace) {
    let pages = WelcomePages()
    let recorder = RecordingPageDataSource(passingTo: pages, trace: trace)
    let pager = PageViewController()
    pager.dataSource = recorder
    pager.setViewControllers([pages.firstPage()])
    let window = Window()
    window.rootViewController = pager
    window.makeKeyAndVisible(in: Application())

    trace.note("A page controller asks what comes next, at each swipe:")
    for _ in 1...3 { pager.swipeForward() }
    trace.note("The user swipes back once:")
    pager.swipeBackward()
    trace.screen("The page on screen:", window)
    withExtendedLifetime(recorder) {}
  }
}
