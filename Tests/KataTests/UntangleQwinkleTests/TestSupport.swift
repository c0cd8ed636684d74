import Foundation
import HeadlessKit

@testable import QwinkleApp
@testable import QwinkleModel

/// A `QwinkleServiceDelegate` that writes down everything the service tells
/// it, so a test can ask what was said, how often and with what.
@MainActor
final class SpyServiceDelegate: QwinkleServiceDelegate {
  private(set) var downloaded: [[Qwink]] = []
  private(set) var posted: [Qwink] = []
  private(set) var failures: [String] = []
  private let log: CallLog?

  init(log: CallLog? = nil) {
    self.log = log
  }

  func qwinkleService(_ service: QwinkleService, didDownload qwinks: [Qwink]) {
    downloaded.append(qwinks)
    log?.calls.append("didDownload")
  }

  func qwinkleService(_ service: QwinkleService, didPost qwink: Qwink) {
    posted.append(qwink)
    log?.calls.append("didPost")
  }

  func qwinkleService(_ service: QwinkleService, didFailWith error: any Error) {
    failures.append(String(describing: error))
    log?.calls.append("didFailWith")
  }
}

/// A `TimelineObserver` that writes down every time it is told, with the
/// Qwinks the timeline held at that moment, so a test can watch the model
/// with no screen at all.
@MainActor
final class SpyTimelineObserver: TimelineObserver {
  /// The timeline's Qwinks at each call, in order.
  private(set) var heard: [[Qwink]] = []
  /// Which timeline made each call.
  private(set) var tellers: [ObjectIdentifier] = []

  func timelineDidChange(_ timeline: Timeline) {
    heard.append(timeline.qwinks)
    tellers.append(ObjectIdentifier(timeline))
  }
}

/// A table data source that hands out the cells it was given and counts how
/// often the table asked (once per `reloadData()`).
@MainActor
final class CountingDataSource: TableViewDataSource {
  let cells: [TableViewCell]
  private(set) var reloads = 0

  init(cells: [TableViewCell] = []) {
    self.cells = cells
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    reloads += 1
    return cells.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cells.indices.contains(indexPath.row) ? cells[indexPath.row] : TableViewCell()
  }
}

/// The calls a spy made, kept by the test, so it outlives the spy.
@MainActor
final class CallLog {
  var calls: [String] = []
}

/// Qwinkle launched in an application of its own, on a fake network.
@MainActor
struct LaunchedQwinkle {
  let network = FakeDownloadNetwork()
  let application = Application()
  let appDelegate: AppDelegate

  init() {
    appDelegate = AppDelegate(network: network)
    application.delegate = appDelegate
    application.finishLaunching()
  }

  var timelineScreen: TimelineViewController { appDelegate.timelineViewController }

  /// Taps + on the timeline and returns the new-entry screen it shows.
  func openNewEntry() -> NewEntryViewController? {
    timelineScreen.addItem.tap()
    return application.keyWindow?.rootViewController as? NewEntryViewController
  }
}

/// A timeline screen with its view loaded, so its controls are wired.
@MainActor
func makeTimelineScreen(timeline: Timeline, network: FakeDownloadNetwork)
  -> TimelineViewController
{
  let screen = TimelineViewController(timeline: timeline, network: network)
  _ = screen.view
  return screen
}

/// A new-entry screen with its view loaded.
@MainActor
func makeNewEntry(timeline: Timeline, network: FakeDownloadNetwork) -> NewEntryViewController {
  let entry = NewEntryViewController(timeline: timeline, network: network)
  _ = entry.view
  return entry
}

/// Has the server answer the running post, if there is one.
@MainActor
@discardableResult
func completePost(on network: FakeDownloadNetwork) -> Bool {
  network.completeDownload(of: QwinkleService.postURL, with: "stored")
}

/// Each row of `table` as "author: text", top to bottom.
@MainActor
func rows(of table: TableView) -> [String] {
  table.visibleCells.map { "\($0.text): \($0.detailText ?? "")" }
}

