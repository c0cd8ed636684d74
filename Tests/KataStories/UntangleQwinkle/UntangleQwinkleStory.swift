import Foundation
import HeadlessKit

@testable import QwinkleApp
@testable import QwinkleModel

/// untangle-qwinkle: the app launches and loads the timeline; a second
/// window shows the same timeline; the user writes a Qwink from the first
/// and the server stores it. Both timelines are drawn. As shipped, the
/// Qwinks live in the first screen's table: the second window stays empty,
/// and the new Qwink reaches only the screen that opened the new entry.
extension Story {
  static func tell(_ story: StoryTeller) async {
    let network = FakeDownloadNetwork()
    network.log = { line in
      // Downloaded files have made-up names: the story leaves them out.
      story.record("network", line.components(separatedBy: " →").first ?? line)
    }
    let application = Application()
    story.note("The app launches with the timeline on screen.")
    let appDelegate = AppDelegate(network: network)
    application.delegate = appDelegate
    application.finishLaunching()
    let first = appDelegate.timelineViewController
    let loader: AnyObject? = network.sessions.first?.delegate
    story.expect(
      loader is QwinkleService,
      fine: "The timeline loads through a QwinkleService.",
      wrong: loader.map {
        "The timeline is loaded by \(type(of: $0)), with networking of its own, not a "
          + "QwinkleService."
      } ?? "Nothing loads the timeline: no session reached the network.")
    story.note("The server answers with two Qwinks.")
    serveTimeline(on: network)

    story.note("A second window shows the same timeline, side by side.")
    let second = TimelineViewController(timeline: first.timeline, network: network)
    let secondWindow = Window()
    secondWindow.rootViewController = second
    secondWindow.makeKeyAndVisible(in: application)
    serveTimeline(on: network)
    story.expect(
      second.tableView.visibleCells.count == 2,
      fine: "The second window shows the two Qwinks too.",
      wrong: "The second window shows "
        + (second.tableView.visibleCells.isEmpty ? "no" : "\(second.tableView.visibleCells.count)")
        + " Qwinks: the two the server sent went into the first screen's table, not a model.")

    story.note("From the first window, the user taps + and writes a Qwink.")
    appDelegate.window.makeKeyAndVisible(in: application)
    first.addItem.tap()
    guard let entry = application.keyWindow?.rootViewController as? NewEntryViewController else {
      story.wrong("Tapping + opened no new-entry screen.")
      return
    }
    entry.textField.insertText("hello, both windows")
    entry.doneItem.tap()
    story.note("The server stores it.")
    network.completeDownload(of: QwinkleService.postURL, with: "stored")

    story.screen("The first timeline's table:", first.tableView)
    story.screen("The second timeline's table:", second.tableView)
    let onTop = { (screen: TimelineViewController) in
      screen.tableView.visibleCells.first?.detailText == "hello, both windows"
    }
    story.expect(
      onTop(first),
      fine: "The new Qwink is on top of the first timeline.",
      wrong: "The first timeline does not show the new Qwink on top.")
    story.expect(
      onTop(second),
      fine: "The second timeline shows it too: both follow the same model.",
      wrong: "The second timeline was not updated: only the screen that opened the "
        + "new entry heard of the new Qwink.")
  }

  /// Has the server answer every download of the timeline under way.
  private static func serveTimeline(on network: FakeDownloadNetwork) {
    while network.completeDownload(
      of: QwinkleService.timelineURL,
      with: "ana: the tram is late again\nbo: new bakery on Elm Street")
    {}
  }
}
