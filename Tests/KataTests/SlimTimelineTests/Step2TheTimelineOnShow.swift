import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

/// Step 2, continued: the timeline of the launched app, on show in its
/// window, as the user sees it. The other checks of this step use a
/// timeline made on its own and read what it says about itself; these look
/// at the real app's screen (in the shared application, as on a phone, and
/// in one of its own), and at its views.
extension Step2 {
  @Test("In the running app, the timeline on show ends its refresh when the download ends")
  func runningAppsTimelineEndsItsRefresh() throws {
    try whileTheAppRuns(on: network) { appDelegate in
      let timeline = appDelegate.timelineViewController
      try #require(
        timeline.isVisible,
        "The running app shows no timeline: TimelineAppDelegate should put it in its window.")

      timeline.refreshControl.pull()
      try #require(
        network.completeDownload(
          of: TimelineViewController.timelineURL, with: "ana: hi\nbo: yo"),
        "The pull started no download of the timeline: see step 1.")
      let spinning = timeline.refreshControl.isRefreshing
      let posts = timeline.posts

      #expect(
        !spinning && posts == ["ana: hi", "bo: yo"],
        """
        In the running app, with the timeline on show in its window, the download \
        brought two posts; the timeline shows \(posts) and its spinner \
        \(spinning ? "still turns" : "stopped"). The timeline the user is looking at \
        should end its refresh when its service says the download is over, as one on \
        no screen does. Look at what the timeline, or its service, does differently \
        when the screen is on show, or in the running app.
        """)

      timeline.refreshControl.endRefreshing()  // So that the next pull is not ignored.
      timeline.refreshControl.pull()
      try #require(
        network.failDownload(of: TimelineViewController.timelineURL),
        "The second pull started no download of the timeline: see step 1.")

      #expect(
        !timeline.refreshControl.isRefreshing
          && timeline.errorMessage == FakeDownloadNetwork.Failure.offline.description,
        """
        In the running app, with the timeline on show, the download failed (offline); \
        the timeline says \(timeline.errorMessage.map { "\"\($0)\"" } ?? "nothing") and \
        its spinner \(timeline.refreshControl.isRefreshing ? "still turns" : "stopped"). \
        A failure ends the refresh of a screen on show too. Look at what the timeline, \
        or its service, does differently when the screen is on show, or in the running \
        app.
        """)
    }
  }

  @Test("What the timeline on show draws changes when the download ends, with nobody asking it")
  func timelineDrawsTheNewsWhenItComes() throws {
    let qwinkle = LaunchedQwinkle(on: network)
    let timeline = qwinkle.appDelegate.timelineViewController
    // What the user sees, taken once: from here on the test looks only at these
    // views, as the user would, and asks the screen nothing.
    let spinner = timeline.refreshControl
    let screen = timeline.view

    spinner.pull()
    try #require(
      network.completeDownload(of: TimelineViewController.timelineURL, with: "ana: hi\nbo: yo"),
      "The pull started no download of the timeline: see step 1.")
    let drawn = labelTexts(in: screen)
    let missing = ["ana: hi", "bo: yo"].filter { !drawn.contains($0) }
    let spinning = spinner.isRefreshing

    #expect(
      !spinning && missing.isEmpty,
      """
      The download ended while the timeline was on show, and what the user sees did \
      not follow: the spinner \(spinning ? "still turns" : "stopped") and \
      \(missing.isEmpty ? "every post has a label" : "no label shows \(missing)") \
      (the labels on screen: \(drawn)). The screen should change when its service \
      tells it the download is over. \
      \(askedAfterwards(timeline, spinning: spinning, posts: true))
      """)

    spinner.endRefreshing()  // So that the next pull is not ignored.
    spinner.pull()
    try #require(
      network.failDownload(of: TimelineViewController.timelineURL),
      "The second pull started no download of the timeline: see step 1.")
    let offline = FakeDownloadNetwork.Failure.offline.description
    let told = labelTexts(in: screen).contains { $0.contains(offline) }
    let stillSpinning = spinner.isRefreshing

    #expect(
      !stillSpinning && told,
      """
      The download failed (offline) while the timeline was on show; the spinner \
      \(stillSpinning ? "still turns" : "stopped") and \
      \(told ? "a label says why" : "no label on screen says why"). \
      The screen should change when its service tells it the download is over. \
      \(askedAfterwards(timeline, spinning: stillSpinning, posts: false))
      """)
  }
}

/// The text of every label in `view`'s tree, `view` included, top first.
@MainActor
private func labelTexts(in view: View) -> [String] {
  [(view as? Label)?.text].compactMap { $0 } + view.subviews.flatMap(labelTexts)
}

/// What the timeline says when it is asked, after its views were read: if
/// it knows then what its views did not show, it did not draw the news
/// when it was told.
@MainActor
private func askedAfterwards(
  _ timeline: TimelineViewController, spinning: Bool, posts: Bool
) -> String {
  let knows = posts ? !timeline.posts.isEmpty : timeline.errorMessage != nil
  let what = posts ? "posts" : "error"
  guard knows else {
    return "Look at what the timeline does when its service says the download is over."
  }
  return spinning
    ? """
    Asked afterwards, the timeline did report the \(what): it works out how the \
    download went when someone asks it, not when its service tells it. Look at \
    where the timeline learns how the download went.
    """
    : """
    Asked afterwards, the timeline did report the \(what), yet it drew nothing of \
    it: it draws at some other time than when its service tells it. Look at what \
    the timeline puts on screen, and when.
    """
}