/// Whether every row `table` shows was placed there by the table itself,
/// from its data source, at its last reload (and not added by hand).
@MainActor
func rowsCameFromDataSource(_ table: TableView) -> Bool {
  let rowCount = (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
  return table.visibleCells.allSatisfy { $0.indexPath != nil }
    && table.visibleCells.count == rowCount
}

/// Qwinks as "author: text", for messages.
func describe(_ qwinks: [Qwink]) -> String {
  qwinks.isEmpty ? "nothing" : qwinks.map { "\"\($0.author): \($0.text)\"" }.joined(separator: ", ")
}

/// Rows as a list for messages.
func describe(_ rows: [String]) -> String {
  rows.isEmpty ? "no rows" : rows.map { "\"\($0)\"" }.joined(separator: ", ")
}

/// The `QwinkleService`s that `owner` keeps in its stored properties.
@MainActor
func qwinkleServices(ownedBy owner: AnyObject) -> [QwinkleService] {
  Mirror(reflecting: owner).children.compactMap { $0.value as? QwinkleService }
}

/// The names of the stored properties of `owner` whose type mentions one of
/// `typeNames` (optionals included).
func properties(of owner: AnyObject, whoseTypeMentions typeNames: [String]) -> [String] {
  Mirror(reflecting: owner).children.compactMap { child in
    let type = String(describing: Swift.type(of: child.value))
    return typeNames.contains { type.contains($0) } ? (child.label ?? "an unnamed property") : nil
  }
}

/// Whether `table` is the toolkit's own `TableView`, not a subclass.
@MainActor
func isPlainTableView(_ table: View) -> Bool {
  type(of: table) == TableView.self
}

/// `object` as a timeline observer, if it is one. (Takes any object, so the
/// check compiles without warnings whatever the object's class.)
func asTimelineObserver(_ object: AnyObject) -> (any TimelineObserver)? {
  object as? any TimelineObserver
}

/// `object` as a service delegate, if it is one. (Takes any object, so the
/// check compiles without warnings whatever the object's class.)
func asServiceDelegate(_ object: AnyObject) -> (any QwinkleServiceDelegate)? {
  object as? any QwinkleServiceDelegate
}

/// The `QwinkleService` whose session is running the download of `url`:
/// found through the network, so it does not matter where it is kept.
@MainActor
func qwinkleService(downloading url: URL, on network: FakeDownloadNetwork) -> QwinkleService? {
  network.runningTasks.first { $0.originalURL == url }?.session?.delegate as? QwinkleService
}

/// Whether `task` was started by code in the module that declares
/// QwinkleService (the session records the file, module first, that
/// resumed each task), and not by a screen that reached a session.
@MainActor
func startsInTheModelModule(_ task: DownloadTask) -> Bool {
  let module = String(reflecting: QwinkleService.self).prefix { $0 != "." }
  return task.startedIn?.hasPrefix(module + "/") == true
}

/// Whether `object` is a download session's delegate type. (Takes any object,
/// so the check compiles without warnings whatever the object's class.)
func isSessionDelegate(_ object: AnyObject?) -> Bool {
  object is any DownloadSessionDelegate
}

/// The name of `object`'s class, or "nobody".
func className(of object: AnyObject?) -> String {
  object.map { String(describing: type(of: $0)) } ?? "nobody"
}

/// Property names for messages: "`posts`", or "`network` and `session`".
func names(_ labels: [String]) -> String {
  let quoted = labels.map { "`\($0)`" }
  guard let last = quoted.last else { return "nothing" }
  return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
}

/// What is left of `screen`'s own networking, in words ("it is a
/// DownloadSessionDelegate and keeps `session`"), or "" if nothing is.
func ownNetworking(of screen: AnyObject) -> String {
  var findings: [String] = []
  if isSessionDelegate(screen) { findings.append("it is a DownloadSessionDelegate") }
  let sessions = properties(of: screen, whoseTypeMentions: ["DownloadSession"])
  if !sessions.isEmpty { findings.append("it keeps \(names(sessions))") }
  return findings.joined(separator: " and ")
}

/// Whether a Timeline of the test's own tells an observer of a change: until
/// it does, what a test of observing goes on to blame (who is told, when,
/// after what removal) cannot have happened.
@MainActor
func timelineTellsObservers() -> Bool {
  let timeline = Timeline(currentUser: "probe")
  let spy = SpyTimelineObserver()
  timeline.addObserver(spy)
  timeline.add(Qwink(author: "probe", text: "probe"))
  return spy.heard.count == 1
}
